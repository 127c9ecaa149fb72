import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery } from '../../../model/queryState';
import { admin, expertErik, fewUsers, longTextUser, sixtyUsers } from '../storyData';
import { bodyRows, manyRequests, requestsOf, REQUESTS_START, rowsOf, USERS_START, usersStoryMeta } from './usersStory';

/**
 * The users page: every user (search, role and mail filters, sort and pages as the data
 * service answers them) and, in a tab of their own with their number, the open expert requests.
 */
const meta = {
  ...usersStoryMeta,
  title: 'Screens/Nutzer/Nutzerliste (UsersScreen)',
  parameters: {
    leitfaden: {
      zweck:
        'Die Nutzerverwaltung (/users/index) in zwei Reitern: „Nutzer“ mit allen Nutzern (Suche nach Name oder E-Mail, Filter nach Rolle und Mail, Sortierung, Seiten) und „Expertenanfragen“ mit der Zahl der offenen Anfragen, die älteste zuerst. „Nutzer anlegen“ öffnet den Dialog zum Anlegen.',
      rollen: ['Administrator'],
      spezifikation:
        'requirements §2 (Nutzer: Liste, Filter nach Rolle, Expertenanfragen im Reiter „anfragen“), §6, §7 (GET /benutzer, a_change_app_status), UsersPage.tsx',
      tun: [
        'Die Liste der Nutzer als Erstes auf der Seite lassen; die Anfragen haben ihren eigenen Reiter (?tab=anfragen).',
        'Die Zahl der Anfragen aus der Gesamtzahl des Datendienstes zeigen und während des Ladens keine.',
      ],
      lassen: [
        'Die Anfragen nicht über die Nutzerliste stellen: In einem vollen Jahr sind es über tausend.',
        'Nicht alle Nutzer in den Browser laden: Suchen, Filtern, Sortieren und Blättern übernimmt der Datendienst.',
      ],
    },
  },
} satisfies Meta<typeof usersStoryMeta.render>;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn(() => Promise.resolve());
const REQUESTS = 'Offene Expertenanfragen';
const LONG_ROWS = rowsOf([longTextUser, ...fewUsers]);

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nutzer' })).toBeInTheDocument();
    // The users list comes first; the requests wait in their tab, their number beside its name.
    await expect(canvas.getByRole('tab', { name: 'Nutzer' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Expertenanfragen 2 offen' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
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
  name: 'Mehrere Seiten',
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

/** While the requests are counted, their tab shows no number rather than a wrong one. */
export const Loading: Story = {
  name: 'Lädt',
  args: { all: undefined, allRequests: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Einträge werden geladen …')).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Expertenanfragen' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: 'Leer',
  args: { all: [], allRequests: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Noch keine Nutzer vorhanden.')).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Expertenanfragen 0 offen' })).toBeInTheDocument();
    const [, emptyAction] = canvas.getAllByRole('button', { name: 'Nutzer anlegen' });
    await userEvent.click(emptyAction!);
    await expect(args.onAddUser).toHaveBeenCalledTimes(1);
  },
};

export const LoadError: Story = {
  name: 'Laden scheitert',
  args: { all: undefined, users: { ...USERS_START, list: failedQuery(new TypeError('Failed to fetch'), onRetry) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Der Datendienst ist nicht erreichbar\./)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const SearchByNameOrEmail: Story = {
  name: 'Suche nach Name oder E-Mail',
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
  name: 'Nach Rolle filtern',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rolle' }), 'ogf_expert_query');
    await expect(args.users.onFilterChange).toHaveBeenLastCalledWith('role', 'ogf_expert_query');
    await expect(bodyRows(canvasElement)).toHaveLength(2);
    await expect(canvas.getByText('2 Nutzer')).toBeInTheDocument();
    // The filter in force as a chip; its × clears only it.
    const chip = canvas.getByRole('button', { name: /^Rolle: .+ entfernen$/ });
    await userEvent.click(chip);
    await expect(args.users.onFilterChange).toHaveBeenLastCalledWith('role', '');
    await expect(canvas.getByRole('combobox', { name: 'Rolle' })).toHaveValue('');
    await expect(canvas.getByText('6 Nutzer')).toBeInTheDocument();
  },
};

/** requirements §3 mail flags as a filter: who gets the mail about new sightings, and who does not. */
export const FilterByMail: Story = {
  name: 'Nach Mail filtern',
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
  name: 'Keine Treffer',
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
  name: 'Nach E-Mail sortieren',
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
  name: 'Zeile öffnet Nutzer',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByText('Eichhorn, Erik'));
    await expect(args.onOpenUser).toHaveBeenCalledWith(expertErik.user_id);
  },
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: { all: LONG_ROWS, allRequests: requestsOf(LONG_ROWS) },
};

export const NarrowWidth: Story = {
  name: 'Schmal',
  args: { all: LONG_ROWS, allRequests: requestsOf(LONG_ROWS) },
  globals: { viewport: { value: 'phone' } },
};

/**
 * A busy year: 1,541 open requests. The tab says how many (the service's total, not the rows
 * shown), the users list stays on the first screen, and the requests page 25 at a time.
 */
