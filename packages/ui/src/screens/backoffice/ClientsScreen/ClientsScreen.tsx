import { useMemo } from 'react';
import { BUNDESLAENDER } from '../../../model/domainValues';
import type { QueryState } from '../../../model/queryState';
import type { ClientListRow } from '../../../model/resultRows';
import { Button } from '../../../primitives/Button';
import { Page } from '../../../primitives/Page';
import { ListCount, ListFilterField, ListSearchField, ListToolbar } from '../../shared/listToolbar';
import { Table, type SortState } from '../../../primitives/Table';
import { filterClients, type ClientFilter } from '../clientFilter';
import { CLIENT_COLUMNS } from './clientColumns';

export interface ClientsScreenProps {
  /** Every client (a_get_all_clients), as one read. */
  clients: QueryState<readonly ClientListRow[]>;
  /** Search, Land and cadastre filter; kept by the caller in the address. */
  filter: ClientFilter;
  onFilterChange: (change: Partial<ClientFilter>) => void;
  onOpenClient: (clientId: number) => void;
  /** Opens "Kunde anlegen". */
  onAddClient: () => void;
}

const DEFAULT_SORT: SortState = { key: 'name', direction: 'asc' };
const NO_FILTER: ClientFilter = { query: '', bundesland: '', kataster: '' };

/** Dashboard › Kunden: every client, searchable, filtered by Land and cadastre, sortable, virtualised. */
const NO_CLIENTS: readonly ClientListRow[] = [];

export function ClientsScreen({
  clients: read,
  filter,
  onFilterChange,
  onOpenClient,
  onAddClient,
}: ClientsScreenProps) {
  const clients = read.data ?? NO_CLIENTS;
  const shown = useMemo(() => filterClients(clients, filter), [clients, filter]);
  const isFiltered = filter.query.trim() !== '' || filter.bundesland !== '' || filter.kataster !== '';
  const hasList = !read.isLoading && read.error === null;
  const addButton = (
    <Button variant="primary" icon="plus" onClick={onAddClient}>
      Kunde anlegen
    </Button>
  );

  return (
    <Page title="Kunden" actions={addButton}>
      <ListToolbar role="search" aria-label="Kunden filtern">
        <ListSearchField
          label="Name, Ort oder Ansprechpartner suchen"
          icon="search"
          isClearable
          value={filter.query}
          onChange={(query) => onFilterChange({ query })}
          autoComplete="off"
        />
        <ListFilterField
          label="Bundesland"
          placeholder="Alle Bundesländer"
          value={filter.bundesland}
          onChange={(value) => onFilterChange({ bundesland: value as ClientFilter['bundesland'] })}
          options={BUNDESLAENDER}
        />
        <ListFilterField
          label="Kataster"
          placeholder="Mit und ohne Kataster"
          value={filter.kataster}
          onChange={(value) => onFilterChange({ kataster: value as ClientFilter['kataster'] })}
          options={[
            { value: 'an', label: 'Kataster eingeschaltet' },
            { value: 'aus', label: 'Kataster ausgeschaltet' },
          ]}
        />
        {hasList ? (
          <ListCount role="status">
            {isFiltered ? `${shown.length} von ${clients.length} Kunden` : `${clients.length} Kunden`}
          </ListCount>
        ) : null}
      </ListToolbar>

      <Table
        caption="Alle Kunden"
        columns={CLIENT_COLUMNS}
        rows={shown}
        getRowId={(client) => client.client_id}
        defaultSort={DEFAULT_SORT}
        query={read}
        onRowClick={(client) => onOpenClient(client.client_id)}
        minWidth="52rem"
        emptyMessage={isFiltered ? 'Keine Kunden gefunden.' : 'Noch keine Kunden angelegt.'}
        emptyAction={
          isFiltered ? <Button onClick={() => onFilterChange(NO_FILTER)}>Filter zurücksetzen</Button> : addButton
        }
      />
    </Page>
  );
}
