import type { MapListRow } from '@waldmonitor/ui/model';
import { MapsTable, type MapsTableRow } from '@waldmonitor/ui/gis';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { screenQuery, useAllClients, useCreateKarte, useDeleteKarte, useMapList } from '../../api';

/** The figures the table shows beside a_get_map_list_from_db's row, when the service sends them. */
type ListRow = MapListRow & Partial<Pick<MapsTableRow, 'scale' | 'din' | 'aktive_punkte' | 'rmse'>>;

function toTableRow(row: ListRow): MapsTableRow {
  return {
    id: row.id,
    map_name: row.map_name,
    client_id: row.client_id,
    client_name: row.client_name,
    jahr: row.jahr,
    status: row.status,
    punkte: row.punkte,
    scale: row.scale ?? null,
    din: row.din ?? null,
    aktive_punkte: row.aktive_punkte ?? null,
    rmse: row.rmse ?? null,
  };
}

export const mapHref = (id: number) => `/gis/index?karte=${id}`;

/** a_get_map_list_from_db as the GIS table; a created map opens at once (issue 7). */
export function MapListView() {
  const navigate = useNavigate();
  const list = screenQuery(useMapList());
  const clients = useAllClients();
  const createKarte = useCreateKarte();
  const deleteKarte = useDeleteKarte();

  const rows = useMemo(() => (list.data ?? []).map(toTableRow), [list.data]);
  const getMapHref = useCallback((row: MapsTableRow) => mapHref(row.id), []);
  const onDelete = useCallback((row: MapsTableRow) => deleteKarte(row.id), [deleteKarte]);

  return (
    <MapsTable
      rows={rows}
      isLoading={list.isLoading}
      error={list.error}
      onRetry={list.onRetry}
      clients={clients.data ?? []}
      getMapHref={getMapHref}
      onOpen={(row) => navigate(mapHref(row.id))}
      onCreate={async (fields) => {
        const created = await createKarte(fields);
        navigate(mapHref(created.id));
      }}
      onDelete={onDelete}
    />
  );
}
