import { BUNDESLAENDER, type BundeslandCode } from '../../../model/domainValues';
import type { QueryState } from '../../../model/queryState';
import type { ClientListRow } from '../../../model/resultRows';
import { Button } from '../../../primitives/Button';
import { Page } from '../../../primitives/Page';
import type { SortState } from '../../../primitives/Table';
import { ListPage, type ListPageData } from '../../shared/ListPage';
import { ListFilterField } from '../../shared/listToolbar';
import { KATASTER_FILTERS, type ClientFilter, type KatasterFilter } from '../clientFilter';
import { CLIENT_COLUMNS } from './clientColumns';

export interface ClientsScreenProps {
  /** One page of clients (a_get_all_clients), searched, filtered, sorted and paged by the service. */
  clients: QueryState<ListPageData<ClientListRow>>;
  /** Another page or filter is being read while the previous rows are shown. */
  isRefreshing?: boolean;
  /** The search field's text (name, addition, street, PLZ, place, contact person), shown at once. */
  searchText: string;
  onSearchChange: (text: string) => void;
  /** Land and cadastre filter; kept by the caller in the address. */
  filter: ClientFilter;
  onFilterChange: (change: Partial<ClientFilter>) => void;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  isFiltered: boolean;
  onResetFilters: () => void;
  onOpenClient: (clientId: number) => void;
  /** Opens "Kunde anlegen". */
  onAddClient: () => void;
}

/** Dashboard › Kunden: the clients one page at a time (ListPage), searched, filtered by Land and cadastre, sorted. */
export function ClientsScreen({
  clients,
  isRefreshing,
  searchText,
  onSearchChange,
  filter,
  onFilterChange,
  sort,
  onSortChange,
  page,
  pageSize,
  onPageChange,
  isFiltered,
  onResetFilters,
  onOpenClient,
  onAddClient,
}: ClientsScreenProps) {
  const addButton = (
    <Button variant="primary" icon="plus" onClick={onAddClient}>
      Kunde anlegen
    </Button>
  );

  return (
    <Page title="Kunden" actions={addButton}>
      <ListPage
        caption="Alle Kunden"
        searchLabel="Name, Ort oder Ansprechpartner suchen"
        searchText={searchText}
        onSearchChange={onSearchChange}
        filters={
          <>
            <ListFilterField
              label="Bundesland"
              placeholder="Alle Bundesländer"
              value={filter.bundesland}
              onChange={(value) => onFilterChange({ bundesland: value as BundeslandCode | '' })}
              options={BUNDESLAENDER}
            />
            <ListFilterField
              label="Kataster"
              placeholder="Mit und ohne Kataster"
              value={filter.kataster}
              onChange={(value) => onFilterChange({ kataster: value as KatasterFilter })}
              options={KATASTER_FILTERS}
            />
          </>
        }
        countLabel={(total, count) => (count === 1 ? '1 Kunde' : `${total} Kunden`)}
        columns={CLIENT_COLUMNS}
        getRowId={(client) => client.client_id}
        onRowClick={(client) => onOpenClient(client.client_id)}
        minWidth="52rem"
        list={clients}
        isRefreshing={isRefreshing}
        sort={sort}
        onSortChange={onSortChange}
        page={page}
        pageSize={pageSize}
        onPageChange={onPageChange}
        isFiltered={isFiltered}
        onResetFilters={onResetFilters}
        emptyMessage="Noch keine Kunden angelegt."
        filteredEmptyMessage="Keine Kunden gefunden."
        emptyAction={addButton}
      />
    </Page>
  );
}
