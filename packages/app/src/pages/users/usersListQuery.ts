import { MAIL_FILTERS, mailFilterCondition, type SortState, type UserListFilter } from '@waldmonitor/ui';
import { ALL_ROLES, ROLES, type BenutzerRow } from '@waldmonitor/ui/model';
import { searchConditions, type ListCondition, type ListOrder, type ListQuery } from '../../api';
import { choiceParam, type ListSchema } from '../../lists/useListParams';
import { pageRange, sortOrder, useListView, type ListRequest } from '../../lists/useListView';

type Row = BenutzerRow;

const BY_NAME: readonly ListOrder<Row>[] = [
  { column: 'last_name', nulls: 'last' },
  { column: 'first_name', nulls: 'last' },
];
const BY_REGISTRATION: readonly ListOrder<Row>[] = [{ column: 'reg_date' }];

/** The columns the list sorts by, as the data service orders them (the user id breaks ties, so pages never overlap). */
const USER_SORTS: Record<string, readonly ListOrder<Row>[]> = {
  name: BY_NAME,
  email: [{ column: 'email' }],
  role: [{ column: 'app_status' }],
  berufsgruppe: [{ column: 'berufsgruppe', nulls: 'last' }],
  reg_date: BY_REGISTRATION,
};

const DEFAULT_SORT: NonNullable<SortState> = { key: 'name', direction: 'asc' };

/**
 * The list's address: `?suche=…&rolle=…&mail=…&sortierung=…&seite=…`, so a filtered,
 * sorted page can be linked and survives a reload (architecture §5: view state).
 */
const USERS_LIST: ListSchema<UserListFilter> = {
  search: 'suche',
  filters: {
    role: choiceParam('rolle', ALL_ROLES),
    mail: choiceParam(
      'mail',
      MAIL_FILTERS.map((filter) => filter.value),
    ),
  },
  sort: { key: 'sortierung', columns: Object.keys(USER_SORTS), default: DEFAULT_SORT },
  page: 'seite',
  pageSize: 25,
};

/** One page of the users list as the data service is asked for it. */
function userListQuery({ search, filters, sort, ...page }: ListRequest<UserListFilter>): ListQuery<Row> {
  const where: ListCondition<Row>[] = [];
  if (filters.role) where.push({ column: 'app_status', op: 'eq', value: filters.role });
  const flag = mailFilterCondition(filters.mail);
  if (flag) where.push({ column: flag.flag, op: 'is', value: flag.value });
  where.push(...searchConditions<Row>(search));
  return { where, order: sortOrder(USER_SORTS, sort, DEFAULT_SORT, 'user_id'), ...pageRange(page) };
}

/** The requests list's sorts: the users list's, by name and by registration (the user id breaks ties). */
const REQUEST_SORTS: Record<string, readonly ListOrder<Row>[]> = { name: BY_NAME, reg_date: BY_REGISTRATION };

/** The oldest registration first: who has waited longest comes first. */
const REQUESTS_DEFAULT_SORT: NonNullable<SortState> = { key: 'reg_date', direction: 'asc' };

/**
 * The open expert requests' address, beside the users list's in the same page:
 * `?tab=anfragen&anfragen_suche=…&anfragen_sortierung=…&anfragen_seite=…`. A busy year has
 * over a thousand (1,541 at the large dataset), so they are a list the service pages and
 * counts, not a read of the first 50.
 */
const REQUESTS_LIST: ListSchema<Record<string, never>> = {
  search: 'anfragen_suche',
  filters: {},
  sort: { key: 'anfragen_sortierung', columns: Object.keys(REQUEST_SORTS), default: REQUESTS_DEFAULT_SORT },
  page: 'anfragen_seite',
  pageSize: 25,
};

/** One page of the open expert requests: `app_status=eq.ogf_expert_query`, each word in name or e-mail. */
function requestListQuery({ search, sort, ...page }: ListRequest<Record<string, never>>): ListQuery<Row> {
  return {
    where: [{ column: 'app_status', op: 'eq', value: ROLES.expertQuery }, ...searchConditions<Row>(search)],
    order: sortOrder(REQUEST_SORTS, sort, REQUESTS_DEFAULT_SORT, 'user_id'),
    ...pageRange(page),
  };
}

/**
 * The users page's reads: the page of the users list the address asks for, and the page of
 * the open expert requests (whose total the requests' tab shows, whichever tab is open).
 * Called by UsersPage, and by the shell while the page's code loads (ReadAhead), so both go
 * out with the click.
 */
export function useUsersReads() {
  const users = useListView('getBenutzer', USERS_LIST, userListQuery);
  const requests = useListView('getBenutzer', REQUESTS_LIST, requestListQuery);
  return { users, requests };
}
