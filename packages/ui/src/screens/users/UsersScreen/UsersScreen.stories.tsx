import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { BenutzerRow } from '../../../model/entities';
import { failedQuery, loadedQuery, loadingQuery, type QueryState } from '../../../model/queryState';
import { ROLES, type Role } from '../../../model/roles';
import { sortRows, type SortState } from '../../../primitives/Table';
import type { ListPageData } from '../../shared/ListPage';
import { mailFilterCondition, type MailFilter } from '../mailFlags';
import { admin, expertErik, fewUsers, longTextUser, pendingAndreas, sixtyUsers, storyBenutzer } from '../storyData';
import { tabTo } from '../storyKeyboard';
import { filterUsers } from '../userFilter';
import { APPROVE } from './roleChanges';
import { userColumns } from './userColumns';
import { UsersScreen, type UsersScreenProps } from './UsersScreen';

const PAGE_SIZE = 25;
const rowsOf = (users: typeof fewUsers) =>
  users.map((user) => storyBenutzer(user, { mail_new: user.user_id % 2 === 0 }));
const pageOf = (rows: BenutzerRow[], page = 1) =>
  loadedQuery<ListPageData<BenutzerRow>>({
    rows: rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total: rows.length,
  });
const requestsOf = (users: typeof fewUsers) =>
  loadedQuery(users.filter((user) => user.app_status === ROLES.expertQuery));

/**
 * The screen with its search, filters, sort and page in story state, and a stand-in for
 * the data service that filters, sorts and pages `all` as the service would, so the
 * interactions show their effect. A story passing `users` itself (loading, failure) shows that.
 */
function StatefulUsersScreen(props: UsersScreenProps & { all?: readonly BenutzerRow[] }) {
  const { all, ...screenProps } = props;
  const [searchText, setSearchText] = useState(props.searchText);
  const [role, setRole] = useState<Role | ''>(props.roleFilter);
  const [mail, setMail] = useState<MailFilter>(props.mailFilter);
  const [sort, setSort] = useState<SortState>(props.sort);
  const [page, setPage] = useState(props.page);
  let users: QueryState<ListPageData<BenutzerRow>> = props.users;
  if (all) {
    const condition = mailFilterCondition(mail);
    const found = filterUsers(all, { query: searchText, role }).filter(
      (user) => condition === null || user[condition.flag] === condition.value,
    );
    const sorted = sortRows(
      found,
      userColumns(
        null,
        () => null,
        () => undefined,
      ),
      sort,
    );
    users = pageOf(sorted, page);
  }
  return (
    <UsersScreen
      {...screenProps}
      users={users}
      searchText={searchText}
      onSearchChange={(next) => {
        props.onSearchChange(next);
        setSearchText(next);
        setPage(1);
      }}
      roleFilter={role}
      onRoleFilterChange={(next) => {
        props.onRoleFilterChange(next);
        setRole(next);
        setPage(1);
      }}
      mailFilter={mail}
      onMailFilterChange={(next) => {
        props.onMailFilterChange(next);
        setMail(next);
        setPage(1);
      }}
      sort={sort}
      onSortChange={(next) => {
        props.onSortChange(next);
        setSort(next);
      }}
      page={page}
      onPageChange={(next) => {
        props.onPageChange(next);
        setPage(next);
      }}
      isFiltered={searchText.trim() !== '' || role !== '' || mail !== ''}
      onResetFilters={() => {
        props.onResetFilters();
        setSearchText('');
        setRole('');
        setMail('');
      }}
    />
  );
}

const meta = {
  title: 'Screens/Nutzer/Nutzerliste (UsersScreen)',
  component: UsersScreen,
  render: (args) => <StatefulUsersScreen {...args} />,
  args: {
    all: rowsOf(fewUsers),
    users: loadingQuery(),
    requests: requestsOf(fewUsers),
    currentUserId: admin.user_id,
    searchText: '',
    onSearchChange: fn(),
    roleFilter: '',
    onRoleFilterChange: fn(),
    mailFilter: '',
    onMailFilterChange: fn(),
    sort: { key: 'name', direction: 'asc' },
    onSortChange: fn(),
    page: 1,
    pageSize: PAGE_SIZE,
    onPageChange: fn(),
    isFiltered: false,
    onResetFilters: fn(),
    onOpenUser: fn(),
    onAddUser: fn(),
    onChangeRole: fn(async () => undefined),
    onMailFlagChange: fn(async () => true),
  },
} satisfies Meta<UsersScreenProps & { all?: readonly BenutzerRow[] }>;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn(() => Promise.resolve());

