import type { ClientUsersFilter, SortState } from '@waldmonitor/ui';
import type { ClientAppUserRow } from '@waldmonitor/ui/model';
import { searchConditions, type ListOrder, type ListQuery } from '../../../api';
import type { ListSchema } from '../../../lists/useListParams';
import { pageRange, sortOrder, type ListRequest } from '../../../lists/useListView';

type Row = ClientAppUserRow;

/** The name column sorts by surname, then first name; the user id breaks ties, so pages never overlap. */
const CLIENT_USERS_SORTS: Record<string, readonly ListOrder<Row>[]> = {
  name: [{ column: 'last_name' }, { column: 'first_name' }],
};

const DEFAULT_SORT: NonNullable<SortState> = { key: 'name', direction: 'asc' };

/**
 * A client's users inside the client's view (`?bereich=kunden&id=7&nutzer_suche=…&nutzer_sortierung=…&nutzer_seite=…`):
 * keys of their own, apart from the clients list's `suche`, `sortierung` and `seite`.
 */
export const CLIENT_USERS_LIST: ListSchema<ClientUsersFilter> = {
  search: 'nutzer_suche',
  filters: {},
  sort: { key: 'nutzer_sortierung', columns: Object.keys(CLIENT_USERS_SORTS), default: DEFAULT_SORT },
  page: 'nutzer_seite',
  pageSize: 25,
};

/** One page of a client's users (a_get_appusers_from_client): each search word in name or e-mail. */
export function clientUsersListQuery({ search, sort, ...page }: ListRequest<ClientUsersFilter>): ListQuery<Row> {
  return {
    where: searchConditions<Row>(search),
    order: sortOrder(CLIENT_USERS_SORTS, sort, DEFAULT_SORT, 'user_id'),
    ...pageRange(page),
  };
}
