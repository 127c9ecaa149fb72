import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { admin, expertErik, fewUsers, longTextUser, sixtyUsers } from '../storyData';
import { bodyRows, requestsOf, rowsOf, USERS_START, usersStoryMeta } from './usersStory';

/** The users list: search, role and mail filters, sort and pages as the data service answers them. */
const meta = {
  ...usersStoryMeta,
  title: 'Screens/Nutzer/Nutzerliste (UsersScreen)',
} satisfies Meta<typeof usersStoryMeta.render>;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn(() => Promise.resolve());

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
    await expect(args.users.onPageChange).toHaveBeenCalledWith(3);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(11));
  },
};

export const Loading: Story = {
  args: { all: undefined, requests: loadingQuery() },
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
  args: { all: undefined, users: { ...USERS_START, list: failedQuery(new TypeError('Failed to fetch'), onRetry) } },
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
    await expect(args.users.onSearchChange).toHaveBeenLastCalledWith('strauss');
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
    await expect(args.users.onFilterChange).toHaveBeenLastCalledWith('role', 'ogf_expert_query');
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
    await expect(args.users.onFilterChange).toHaveBeenLastCalledWith('mail', 'mail_new');
    // The story's users with even ids get it: Birgit (2) and Anja (4).
    await expect(canvas.getByText('2 Nutzer')).toBeInTheDocument();
    await expect(bodyRows(canvasElement).every((row) => row.textContent?.includes('Neue Meldungen'))).toBe(true);
    await userEvent.selectOptions(mail, 'Neue Meldungen: aus');
    await expect(args.users.onFilterChange).toHaveBeenLastCalledWith('mail', '-mail_new');
    await expect(bodyRows(canvasElement).some((row) => row.textContent?.includes('Neue Meldungen'))).toBe(false);
  },
};

export const NoMatches: Story = {
  args: { users: { ...USERS_START, searchText: 'Quercus' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Keine Nutzer gefunden.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Filter zurücksetzen' }));
    await expect(args.users.onResetFilters).toHaveBeenCalledTimes(1);
    await expect(bodyRows(canvasElement)).toHaveLength(6);
  },
};

export const SortByEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: /E-Mail/ });
    await userEvent.click(within(header).getByRole('button'));
    await expect(args.users.onSortChange).toHaveBeenLastCalledWith({ key: 'email', direction: 'asc' });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('admin@waldmonitor.example');
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