const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Alle Nutzer' }))
    .getAllByRole('row')
    .slice(1);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nutzer' })).toBeInTheDocument();
    const requests = within(canvas.getByRole('region', { name: /Offene Expertenanfragen/ }));
    await expect(requests.getByText('Andreas Ahrens')).toBeInTheDocument();
    await expect(requests.getByText('Greta Schröder')).toBeInTheDocument();
    await expect(bodyRows(canvasElement)).toHaveLength(6);
    // Sorted by name: "Ahrens, Andreas" first; a user without a name is listed by e-mail.
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('Ahrens, Andreas');
    await expect(canvas.getByText('neu@waldmonitor.example', { selector: 'td' })).toBeInTheDocument();
    await expect(canvas.getByText('6 Nutzer')).toBeInTheDocument();
    await expect(canvas.getByText('(Sie)')).toBeInTheDocument();
  },
};

/** 61 users, 25 a page: the service's total in the toolbar, page 3 holds the last 11. */
export const Paged: Story = {
  args: { all: rowsOf([admin, ...sixtyUsers]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('61 Nutzer')).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Alle Nutzer' })).toHaveAttribute('aria-rowcount', '62');
    const pages = canvas.getByRole('navigation', { name: 'Alle Nutzer: Seiten' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Seite 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(11));
  },
};

export const Loading: Story = {
  args: { all: undefined, users: loadingQuery(), requests: loadingQuery() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Einträge werden geladen …')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: /Offene Expertenanfragen/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { all: [], requests: loadedQuery([]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Noch keine Nutzer vorhanden.')).toBeInTheDocument();
    await expect(canvas.getByText(/Keine offenen Expertenanfragen/)).toBeInTheDocument();
    const [, emptyAction] = canvas.getAllByRole('button', { name: 'Nutzer anlegen' });
    await userEvent.click(emptyAction!);
    await expect(args.onAddUser).toHaveBeenCalledTimes(1);
  },
};

export const LoadError: Story = {
  args: { all: undefined, users: failedQuery(new TypeError('Failed to fetch'), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Der Datendienst ist nicht erreichbar\./)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const SearchByNameOrEmail: Story = {
  args: { all: rowsOf([admin, ...sixtyUsers]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name oder E-Mail suchen' }), 'strauss');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('strauss');
    await waitFor(() => expect(bodyRows(canvasElement).every((row) => row.textContent?.includes('Strauß'))).toBe(true));
    await expect(canvas.getByRole('status')).toHaveTextContent(/^\d+ Nutzer$/);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Name oder E-Mail suchen' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name oder E-Mail suchen' }), 'admin@');
    await expect(bodyRows(canvasElement)).toHaveLength(1);
  },
};

export const FilterByRole: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rolle' }), 'ogf_expert_query');
    await expect(args.onRoleFilterChange).toHaveBeenLastCalledWith('ogf_expert_query');
    await expect(bodyRows(canvasElement)).toHaveLength(2);
    await expect(canvas.getByText('2 Nutzer')).toBeInTheDocument();
  },
};

/** requirements §3 mail flags as a filter: who gets the mail about new sightings, and who does not. */
export const FilterByMail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const mail = canvas.getByRole('combobox', { name: 'Mail' });
    await userEvent.selectOptions(mail, 'Neue Meldungen: an');
    await expect(args.onMailFilterChange).toHaveBeenLastCalledWith('mail_new');
    // The story's users with even ids get it: Birgit (2) and Anja (4).
    await expect(canvas.getByText('2 Nutzer')).toBeInTheDocument();
    await expect(bodyRows(canvasElement).every((row) => row.textContent?.includes('Neue Meldungen'))).toBe(true);
    await userEvent.selectOptions(mail, 'Neue Meldungen: aus');
    await expect(args.onMailFilterChange).toHaveBeenLastCalledWith('-mail_new');
    await expect(bodyRows(canvasElement).some((row) => row.textContent?.includes('Neue Meldungen'))).toBe(false);
  },
};

export const NoMatches: Story = {
  args: { searchText: 'Quercus' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Keine Nutzer gefunden.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Filter zurücksetzen' }));
    await expect(args.onResetFilters).toHaveBeenCalledTimes(1);
    await expect(bodyRows(canvasElement)).toHaveLength(6);
  },
};

export const SortByEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: /E-Mail/ });
    await userEvent.click(within(header).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'email', direction: 'asc' });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('admin@waldmonitor.example');
  },
};

