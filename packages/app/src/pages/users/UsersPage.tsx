import {
  AddUserDialog,
  MAIL_FILTERS,
  UsersScreen,
  displayName,
  mailFilterCondition,
  roleChangeDoneText,
  useMessage,
  type AddUserParams,
  type RoleChange,
  type SortState,
  type UserListFilter,
} from '@waldmonitor/ui';
import { ALL_ROLES, ROLES, mapQuery, type BenutzerRow, type MailFlag, type User } from '@waldmonitor/ui/model';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  searchConditions,
  useList,
  useRpcMutation,
  useTableMutation,
  type ListCondition,
  type ListOrder,
  type ListQuery,
} from '../../api';
import { useClientChoice } from '../../lists/useClientChoice';
import { choiceParam, type ListSchema } from '../../lists/useListParams';
import { pageRange, sortOrder, useListView, type ListRequest } from '../../lists/useListView';
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
 * /users/index: the users from GET /benutzer with their mail flags, one page at a time,
 * searched, filtered and sorted by the data service (requirements §7 table path); role
 * changes and expert decisions (a_change_app_status), mail flags changed by the
 * administrator (PATCH /benutzer), new users (a_add_user with a client searched in a_get_all_clients, the first matches only).
 */
export function UsersPage() {
  const session = useSession();
  const message = useMessage();
  const navigate = useNavigate();
  const users = useListView('getBenutzer', USERS_LIST, userListQuery);
  const requests = useList('getBenutzer', {}, REQUESTS);
  const changeAppStatus = useRpcMutation('a_change_app_status');
  const addUser = useRpcMutation('a_add_user');
  const patchBenutzer = useTableMutation('patchBenutzer');
  const [isAddOpen, setAddOpen] = useState(false);
  const clientChoice = useClientChoice(null, isAddOpen);

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
        requests={mapQuery(requests, (page) => page.rows)}
        currentUserId={session.user?.user_id ?? null}
        onOpenUser={onOpenUser}
        onAddUser={() => setAddOpen(true)}
        onChangeRole={onChangeRole}
        onMailFlagChange={onMailFlagChange}
      />
      <AddUserDialog isOpen={isAddOpen} onOpenChange={setAddOpen} clientChoice={clientChoice} onSubmit={onAddUser} />
    </>
  );
}