export const BusyYearRequests: Story = {
  name: 'Viele Expertenanfragen',
  tags: ['visual'],
  args: { allRequests: manyRequests(1541) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const usersTable = canvas.getByRole('table', { name: 'Alle Nutzer' });
    // The users list starts on the first screen, not below the requests.
    await expect(usersTable.getBoundingClientRect().top).toBeLessThan(window.innerHeight / 2);
    await userEvent.click(canvas.getByRole('tab', { name: 'Expertenanfragen 1.541 offen' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('anfragen');
    await expect(canvas.getByRole('status')).toHaveTextContent('1.541 offene Anfragen');
    await expect(canvas.getByRole('table', { name: REQUESTS })).toHaveAttribute('aria-rowcount', '1542');
    // The rows say where they stand in the whole list (the table draws only what is in view).
    const firstIndex = () => bodyRows(canvasElement, REQUESTS)[0]?.getAttribute('aria-rowindex');
    await expect(firstIndex()).toBe('2');
    const pages = canvas.getByRole('navigation', { name: `${REQUESTS}: Seiten` });
    await expect(pages).toHaveTextContent('Seite 1 von 62');
    await userEvent.click(within(pages).getByRole('button', { name: 'Nächste Seite' }));
    await expect(args.requests.onPageChange).toHaveBeenLastCalledWith(2);
    await waitFor(() => expect(pages).toHaveTextContent('Seite 2 von 62'));
    await expect(firstIndex()).toBe('27');
    await userEvent.click(within(pages).getByRole('button', { name: 'Seite 62' }));
    // 61 full pages of 25, then the last 16: rows 1,526 to 1,541.
    await waitFor(() => expect(bodyRows(canvasElement, REQUESTS)).toHaveLength(16));
    await expect(firstIndex()).toBe('1527');
  },
};

/** Opened on the requests (the overview's link): the oldest registration first, each with its decision. */
export const RequestsTab: Story = {
  name: 'Expertenanfragen',
  args: { tab: 'anfragen' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Expertenanfragen 2 offen' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('2 offene Anfragen');
    const rows = bodyRows(canvasElement, REQUESTS);
    // Andreas registered in 2023, Greta in 2024.
    await expect(rows[0]).toHaveTextContent('Ahrens, Andreas');
    await expect(rows[0]).toHaveTextContent('anfrage@waldmonitor.example');
    await expect(rows[1]).toHaveTextContent('Schröder, Greta');
    await expect(canvas.getByRole('button', { name: 'Expertenanfrage von Greta Schröder annehmen' })).toBeVisible();
    // The row opens the person, to look before deciding.
    await userEvent.click(within(rows[1]!).getByText('Förster/in'));
    await expect(args.onOpenUser).toHaveBeenCalledWith(9);
  },
};

export const SearchRequests: Story = {
  name: 'Anfragen durchsuchen',
  args: { tab: 'anfragen', allRequests: manyRequests(1541) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name oder E-Mail suchen' }), 'anfrage.1541@');
    await expect(args.requests.onSearchChange).toHaveBeenLastCalledWith('anfrage.1541@');
    await waitFor(() => expect(bodyRows(canvasElement, REQUESTS)).toHaveLength(1));
    await expect(canvas.getByRole('status')).toHaveTextContent('1 offene Anfrage');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Name oder E-Mail suchen' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name oder E-Mail suchen' }), 'Quercus');
    await expect(canvas.getByText('Keine Anfrage gefunden.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Filter zurücksetzen' }));
    await expect(args.requests.onResetFilters).toHaveBeenCalledTimes(1);
  },
};

export const RequestsLoading: Story = {
  name: 'Anfragen werden geladen',
  args: { tab: 'anfragen', allRequests: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: REQUESTS })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Einträge werden geladen …')).toBeInTheDocument();
  },
};

export const NoPendingRequests: Story = {
  name: 'Keine offenen Anfragen',
  tags: ['visual'],
  args: { tab: 'anfragen', allRequests: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Expertenanfragen 0 offen' })).toBeInTheDocument();
    await expect(
      canvas.getByText('Keine offenen Expertenanfragen. Neue Anfragen erscheinen hier.'),
    ).toBeInTheDocument();
  },
};

/** The requests could not be read: their tab says so and offers to read them again; the users list stays. */
export const RequestsLoadError: Story = {
  name: 'Laden der Anfragen scheitert',
  tags: ['visual'],
  args: {
    tab: 'anfragen',
    allRequests: undefined,
    requests: { ...REQUESTS_START, list: failedQuery(new TypeError('Failed to fetch'), onRetry) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Expertenanfragen' })).toBeInTheDocument();
    await expect(canvas.getByText(/Der Datendienst ist nicht erreichbar\./)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Nutzer' }));
    await expect(bodyRows(canvasElement)).toHaveLength(6);
  },
};

/** 390 px: the tabs, the count and each request's decision fit on the screen, the buttons one above the other. */
export const RequestsNarrow: Story = {
  name: 'Anfragen, schmal',
  tags: ['visual'],
  args: { tab: 'anfragen', allRequests: requestsOf(LONG_ROWS) },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Expertenanfragen 3 offen' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 offene Anfragen');
    const approve = canvas.getByRole('button', { name: 'Expertenanfrage von Greta Schröder annehmen' });
    const reject = canvas.getByRole('button', { name: 'Expertenanfrage von Greta Schröder ablehnen' });
    await expect(reject.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(reject.getBoundingClientRect().top).toBeGreaterThanOrEqual(approve.getBoundingClientRect().bottom);
  },
};

/** A small window (800 px): name, date and both decisions side by side, nothing cut. */
export const RequestsSmallWindow: Story = {
  name: 'Anfragen, kleines Fenster',
  tags: ['visual'],
  args: { tab: 'anfragen', allRequests: requestsOf(LONG_ROWS) },
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const approve = canvas.getByRole('button', { name: 'Expertenanfrage von Greta Schröder annehmen' });
    const reject = canvas.getByRole('button', { name: 'Expertenanfrage von Greta Schröder ablehnen' });
    await expect(reject.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(reject.getBoundingClientRect().top).toBe(approve.getBoundingClientRect().top);
  },
};
