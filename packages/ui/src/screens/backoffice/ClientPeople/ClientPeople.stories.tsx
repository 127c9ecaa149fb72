import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery } from '../../../model/queryState';
import type { ClientAppUserRow, ClientUserRow } from '../../../model/resultRows';
import type { Column } from '../../../primitives/Table';
import { storyListView, useStoryList } from '../../shared/ListPage/storyList';
import { cutOffElements } from '../../../testing/cutOff';
import { displayName } from '../../users/userDisplay';
import { storyUser } from '../../users/storyData';
import { ClientPeople, type ClientPeopleProps, type ClientUsersFilter } from './ClientPeople';

const appUser = (
  user_id: number,
  first_name: string,
  last_name: string,
  kataster_enabled: boolean,
): ClientAppUserRow => ({
  user_id,
  first_name,
  last_name,
  email: `${first_name.toLowerCase()}@forst.example`,
  app_status: 'ogf_citizens',
  kataster_enabled,
});
const account = (row: ClientAppUserRow, apus = false): ClientUserRow => ({
  user_id: row.user_id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  username: row.email,
  apus_team: apus,
  apus_admin: false,
});

const SABINE = appUser(11, 'Sabine', 'Köhler', true);
const JOERG = appUser(12, 'Jörg', 'Lehmann', false);
/** 30 more: two pages of 25. */
const THIRTY = Array.from({ length: 30 }, (_, index) =>
  appUser(100 + index, `Person${index + 1}`, `Waldarbeit ${String(index + 1).padStart(2, '0')}`, false),
);

/** The stand-in service sorts by the name as the service does (surname first). */
const COLUMNS: Column<ClientAppUserRow>[] = [
  { key: 'name', header: 'Name', cell: displayName, sortable: (user) => `${user.last_name} ${user.first_name}` },
];
const findUsers = (all: readonly ClientAppUserRow[], _filter: ClientUsersFilter, search: string) => {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return all.filter((user) =>
    words.every((word) => `${user.first_name} ${user.last_name} ${user.email}`.toLowerCase().includes(word)),
  );
};

/** The users' list in story state, paged from `all` (without `all` the view's own `list` shows). */
function StatefulClientPeople({ all, ...props }: ClientPeopleProps & { all?: readonly ClientAppUserRow[] }) {
  const appUsers = useStoryList(props.appUsers, { all, find: findUsers, columns: COLUMNS, noFilter: {} });
  return <ClientPeople {...props} appUsers={appUsers} />;
}

const START = storyListView<ClientAppUserRow, ClientUsersFilter>({}, { key: 'name', direction: 'asc' }, 25);

