import { useState } from 'react';
import { fn, within } from 'storybook/test';
import type { BenutzerRow } from '../../../model/entities';
import { ROLES } from '../../../model/roles';
import type { Column } from '../../../primitives/Table';
import type { ListView } from '../../shared/ListPage';
import { storyListView, useStoryList } from '../../shared/ListPage/storyList';
import { mailFilterCondition } from '../mailFlags';
import { admin, fewUsers, storyBenutzer, storyUser } from '../storyData';
import { filterUsers, matchesUserQuery } from '../userFilter';
import { listName } from '../userDisplay';
import { userColumns } from './userColumns';
import { UsersScreen, type UserListFilter, type UsersScreenProps } from './UsersScreen';
import type { UsersTab } from './usersTabs';

/** The story users as the list's rows: even ids get the mail about new sightings. */
export const rowsOf = (users: typeof fewUsers) =>
  users.map((user) => storyBenutzer(user, { mail_new: user.user_id % 2 === 0 }));

/** The users of `rows` whose expert request is open, as the requests list reads them. */
export const requestsOf = (rows: readonly BenutzerRow[]) => rows.filter((row) => row.app_status === ROLES.expertQuery);

const FIRST = ['Jonas', 'Elif', 'Katharina', 'Lukas', 'Sophie', 'Matthias', 'Miriam', 'Tobias', 'Greta', 'Ole'];
const LAST = ['Müller', 'Öztürk', 'Weber', 'Schäfer', 'Fischer', 'Zimmermann', 'Bauer', 'Koch', 'Strauß', 'Lindner'];

/**
 * A busy year's open requests (1,541 at the large dataset): generated people, registered over
 * four years, so the oldest first differs from the order by name.
 */
export function manyRequests(count: number): BenutzerRow[] {
  return Array.from({ length: count }, (_, index) => {
    const first = FIRST[index % FIRST.length] as string;
    const last = LAST[Math.floor(index / FIRST.length) % LAST.length] as string;
    const day = new Date(Date.UTC(2022, 0, 1) + ((index * 37) % 1460) * 86_400_000);
    return storyBenutzer(
      storyUser({
        user_id: 1000 + index,
        first_name: first,
        last_name: last,
        email: `anfrage.${index + 1}@forst.example`,
        app_status: ROLES.expertQuery,
        reg_date: day.toISOString().slice(0, 10),
      }),
    );
  });
}

const NO_FILTER: UserListFilter = { role: '', mail: '' };
const COLUMNS = userColumns(
  null,
  () => null,
  () => undefined,
);

/** The sorts the requests list offers, as the service orders them (the app's `REQUEST_SORTS`). */
const REQUEST_COLUMNS: Column<BenutzerRow>[] = [
  { key: 'name', header: 'Name', cell: listName, sortable: listName },
  { key: 'reg_date', header: 'Registriert', cell: (user) => user.reg_date, sortable: (user) => user.reg_date },
];

/** The users the service finds: role, mail flag, and the search in name or e-mail. */
function findUsers(all: readonly BenutzerRow[], { role, mail }: UserListFilter, search: string) {
  const condition = mailFilterCondition(mail);
  return filterUsers(all, { query: search, role }).filter(
    (user) => condition === null || user[condition.flag] === condition.value,
  );
}

type NoFilter = Record<string, never>;

export type StoryProps = Omit<UsersScreenProps, 'requests'> & {
  /** Every user; undefined shows `users.list` (loading, failure). */
  all?: readonly BenutzerRow[];
  /** The open requests, as the service would page them; undefined shows `requests.list`. */
  allRequests?: readonly BenutzerRow[];
  requests: ListView<BenutzerRow, NoFilter>;
};

/**
 * The screen with its tab and both lists in story state, paged from `all` and `allRequests`
 * as the service pages them (a story without them shows the views' own `list`).
 */
function StatefulUsersScreen({ all, allRequests, ...props }: StoryProps) {
  const [tab, setTab] = useState<UsersTab>(props.tab);
  const users = useStoryList(props.users, { all, find: findUsers, columns: COLUMNS, noFilter: NO_FILTER });
  const requests = useStoryList(props.requests, {
    all: allRequests,
    find: (rows, _filter, search) => rows.filter((row) => matchesUserQuery(row, search)),
    columns: REQUEST_COLUMNS,
    noFilter: {},
  });
  return (
    <UsersScreen
      {...props}
      users={users}
      requests={requests}
      tab={tab}
      onTabChange={(next) => {
        props.onTabChange(next);
        setTab(next);
      }}
    />
  );
}

export const USERS_START = storyListView<BenutzerRow, UserListFilter>(NO_FILTER, { key: 'name', direction: 'asc' }, 25);

/** The requests list as the app starts it: the oldest registration first, 25 a page. */
export const REQUESTS_START = storyListView<BenutzerRow, NoFilter>({}, { key: 'reg_date', direction: 'asc' }, 25);

const STORY_USERS = rowsOf(fewUsers);

/** What both story files of the screen share: the render and the args of the six story users. */
export const usersStoryMeta = {
  component: UsersScreen,
  render: (args: StoryProps) => <StatefulUsersScreen {...args} />,
  args: {
    all: STORY_USERS,
    allRequests: requestsOf(STORY_USERS),
    users: USERS_START,
    requests: REQUESTS_START,
    tab: 'nutzer',
    onTabChange: fn(),
    currentUserId: admin.user_id,
    onOpenUser: fn(),
    onAddUser: fn(),
    onChangeRole: fn(async () => undefined),
    onMailFlagChange: fn(async () => true),
  } satisfies StoryProps,
};

export const bodyRows = (canvasElement: HTMLElement, caption = 'Alle Nutzer') =>
  within(within(canvasElement).getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1);
