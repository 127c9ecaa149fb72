import { CLIENT_STATUS_FILTERS, KATASTER_FILTERS, clientActiveOf, type ClientFilter } from '@waldmonitor/ui';
import { BUNDESLAENDER, type ClientListRow } from '@waldmonitor/ui/model';
import type { ListOrder } from '../../../api';
import { choiceFilter, defineList, equals } from '../../../lists/defineList';
import { useListView } from '../../../lists/useListView';
import { katasterCondition } from './katasterCondition';

type Row = ClientListRow;

/** The columns the list sorts by, as the data service orders them. */
const CLIENT_SORTS: Record<string, readonly ListOrder<Row>[]> = {
  name: [{ column: 'name' }],
  ort: [{ column: 'ort', nulls: 'last' }],
  // By the Land's code (BW, BY, …): the service knows no German names of the Länder.
  bundesland: [{ column: 'bundesland', nulls: 'last' }],
  epsg: [{ column: 'epsg', nulls: 'last' }],
  kataster: [{ column: 'kataster_status' }],
  karten: [{ column: 'karten' }],
  nutzer: [{ column: 'nutzer' }],
};

/**
 * The clients list inside the back office's view (`?bereich=kunden&suche=…&land=…&kataster=…&status=…&sortierung=…&seite=…`),
 * so a filtered, sorted page can be linked and survives a reload (architecture §3: view
 * state). The active clients unless the status filter asks for the deactivated or all; the
 * search finds what a person remembers of a client (name, addition, street, PLZ, place,
 * contact person: the service's `suche`).
 */
export const CLIENTS_LIST = defineList<'a_get_all_clients', ClientFilter>({
  call: 'a_get_all_clients',
  filters: {
    bundesland: choiceFilter('land', BUNDESLAENDER, equals('bundesland')),
    kataster: choiceFilter('kataster', KATASTER_FILTERS, katasterCondition),
    status: choiceFilter('status', CLIENT_STATUS_FILTERS, (status) => {
      const aktiv = clientActiveOf(status);
      return aktiv === null ? [] : [{ column: 'aktiv', op: 'is', value: aktiv }];
    }),
  },
  sorts: CLIENT_SORTS,
  defaultSort: { key: 'name', direction: 'asc' },
  rowKey: 'client_id',
  pageSize: 25,
});

/**
 * The clients list's reads: its page as the address asks for it. Called by ClientsSection,
 * and by the back office while the section's code loads (ReadAhead), so the request goes
 * out with the click.
 */
export const useClientsReads = () => useListView(CLIENTS_LIST);
