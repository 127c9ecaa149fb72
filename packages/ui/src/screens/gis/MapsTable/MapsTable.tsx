import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { KarteInsert } from '../../../model/contract/tables';
import type { QueryState } from '../../../model/queryState';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { Page } from '../../../primitives/Page';
import { Table, type SortState } from '../../../primitives/Table';
import { color, fontSize } from '../../../theme';
import { CreateMapDialog, type ClientOption } from './CreateMapDialog';
import { NO_FILTERS, filterMaps, hasFilters, type MapsFilters, type MapsTableRow } from './filterMaps';
import { MapsFilterBar } from './MapsFilterBar';
import { mapsColumns } from './mapsColumns';

export interface MapsTableProps {
  /** The maps (a_get_map_list_from_db), as one read. */
  maps: QueryState<readonly MapsTableRow[]>;
  /** Every client, for the filter and for a new map. */
  clients: readonly ClientOption[];
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
  /** The filters to start with, e.g. from the URL. */
  defaultFilters?: MapsFilters;
  defaultSort?: SortState;
}

const count = new Intl.NumberFormat('de-DE');

const NO_ROWS: readonly MapsTableRow[] = [];

/**
 * The GIS list of scanned maps: filter by client, state, years, text and RMSE, sort, open a
 * map for georeferencing, create one from a scan, delete one.
 */
export function MapsTable({
  maps,
  clients,
  getMapHref,
  onOpen,
  onCreate,
  onDelete,
  deleteUnavailableReason,
  defaultFilters = NO_FILTERS,
  defaultSort = null,
}: MapsTableProps) {
  const rows = maps.data ?? NO_ROWS;
  const [filters, setFilters] = useState(defaultFilters);
  const [isCreating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<MapsTableRow | null>(null);

  const shown = useMemo(() => filterMaps(rows, filters), [rows, filters]);
  const columns = useMemo(
    () => mapsColumns({ getMapHref, onDelete: onDelete ? setToDelete : undefined }),
    [getMapHref, onDelete],
  );
  const clientsWithMaps = useMemo(() => {
    const ids = new Set(rows.map((row) => row.client_id));
    return clients.filter((client) => ids.has(client.client_id));
  }, [rows, clients]);

  const createButton = onCreate ? (
    <Button variant="primary" icon="plus" onClick={() => setCreating(true)}>
      Karte anlegen
    </Button>
  ) : undefined;

  return (
    <Page title="Karten" actions={createButton}>
      {!onDelete && deleteUnavailableReason ? <Note role="note">{deleteUnavailableReason}</Note> : null}
      <MapsFilterBar filters={filters} onChange={setFilters} clients={clientsWithMaps} />
      <Summary role="status">
        {maps.data === undefined || maps.error !== null
          ? null
          : hasFilters(filters)
            ? `${count.format(shown.length)} von ${count.format(rows.length)} Karten`
            : `${count.format(rows.length)} Karten`}
      </Summary>
      <Table
        aria-label="Karten"
        columns={columns}
        rows={shown}
        getRowId={(row) => row.id}
        defaultSort={defaultSort}
        query={maps}
        onRowClick={onOpen}
        minWidth="64rem"
        emptyMessage={rows.length > 0 ? 'Keine Karte passt zu den Filtern.' : 'Noch keine Karten angelegt.'}
        emptyAction={
          rows.length > 0 ? (
            <Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
              Filter zurücksetzen
            </Button>
          ) : (
            createButton
          )
        }
      />
      {onCreate ? (
        <CreateMapDialog isOpen={isCreating} onOpenChange={setCreating} clients={clients} onCreate={onCreate} />
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

const Summary = styled.p`
  margin: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
  min-height: 1lh;
`;
