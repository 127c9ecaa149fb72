import {
  CLIENT_STATUS_FILTERS,
  KATASTER_FILTERS,
  clientActiveOf,
  katasterStatusOf,
  type ClientFilter,
  type SortState,
} from '@waldmonitor/ui';
import { BUNDESLAENDER, type ClientListRow } from '@waldmonitor/ui/model';
import { searchConditions, type ListCondition, type ListOrder, type ListQuery } from '../../../api';
import { choiceParam, type ListSchema } from '../../../lists/useListParams';
import { pageRange, sortOrder, useListView, type ListRequest } from '../../../lists/useListView';

type Row = ClientListRow;

/** The columns the list sorts by, as the data service orders them (the client id breaks ties, so pages never overlap). */
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

const DEFAULT_SORT: NonNullable<SortState> = { key: 'name', direction: 'asc' };

/**
 * The list's address inside the back office's view (`?bereich=kunden&suche=…&land=…&kataster=…&status=…&sortierung=…&seite=…`),
 * so a filtered, sorted page can be linked and survives a reload (architecture §5: view state).
 */
const CLIENTS_LIST: ListSchema<ClientFilter> = {
  search: 'suche',
  filters: {
    bundesland: choiceParam(
      'land',
      BUNDESLAENDER.map((land) => land.value),
    ),
    kataster: choiceParam(
      'kataster',
      KATASTER_FILTERS.map((option) => option.value),
    ),
    status: choiceParam(
      'status',
      CLIENT_STATUS_FILTERS.map((option) => option.value),
    ),
  },
  sort: { key: 'sortierung', columns: Object.keys(CLIENT_SORTS), default: DEFAULT_SORT },
  page: 'seite',
  pageSize: 25,
};

/**
 * One page of the clients list as the data service is asked for it: the active clients unless
 * the status filter asks for the deactivated or all; the search finds what a person remembers
 * of a client (name, addition, street, PLZ, place, contact person: the service's `suche`).
 */
export function clientListQuery({ search, filters: filter, sort, ...page }: ListRequest<ClientFilter>): ListQuery<Row> {
  const where: ListCondition<Row>[] = [];
  if (filter.bundesland) where.push({ column: 'bundesland', op: 'eq', value: filter.bundesland });
  const kataster = katasterStatusOf(filter.kataster);
  if (kataster !== null) where.push({ column: 'kataster_status', op: 'is', value: kataster });
  const aktiv = clientActiveOf(filter.status);
  if (aktiv !== null) where.push({ column: 'aktiv', op: 'is', value: aktiv });
  where.push(...searchConditions<Row>(search));
  return { where, order: sortOrder(CLIENT_SORTS, sort, DEFAULT_SORT, 'client_id'), ...pageRange(page) };
}

/**
 * The clients list's reads: its page as the address asks for it. Called by ClientsSection,
 * and by the back office while the section's code loads (ReadAhead), so the request goes
 * out with the click.
 */
export const useClientsReads = () => useListView('a_get_all_clients', CLIENTS_LIST, clientListQuery);
