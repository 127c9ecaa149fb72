import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { KarteInsert } from '../../../model/contract/tables';
import type { QueryState } from '../../../model/queryState';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { Page } from '../../../primitives/Page';
import type { SortState } from '../../../primitives/Table';
import { color } from '../../../theme';
import { ListPage, type ListPageData } from '../../shared/ListPage';
import type { ClientChoiceSource } from '../../shared/ClientChoice';
import { CreateMapDialog } from './CreateMapDialog';
import { hasFilters, type MapsFilters, type MapsTableRow } from './filterMaps';
import { MapsFilterBar, mapsFilterChips } from './MapsFilterBar';
import { mapsColumns } from './mapsColumns';

export interface MapsTableProps {
  /** One page of maps (a_get_map_list_from_db), filtered, sorted and paged by the data service. */
  maps: QueryState<ListPageData<MapsTableRow>>;
  /** Another page or filter is being read while the previous rows are shown. */
  isRefreshing?: boolean;
  /** Every client, for the filter and for a new map. */
  /** The client filter and the new map's client: each searched, the first matches from the service. */
  clientFilter: ClientChoiceSource;
  newMapClients: ClientChoiceSource;
  /** Search text (shown at once) and filters; kept by the caller in the address. */
  filters: MapsFilters;
  /** One field changed: the filters with its new value. */
  onFiltersChange: (filters: MapsFilters) => void;
  /** Clears search and filters, back to page 1. */
  onResetFilters: () => void;
  /** The service's sort (the rows come sorted; a header click asks for another); null is the map number's order. */
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  /** From 1. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Where a map opens, e.g. `?karte=3` (a link, so it can be opened in a new tab and tagged). */
  getMapHref: (row: MapsTableRow) => string;
  /** A row click opens the map as its link does. */
  onOpen?: (row: MapsTableRow) => void;
  /** POST /karte; the caller opens the created map. Leave out to hide "Karte anlegen". */
  onCreate?: (fields: KarteInsert) => Promise<unknown>;
  /** DELETE /karte, after the person confirmed. Leave out to hide the delete buttons. */
  onDelete?: (row: MapsTableRow) => Promise<unknown>;
  /** Why there are no delete buttons (a role that may not delete), said above the table. */
  deleteUnavailableReason?: string;
}

/**
 * The GIS list of scanned maps, one page at a time (ListPage): search, filter by client,
 * state, years and the georeferencing figures, sort, open a map for georeferencing, create
 * one from a scan, delete one.
 */
export function MapsTable({
  maps,
  isRefreshing,
  clientFilter,
  newMapClients,
  filters,
  onFiltersChange,
  onResetFilters,
  sort,
  onSortChange,
  page,
  pageSize,
  onPageChange,
  getMapHref,
  onOpen,
  onCreate,
  onDelete,
  deleteUnavailableReason,
}: MapsTableProps) {
  const [isCreating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<MapsTableRow | null>(null);

  const columns = useMemo(
    () => mapsColumns({ getMapHref, onDelete: onDelete ? setToDelete : undefined }),
    [getMapHref, onDelete],
  );

  const createButton = onCreate ? (
    <Button variant="primary" icon="plus" onClick={() => setCreating(true)}>
      Karte anlegen
    </Button>
  ) : undefined;

  return (
    <Page title="Karten" actions={createButton}>
      {!onDelete && deleteUnavailableReason ? <Note role="note">{deleteUnavailableReason}</Note> : null}
      <ListPage
        caption="Karten"
        searchLabel="Kartenname, Kunde oder Nummer suchen"
        searchText={filters.text}
        onSearchChange={(text) => onFiltersChange({ ...filters, text })}
        filters={<MapsFilterBar filters={filters} onChange={onFiltersChange} clientChoice={clientFilter} />}
        activeFilters={mapsFilterChips(filters, onFiltersChange, clientFilter)}
        countLabel={(total, count) => (count === 1 ? '1 Karte' : `${total} Karten`)}
        columns={columns}
        getRowId={(row) => row.id}
        onRowClick={onOpen}
        minWidth="64rem"
        list={maps}
        isRefreshing={isRefreshing}
        sort={sort}
        onSortChange={onSortChange}
        page={page}
        pageSize={pageSize}
        onPageChange={onPageChange}
        isFiltered={hasFilters(filters)}
        onResetFilters={onResetFilters}
        emptyMessage="Noch keine Karten angelegt."
        filteredEmptyMessage="Keine Karte passt zu den Filtern."
        emptyAction={createButton}
      />
      {onCreate ? (
        <CreateMapDialog
          isOpen={isCreating}
          onOpenChange={setCreating}
          clientChoice={newMapClients}
          onCreate={onCreate}
        />
      ) : null}
      {onDelete ? (
        <ConfirmDialog
          isOpen={toDelete !== null}
          onOpenChange={(open) => {
            if (!open) setToDelete(null);
          }}
          tone="danger"
          title="Karte löschen?"
          message={
            toDelete
              ? `„${toDelete.map_name}“ und ihre ${toDelete.punkte} Passpunkte werden gelöscht. Das lässt sich nicht rückgängig machen.`
              : ''
          }
          confirmLabel="Löschen"
          onConfirm={() => (toDelete ? onDelete(toDelete) : undefined)}
        />
      ) : null}
    </Page>
  );
}

const Note = styled.p`
  margin: 0;
  color: ${color.textSecondary};
`;
