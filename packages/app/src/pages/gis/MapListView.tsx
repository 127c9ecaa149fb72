import { MapsTable, NO_FILTERS, type MapsFilters, type MapsTableRow } from '@waldmonitor/ui/gis';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRpc, useTableMutation } from '../../api';
import { useSession } from '../../session/SessionContext';

export const mapHref = (id: number) => `/gis/index?karte=${id}`;

/**
 * `?kunde={client_id}` (the back office's link "Karten des Kunden im GIS") starts the
 * table filtered to that client; anything but a whole number is ignored.
 */
export function filtersFromQuery(kunde: string | null): MapsFilters {
  return kunde !== null && /^\d+$/.test(kunde) ? { ...NO_FILTERS, clientId: Number(kunde) } : NO_FILTERS;
}

/**
 * Experts georeference, administrators also delete. The service may
 * refuse the delete anyway; the table does not offer what the role cannot do.
 */
const EXPERT_DELETE_REASON =
  'Karten löschen können nur Administratoren. Als Experte legen Sie Karten an und georeferenzieren sie; soll eine Karte entfernt werden, wenden Sie sich bitte an einen Administrator.';

/** a_get_map_list_from_db as the GIS table; a created map opens at once. */
export function MapListView() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const kunde = params.get('kunde');
  const defaultFilters = useMemo(() => filtersFromQuery(kunde), [kunde]);
  const { role } = useSession();
  const list = useRpc('a_get_map_list_from_db', {});
  const clients = useRpc('a_get_all_clients', {});
  const insertKarte = useTableMutation('insertKarte');
  const deleteKarte = useTableMutation('deleteKarte');

  const getMapHref = useCallback((row: MapsTableRow) => mapHref(row.id), []);
  const onDelete = useCallback((row: MapsTableRow) => deleteKarte({ id: row.id }), [deleteKarte]);
  const mayDelete = role === 'ogf_admin';

  return (
    <MapsTable
      // Another client's link while the list is kept alive starts the filters anew.
      key={kunde ?? ''}
      defaultFilters={defaultFilters}
      // The list row carries every figure the table shows (scale, DIN, active points, RMSE).
      maps={list}
      clients={clients.data ?? []}
      getMapHref={getMapHref}
      onOpen={(row) => navigate(mapHref(row.id))}
      onCreate={async (fields) => {
        // POST /karte answers the created row (return=representation, requirements §7).
        const [created] = await insertKarte({}, fields);
        if (!created) throw new Error('Der Datendienst hat die angelegte Karte nicht zurückgegeben.');
        navigate(mapHref(created.id));
      }}
      onDelete={mayDelete ? onDelete : undefined}
      deleteUnavailableReason={mayDelete ? undefined : EXPERT_DELETE_REASON}
    />
  );
}
