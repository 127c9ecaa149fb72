import { BUNDESLAENDER, type BundeslandCode } from '../../../model/domainValues';
import type { ClientListRow } from '../../../model/resultRows';
import { Button } from '../../../primitives/Button';
import { Page } from '../../../primitives/Page';
import { ListPage, type ListView } from '../../shared/ListPage';
import { activeFilters, filterChip, optionChip } from '../../shared/activeFilters';
import { ListFilterField } from '../../shared/listToolbar';
import {
  CLIENT_STATUS_FILTERS,
  KATASTER_FILTERS,
  type ClientFilter,
  type ClientStatusFilter,
  type KatasterFilter,
} from '../clientFilter';
import { CLIENT_COLUMNS } from './clientColumns';

export interface ClientsScreenProps {
  /**
   * One page of clients (a_get_all_clients), searched (name, addition, street, PLZ, place,
   * contact person), filtered by Land, cadastre and status (active by default; a deactivated
   * client is marked), sorted and paged by the service.
   */
  clients: ListView<ClientListRow, ClientFilter>;
  onOpenClient: (clientId: number) => void;
  /** Opens "Kunde anlegen". */
  onAddClient: () => void;
}

/** Dashboard › Kunden: the clients one page at a time (ListPage), searched, filtered by Land and cadastre, sorted. */
export function ClientsScreen({ clients, onOpenClient, onAddClient }: ClientsScreenProps) {
  const { filter, onFilterChange } = clients;
  const addButton = (
    <Button variant="primary" icon="plus" onClick={onAddClient}>
      Kunde anlegen
    </Button>
  );

  return (
    <Page title="Kunden" actions={addButton}>
      <ListPage
        {...clients}
        caption="Alle Kunden"
        searchLabel="Name, Ort oder Ansprechpartner suchen"
        filters={
          <>
            <ListFilterField
              label="Bundesland"
              placeholder="Alle Bundesländer"
              value={filter.bundesland}
              onChange={(value) => onFilterChange('bundesland', value as BundeslandCode | '')}
              options={BUNDESLAENDER}
            />
            <ListFilterField
              label="Kataster"
              placeholder="Mit und ohne Kataster"
              value={filter.kataster}
              onChange={(value) => onFilterChange('kataster', value as KatasterFilter)}
              options={KATASTER_FILTERS}
            />
            <ListFilterField
              label="Status"
              placeholder="Aktive Kunden"
              value={filter.status}
              onChange={(value) => onFilterChange('status', value as ClientStatusFilter)}
              options={CLIENT_STATUS_FILTERS}
            />
          </>
        }
        activeFilters={activeFilters(
          optionChip('bundesland', 'Bundesland', BUNDESLAENDER, filter.bundesland, () =>
            onFilterChange('bundesland', ''),
          ),
          // "Kataster: an" rather than repeating the option's "Kataster eingeschaltet".
          filterChip('kataster', 'Kataster', filter.kataster, () => onFilterChange('kataster', '')),
          optionChip('status', 'Status', CLIENT_STATUS_FILTERS, filter.status, () => onFilterChange('status', '')),
        )}
        countLabel={(total, count) => (count === 1 ? '1 Kunde' : `${total} Kunden`)}
        columns={CLIENT_COLUMNS}
        getRowId={(client) => client.client_id}
        onRowClick={(client) => onOpenClient(client.client_id)}
        minWidth="52rem"
        emptyMessage="Noch keine Kunden angelegt."
        filteredEmptyMessage="Keine Kunden gefunden."
        emptyAction={addButton}
      />
    </Page>
  );
}
