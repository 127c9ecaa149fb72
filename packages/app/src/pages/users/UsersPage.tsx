import {
  AddUserDialog,
  MAIL_FILTERS,
  UsersScreen,
  displayName,
  mailFilterCondition,
  roleChangeDoneText,
  useMessage,
  type AddUserParams,
  type MailFilter,
  type RoleChange,
  type SortState,
} from '@waldmonitor/ui';
import {
  ALL_ROLES,
  ROLES,
  mapQuery,
  type BenutzerRow,
  type MailFlag,
  type Role,
  type User,
} from '@waldmonitor/ui/model';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  searchConditions,
  useList,
  useRpc,
  useRpcMutation,
  useTableMutation,
  type ListCondition,
  type ListOrder,
  type ListQuery,
} from '../../api';
import { choiceParam, useListParams, type ListSchema } from '../../lists/useListParams';
import { useSession } from '../../session/SessionContext';

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

const DEFAULT_SORT: SortState = { key: 'name', direction: 'asc' };

/**
 * The list's address: `?suche=…&rolle=…&mail=…&sortierung=…&seite=…`, so a filtered,
 * sorted page can be linked and survives a reload (architecture §5: view state).
 */
const USERS_LIST: ListSchema<{ role: Role | ''; mail: MailFilter }> = {
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

/** The order of a sort; the default sort when the sort is switched off. */
export function userOrder(sort: SortState): ListOrder<Row>[] {
  const chosen = sort ?? DEFAULT_SORT!;
  const descending = chosen.direction === 'desc';
  const terms = USER_SORTS[chosen.key] ?? USER_SORTS.name!;
  return [
    ...terms.map((term) => ({ ...term, descending, ...(term.nulls ? { nulls: 'last' as const } : {}) })),
    { column: 'user_id', descending },
  ];
}

/** The open expert requests, oldest first: few at any time, read apart from the list's page. */
const REQUESTS: ListQuery<Row> = {
  where: [{ column: 'app_status', op: 'eq', value: ROLES.expertQuery }],
  order: [{ column: 'reg_date' }, { column: 'user_id' }],
  limit: 50,
  offset: 0,
};

/**
 * /users/index: the users from GET /benutzer with their mail flags, one page at a time,
 * searched, filtered and sorted by the data service (requirements §7 table path); role
 * changes and expert decisions (a_change_app_status), mail flags changed by the
 * administrator (PATCH /benutzer), new users (a_add_user with a client from a_get_all_clients).
 */
export function UsersPage() {
  const session = useSession();
  const message = useMessage();
  const navigate = useNavigate();
  const list = useListParams(USERS_LIST);
  const { role, mail } = list.filters;

  const query = useMemo((): ListQuery<Row> => {
    const where: ListCondition<Row>[] = [];
    if (role) where.push({ column: 'app_status', op: 'eq', value: role });
    const flag = mailFilterCondition(mail);
    if (flag) where.push({ column: flag.flag, op: 'is', value: flag.value });
    where.push(...searchConditions<Row>(['first_name', 'last_name', 'email'], list.search));
    return {
      where,
      order: userOrder(list.sort),
      limit: list.pageSize,
      offset: (list.page - 1) * list.pageSize,
    };
  }, [role, mail, list.search, list.sort, list.page, list.pageSize]);

  const users = useList('getBenutzer', {}, query);
  const requests = useList('getBenutzer', {}, REQUESTS);
  const clients = useRpc('a_get_all_clients', {});
  const changeAppStatus = useRpcMutation('a_change_app_status');
  const addUser = useRpcMutation('a_add_user');
  const patchBenutzer = useTableMutation('patchBenutzer');
  const [isAddOpen, setAddOpen] = useState(false);

  const onOpenUser = useCallback((userId: number) => navigate(`/users/${userId}`), [navigate]);

  const onChangeRole = async (user: User, change: RoleChange) => {
    await changeAppStatus({ user_id: user.user_id, username: user.email, status: change.status });
    message.success(roleChangeDoneText(change, displayName(user)));
  };

  const onAddUser = async (add: AddUserParams) => {
    await addUser(add);
    message.success(`${displayName({ ...add, email: add.mail })} wurde angelegt.`);
  };

  // The write refreshes the list's pages; a refusal is shown by the write and answers false.
  const onMailFlagChange = (user: Row, flag: MailFlag, value: boolean) =>
    patchBenutzer({ id: user.user_id }, { [flag]: value });

  return (
    <>
      <UsersScreen
        users={users}
        isRefreshing={users.isValidating && users.data !== undefined}
        requests={mapQuery(requests, (page) => page.rows)}
        currentUserId={session.user?.user_id ?? null}
        searchText={list.searchText}
        onSearchChange={list.setSearchText}
        roleFilter={role}
        onRoleFilterChange={(next) => list.setFilter('role', next)}
        mailFilter={mail}
        onMailFilterChange={(next) => list.setFilter('mail', next)}
        sort={list.sort}
        onSortChange={list.setSort}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        isFiltered={list.isFiltered}
        onResetFilters={list.resetFilters}
        onOpenUser={onOpenUser}
        onAddUser={() => setAddOpen(true)}
        onChangeRole={onChangeRole}
        onMailFlagChange={onMailFlagChange}
      />
      <AddUserDialog isOpen={isAddOpen} onOpenChange={setAddOpen} clients={clients} onSubmit={onAddUser} />
    </>
  );
}
