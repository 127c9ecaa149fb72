import { fn, within } from 'storybook/test';
import type { BenutzerRow } from '../../../model/entities';
import { loadedQuery } from '../../../model/queryState';
import { ROLES } from '../../../model/roles';
import { storyListView, useStoryList } from '../../shared/ListPage/storyList';
import { mailFilterCondition } from '../mailFlags';
import { admin, fewUsers, storyBenutzer } from '../storyData';
import { filterUsers } from '../userFilter';
import { userColumns } from './userColumns';
import { UsersScreen, type UserListFilter, type UsersScreenProps } from './UsersScreen';

/** The story users as the list's rows: even ids get the mail about new sightings. */
export const rowsOf = (users: typeof fewUsers) =>
  users.map((user) => storyBenutzer(user, { mail_new: user.user_id % 2 === 0 }));

export const requestsOf = (users: typeof fewUsers) =>
  loadedQuery(users.filter((user) => user.app_status === ROLES.expertQuery));

const NO_FILTER: UserListFilter = { role: '', mail: '' };
const COLUMNS = userColumns(
  null,
  () => null,
  () => undefined,
);

/** The users the service finds: role, mail flag, and the search in name or e-mail. */
function findUsers(all: readonly BenutzerRow[], { role, mail }: UserListFilter, search: string) {
  const condition = mailFilterCondition(mail);
  return filterUsers(all, { query: search, role }).filter(
    (user) => condition === null || user[condition.flag] === condition.value,
  );
}

type StoryProps = UsersScreenProps & { all?: readonly BenutzerRow[] };

/** The screen with its list in story state, paged from `all` (a story without `all` shows `users.list`). */
function StatefulUsersScreen({ all, ...props }: StoryProps) {
  const users = useStoryList(props.users, { all, find: findUsers, columns: COLUMNS, noFilter: NO_FILTER });
  return <UsersScreen {...props} users={users} />;
}

export const USERS_START = storyListView<BenutzerRow, UserListFilter>(NO_FILTER, { key: 'name', direction: 'asc' }, 25);

/** What both story files of the screen share: the render and the args of the six story users. */
export const usersStoryMeta = {
  component: UsersScreen,
  render: (args: StoryProps) => <StatefulUsersScreen {...args} />,
  args: {
    all: rowsOf(fewUsers),
    users: USERS_START,
    requests: requestsOf(fewUsers),
    currentUserId: admin.user_id,
    onOpenUser: fn(),
    onAddUser: fn(),
    onChangeRole: fn(async () => undefined),
    onMailFlagChange: fn(async () => true),
  } satisfies StoryProps,
};

export const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Alle Nutzer' }))
    .getAllByRole('row')
    .slice(1);