const meta = {
  title: 'Screens/Back office/Kunde – Personen (ClientPeople)',
  component: ClientPeople,
  render: (args) => <StatefulClientPeople {...args} />,
  args: {
    clientName: 'Stadt Calw',
    all: [SABINE, JOERG],
    appUsers: START,
    accounts: [account(SABINE)],
    // What the service found for the search typed (a_get_all_users searched, a few rows).
    candidates: [storyUser({ user_id: 11 }), storyUser({ user_id: 30, first_name: 'Jan', last_name: 'Weber' })],
    candidateSearch: 'e',
    onCandidateSearchChange: fn(),
    apusTeam: [{ ...account(appUser(2, 'Anna', 'Apus', false), true), apus_admin: true }],
    onKatasterChange: fn(),
    onConnect: fn(),
    onDisconnect: fn(),
    onAddUser: fn(async () => null),
    onCreateUser: fn(),
  },
  parameters: {
    leitfaden: {
      zweck:
        'Der Abschnitt „Nutzer von …“ auf der Seite eines Kunden: wer mit den Daten des Kunden arbeitet, mit Kataster-Zugriff und Kontostatus, dazu das APUS-Team. Hier werden vorhandene Nutzer hinzugefügt, Konten verbunden oder getrennt und neue Nutzer angelegt.',
      rollen: ['Administrator'],
      spezifikation:
        'requirements §2 (Back office › Kunden: Nutzer und APUS-Team), §7 a_get_appusers_from_client, a_get_users_from_client, a_add_user_to_client, a_connect_user_to_client, a_disconnect_user_from_client',
      tun: [
        'Nutzer zum Hinzufügen erst suchen lassen (Name oder E-Mail): Es gibt zu viele, um alle aufzulisten.',
        'Vor dem Trennen eines Kontos fragen und sagen, dass die Person die Daten des Kunden danach nicht mehr sieht.',
      ],
      lassen: [
        'Bereits zugeordnete Nutzer nicht erneut zur Auswahl anbieten.',
        'Status und Schaltflächen der Konten auf dem Telefon nicht aus dem sichtbaren Bereich schieben.',
      ],
    },
  },
} satisfies Meta<typeof StatefulClientPeople>;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn(() => Promise.resolve());

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Nutzer von Stadt Calw' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 Nutzer');
    await userEvent.click(canvas.getByRole('button', { name: 'Konto von Jörg Lehmann verbinden' }));
    await expect(args.onConnect).toHaveBeenCalledWith(12);
    // Users already linked are not offered again.
    const add = canvas.getByRole('combobox', { name: 'Vorhandenen Nutzer hinzufügen' });
    await expect(
      within(add)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nutzer wählen …', 'Jan Weber (nutzer30@waldmonitor.example)']);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nutzer suchen' }), 'W');
    await expect(args.onCandidateSearchChange).toHaveBeenCalledWith('eW');
    await userEvent.selectOptions(add, '30');
    await userEvent.click(canvas.getByRole('button', { name: 'Hinzufügen' }));
    await expect(args.onAddUser).toHaveBeenCalledWith({ user_id: 30, kataster_enabled: false });
    await userEvent.click(canvas.getByRole('button', { name: 'Nutzer anlegen' }));
    await expect(args.onCreateUser).toHaveBeenCalled();
    await expect(within(canvas.getByRole('region', { name: 'APUS-Team' })).getByText('Anna Apus')).toBeInTheDocument();
  },
};

/** 32 users, 25 a page: the search and the pages go to the caller, which asks the service. */
export const PagedAndSearched: Story = {
  name: 'Seiten und Suche',
  args: { all: [SABINE, JOERG, ...THIRTY] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('32 Nutzer');
    const pages = canvas.getByRole('navigation', { name: 'Zugeordnete Nutzer: Seiten' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Seite 2' }));
    await expect(args.appUsers.onPageChange).toHaveBeenCalledWith(2);
    await waitFor(() => expect(canvas.getAllByRole('switch')).toHaveLength(7));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nutzer des Kunden suchen' }), 'köhler');
    await expect(args.appUsers.onSearchChange).toHaveBeenLastCalledWith('köhler');
    await expect(canvas.getByRole('status')).toHaveTextContent(/^1 Nutzer$/);
    // The add row stays below the list.
    await expect(canvas.getByRole('group', { name: 'Nutzer hinzufügen' })).toBeVisible();
  },
};

export const AccountsLoading: Story = { name: 'Konten werden geladen', args: { accounts: null } };

export const Loading: Story = {
  name: 'Lädt',
  args: { all: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toBeVisible();
  },
};

/** Nobody linked yet, nothing searched: the choice asks for a search first. */
export const Empty: Story = {
  name: 'Leer',
  args: { all: [], accounts: [], apusTeam: [], candidates: [], candidateSearch: '' },
};

export const Error: Story = {
  name: 'Fehler',
  args: { all: undefined, appUsers: { ...START, list: failedQuery(new TypeError('Failed to fetch'), onRetry) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Datendienst ist nicht erreichbar.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: {
    clientName: 'Forstbetriebsgemeinschaft Mecklenburgische Seenplatte und Uckermärkische Seenlandschaft w. V.',
    all: [appUser(11, 'Maximiliane Friederike', 'von Hohenzollern-Sigmaringen', true)],
  },
};

export const Narrow: Story = { name: 'Schmal', globals: { viewport: { value: 'phone' } } };

/** A phone: every account's status and button in view without scrolling sideways (they lay beyond the card). */
export const NarrowAccountsInView: Story = {
  name: 'Schmal, alle Konten sichtbar',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('region', { name: 'Zugeordnete Nutzer' });
    const accounts = [
      ...within(table).getAllByRole('button', { name: /^Konto von / }),
      ...within(table).getAllByText(/^Konto (nicht )?verbunden$/),
    ];
    await expect(accounts).toHaveLength(4);
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
    await expect(cutOffElements(accounts, table)).toEqual([]);
  },
};
