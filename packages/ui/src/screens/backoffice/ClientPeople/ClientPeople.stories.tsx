import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import type { ClientAppUserRow, ClientUserRow } from '../../../model/resultRows';
import { storyUser } from '../../users/storyData';
import { ClientPeople } from './ClientPeople';

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

const meta = {
  title: 'Screens/Back office/Kunde – Personen (ClientPeople)',
  component: ClientPeople,
  args: {
    clientName: 'Stadt Calw',
    appUsers: loadedQuery([SABINE, JOERG]),
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
} satisfies Meta<typeof ClientPeople>;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn(() => Promise.resolve());

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Nutzer von Stadt Calw' })).toBeInTheDocument();
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

export const AccountsLoading: Story = { args: { accounts: null } };

export const Loading: Story = {
  args: { appUsers: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toBeVisible();
  },
};

/** Nobody linked yet, nothing searched: the choice asks for a search first. */
export const Empty: Story = {
  args: { appUsers: loadedQuery([]), accounts: [], apusTeam: [], candidates: [], candidateSearch: '' },
};

export const Error: Story = {
  args: { appUsers: failedQuery(new TypeError('Failed to fetch'), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Datendienst ist nicht erreichbar.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const LongGermanText: Story = {
  args: {
    clientName: 'Forstbetriebsgemeinschaft Mecklenburgische Seenplatte und Uckermärkische Seenlandschaft w. V.',
    appUsers: loadedQuery([appUser(11, 'Maximiliane Friederike', 'von Hohenzollern-Sigmaringen', true)]),
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'phone' } } };
