import { MAIL_FILTERS, mailFilterCondition, type SortState, type UserListFilter } from '@waldmonitor/ui';
import { ALL_ROLES, ROLES, type BenutzerRow } from '@waldmonitor/ui/model';
import { searchConditions, useList, type ListCondition, type ListOrder, type ListQuery } from '../../api';
import { choiceParam, type ListSchema } from '../../lists/useListParams';
import { pageRange, sortOrder, useListView, type ListRequest } from '../../lists/useListView';

type Row = BenutzerRow;

/** The columns the list sorts by, as the data service orders them (the user id breaks ties, so pages never overlap). */
const USER_SORTS: Record<string, readonly ListOrder<Row>[]> = {
  name: [
    { column: 'last_name', nulls: 'last' },
    { column: 'first_name', nulls: 'last' },
  ],
  email: [{ column: 'email' }],
  role: [{ column: 'app_status' }],
  berufsgruppe: [{ column: 'berufsgruppe', nulls: 'last' }],
  reg_date: [{ column: 'reg_date' }],
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
  where.push(...searchConditions<Row>(['first_name', 'last_name', 'email'], search));
  return { where, order: sortOrder(USER_SORTS, sort, DEFAULT_SORT, 'user_id'), ...pageRange(page) };
}

/** The open expert requests, oldest first: few at any time, read apart from the list's page. */
const REQUESTS: ListQuery<Row> = {
  where: [{ column: 'app_status', op: 'eq', value: ROLES.expertQuery }],
  order: [{ column: 'reg_date' }, { column: 'user_id' }],
  limit: 50,
  offset: 0,
};

/**
 * The users page's reads: the page of the list the address asks for, and the open expert
 * requests. Called by UsersPage, and by the shell while the page's code loads (ReadAhead),
 * so the requests go out with the click.
 */
export function useUsersReads() {
  const users = useListView('getBenutzer', USERS_LIST, userListQuery);
  const requests = useList('getBenutzer', {}, REQUESTS);
  return { users, requests };
}
