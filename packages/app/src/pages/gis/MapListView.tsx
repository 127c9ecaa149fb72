import { MapsTable, type MapsFilters, type MapsTableRow } from '@waldmonitor/ui/gis';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTableMutation } from '../../api';
import { useClientChoice } from '../../lists/useClientChoice';
import { useSession } from '../../session/SessionContext';
import { MAPS_LIST, useMapListReads, type Filters } from './mapListQuery';

export const mapHref = (id: number) => `/gis/index?karte=${id}`;

/**
 * Experts georeference, administrators also delete. The service may
 * refuse the delete anyway; the table does not offer what the role cannot do.
 */
const EXPERT_DELETE_REASON =
  'Karten löschen können nur Administratoren. Als Experte legen Sie Karten an und georeferenzieren sie; soll eine Karte entfernt werden, wenden Sie sich bitte an einen Administrator.';

/** GET /karten_liste (the rows of a_get_map_list_from_db) as the GIS table, one page at a time; a created map opens at once. */
export function MapListView() {
  const navigate = useNavigate();
  const { role } = useSession();
  const { list, maps, clientFilter } = useMapListReads();
  const newMapClients = useClientChoice(null);
  const insertKarte = useTableMutation('insertKarte');
  const deleteKarte = useTableMutation('deleteKarte');

  const getMapHref = useCallback((row: MapsTableRow) => mapHref(row.id), []);
  const onDelete = useCallback((row: MapsTableRow) => deleteKarte({ id: row.id }), [deleteKarte]);
  const mayDelete = role === 'ogf_admin';
  const filters: MapsFilters = { ...list.filter, text: list.searchText };

  const onFiltersChange = (next: MapsFilters) => {
    if (next.text !== filters.text) list.onSearchChange(next.text);
    for (const name of Object.keys(MAPS_LIST.filters) as (keyof Filters)[]) {
      if (next[name] !== filters[name]) list.onFilterChange(name, next[name]);
    }
  };

  return (
    <MapsTable
      maps={maps}
      isRefreshing={maps.isValidating && maps.data !== undefined}
      clientFilter={clientFilter}
      newMapClients={newMapClients}
      filters={filters}
      onFiltersChange={onFiltersChange}
      onResetFilters={list.onResetFilters}
      sort={list.sort}
      onSortChange={list.onSortChange}
      page={list.page}
      pageSize={list.pageSize}
      onPageChange={list.onPageChange}
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