/** An administrator changes a user's mails from the list: the switch moves at once and saves. */
export const ChangeMailFlags: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mail-Einstellungen von Erik Eichhorn ändern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mail-Einstellungen von Erik Eichhorn' });
    const flag = within(dialog).getByRole('switch', { name: /Neue Meldungen/ });
    await expect(flag).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(flag);
    await expect(flag).toHaveAttribute('aria-checked', 'true');
    await expect(args.onMailFlagChange).toHaveBeenCalledWith(
      expect.objectContaining({ user_id: expertErik.user_id }),
      'mail_new',
      true,
    );
    // The button inside the row does not also open the user.
    await expect(args.onOpenUser).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A refused change (the caller has shown why) moves the switch back. */
export const MailFlagRefused: Story = {
  args: { onMailFlagChange: fn(async () => false) },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Mail-Einstellungen von Erik Eichhorn ändern' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mail-Einstellungen von Erik Eichhorn' });
    const flag = within(dialog).getByRole('switch', { name: /Registrierung/ });
    await userEvent.click(flag);
    await waitFor(() => expect(flag).toHaveAttribute('aria-checked', 'false'));
  },
};

export const ApproveRequest: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Expertenanfrage von Andreas Ahrens annehmen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Expertenanfrage annehmen?' });
    await expect(dialog).toHaveTextContent('Andreas Ahrens erhält die Rolle „Experte“');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annehmen' }));
    await expect(args.onChangeRole).toHaveBeenCalledWith(pendingAndreas, APPROVE);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** The whole decision with the keyboard alone: Tab to the button, Enter, confirm with Enter. */
export const ApproveWithKeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const approve = within(canvasElement).getByRole('button', { name: 'Expertenanfrage von Andreas Ahrens annehmen' });
    await tabTo(approve);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Expertenanfrage annehmen?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Annehmen' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onChangeRole).toHaveBeenCalledTimes(1);
    await expect(args.onChangeRole).toHaveBeenCalledWith(pendingAndreas, APPROVE);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const RejectRequest: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Expertenanfrage von Andreas Ahrens ablehnen' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Expertenanfrage ablehnen?' });
    // Rejecting is the dangerous choice: the focus starts on "Abbrechen".
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    await expect(args.onChangeRole).toHaveBeenCalledWith(pendingAndreas, {
      kind: 'reject',
      status: 'ogf_citizens',
      label: 'Expertenanfrage ablehnen',
    });
  },
};

export const ChangeRoleFromMenu: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Aktionen für Erik Eichhorn' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rolle „Administrator“ zuweisen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Rolle ändern?' });
    await expect(dialog).toHaveTextContent('Erik Eichhorn erhält die Rolle „Administrator“ statt „Experte“.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rolle ändern' }));
    await expect(args.onChangeRole).toHaveBeenCalledWith(expect.objectContaining({ user_id: expertErik.user_id }), {
      kind: 'assign',
      status: 'ogf_admin',
      label: 'Rolle „Administrator“ zuweisen',
    });
    // Choosing from the menu inside the row does not also open the user.
    await expect(args.onOpenUser).not.toHaveBeenCalled();
  },
};

export const ChangeRoleFails: Story = {
  args: {
    onChangeRole: fn(async () => {
      throw new Error('permission denied for function a_change_app_status');
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Expertenanfrage von Andreas Ahrens annehmen' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Expertenanfrage annehmen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annehmen' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'permission denied for function a_change_app_status',
    );
  },
};

export const OwnRoleLocked: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Aktionen für Anja Albrecht' }));
    await expect(await screen.findByRole('menuitem', { name: 'Eigene Rolle nicht änderbar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(screen.queryByRole('menuitem', { name: /zuweisen/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

export const RowOpensUser: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByText('Eichhorn, Erik'));
    await expect(args.onOpenUser).toHaveBeenCalledWith(expertErik.user_id);
  },
};

export const NoPendingRequests: Story = {
  args: { requests: loadedQuery([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Keine offenen Expertenanfragen/)).toBeInTheDocument();
  },
};

export const LongGermanText: Story = {
  args: { all: rowsOf([longTextUser, ...fewUsers]), requests: requestsOf([longTextUser, ...fewUsers]) },
};

export const NarrowWidth: Story = {
  args: { all: rowsOf([longTextUser, ...fewUsers]), requests: requestsOf([longTextUser, ...fewUsers]) },
  globals: { viewport: { value: 'phone' } },
};
