import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, fn, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery, mapQuery } from '../../../model/queryState';
import type { BenutzerRow } from '../../../model/entities';
import { serviceError } from '../../../testing/serviceError';
import { admin, expertErik, longTextUser, newNina, pendingAndreas, storyBenutzer, storyClients } from '../storyData';
import type { UserClientRow } from './UserClients';
import { UserDetailScreen, type UserDetailScreenProps } from './UserDetailScreen';

const erik = storyBenutzer(expertErik, { mail_new: false, mail_expert_approved: true });

const erikClients: UserClientRow[] = [
  { client_id: 1, name: 'Forstbetrieb Sachsenforst Oberlausitz', kataster_enabled: true, isConnected: true },
  { client_id: 4, name: 'Waldgenossenschaft Erzgebirge', kataster_enabled: false, isConnected: false },
];

/** Applies each change at once to the story's state, as SWR does on the page. */
function OptimisticDetail(props: UserDetailScreenProps) {
  const [user, setUser] = useState<BenutzerRow | null>(props.user.data ?? null);
  return (
    <UserDetailScreen
      {...props}
      user={mapQuery(props.user, () => user)}
      onMailFlagChange={async (flag, value) => {
        setUser((current) => current && { ...current, [flag]: value });
        return props.onMailFlagChange(flag, value);
      }}
      onBerufsgruppeChange={async (value) => {
        setUser((current) => current && { ...current, berufsgruppe: value });
        return props.onBerufsgruppeChange(value);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Nutzer/Nutzerdetails (UserDetailScreen)',
  component: UserDetailScreen,
  render: (args) => <OptimisticDetail {...args} />,
  parameters: {
    router: { initialEntries: ['/users/3'] },
    leitfaden: {
      zweck:
        'Die Seite eines Nutzers (/users/{Nummer}): persönliche Daten und Rolle zum Lesen; Berufsgruppe, E-Mail-Benachrichtigungen und Kunden mit Kataster-Zugriff und Kontoverbindung zum Ändern. Ohne Schaltfläche zum Speichern: Jede Änderung wird sofort gesendet, das Trennen eines Kontos nach Rückfrage.',
      rollen: ['Administrator'],
      spezifikation:
        'requirements §2 (Nutzerdetails: Daten, Mail-Einstellungen, Kundenverbindungen), §5 (Nummer nur aus Ziffern), §6, §7 (GET /benutzer?user_id=eq.{id}, PATCH /benutzer, a_add_user_to_client), UserDetailPage.tsx',
      tun: [
        'Für eine unbekannte Nummer sagen, dass es den Nutzer nicht gibt, mit dem Weg zurück zur Nutzerliste.',
        'Scheitert das Laden der Kunden, die übrigen Daten stehen lassen und nur im Abschnitt „Kunden“ den Grund und „Erneut versuchen“ zeigen.',
      ],
      lassen: [
        'Die Rolle hier nicht änderbar machen: Rollenwechsel und Entscheidungen über Expertenanfragen liegen in der Nutzerliste.',
        'Fehlende Angaben nicht leer lassen: Sie heißen „keine Angabe“.',
      ],
    },
  },
  args: {
    userId: '3',
    user: loadedQuery(erik),
    clients: loadedQuery(erikClients),
    // What the service found for the search typed (a_get_all_clients searched, a few rows).
    clientCandidates: { found: storyClients, search: 'd', onSearchChange: fn() },
    onMailFlagChange: fn(async () => true),
    onBerufsgruppeChange: fn(async () => true),
    onKatasterChange: fn(async () => undefined),
    onConnect: fn(async () => undefined),
    onDisconnect: fn(async () => undefined),
    onAddToClient: fn(async () => undefined),
  },
} satisfies Meta<typeof UserDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn(() => Promise.resolve());

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Erik Eichhorn' })).toBeInTheDocument();
    await expect(canvas.getByText('Experte')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Zurück zur Nutzerliste' })).toHaveAttribute('href', '/users/index');
    await expect(canvas.getAllByRole('switch', { name: /Meldungen|Registrierung|Expertenanfragen/ })).toHaveLength(6);
    await expect(canvas.getByText('Konto verbunden')).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Berufsgruppe' })).toHaveValue('Forstwirt/in');
  },
};

export const MailFlagSavesAtOnce: Story = {
  name: 'Mail-Schalter speichert sofort',
  play: async ({ canvasElement, args }) => {
    const flag = within(canvasElement).getByRole('switch', { name: 'Neue Meldungen' });
    await userEvent.click(flag);
    await expect(flag).toHaveAttribute('aria-checked', 'true');
    await expect(args.onMailFlagChange).toHaveBeenCalledWith('mail_new', true);
  },
};

export const BerufsgruppeSavesAtOnce: Story = {
  name: 'Berufsgruppe speichert sofort',
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Berufsgruppe' });
    await userEvent.selectOptions(select, 'Förster/in');
    await expect(args.onBerufsgruppeChange).toHaveBeenCalledWith('Förster/in');
    await userEvent.selectOptions(select, 'Keine Angabe');
    await expect(args.onBerufsgruppeChange).toHaveBeenLastCalledWith(null);
  },
};

export const ConnectAndDisconnect: Story = {
  name: 'Verbinden und trennen',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Konto mit Waldgenossenschaft Erzgebirge verbinden' }));
    await expect(args.onConnect).toHaveBeenCalledWith(4);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Konto von Forstbetrieb Sachsenforst Oberlausitz trennen' }),
    );
    // Disconnecting asks first, as a role change does; cancelling sends nothing.
    let dialog = await screen.findByRole('alertdialog', { name: 'Konto trennen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await expect(args.onDisconnect).not.toHaveBeenCalled();
    // The page is hidden from the accessibility tree until the dialog has gone.
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Konto von Forstbetrieb Sachsenforst Oberlausitz trennen' }),
    );
    dialog = await screen.findByRole('alertdialog', { name: 'Konto trennen?' });
    await expect(dialog).toHaveTextContent('Das Konto wird von Forstbetrieb Sachsenforst Oberlausitz getrennt.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trennen' }));
    await expect(args.onDisconnect).toHaveBeenCalledWith(1);
    await userEvent.click(
      await canvas.findByRole('switch', { name: 'Kataster-Zugriff bei Waldgenossenschaft Erzgebirge' }),
    );
    await expect(args.onKatasterChange).toHaveBeenCalledWith(4, true);
  },
};

export const AddToClientWithCadastre: Story = {
  name: 'Kunde mit Kataster hinzufügen',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Weiteren Kunden hinzufügen' });
    // Clients the user already has are not offered again.
    await expect(within(select).queryByRole('option', { name: /Oberlausitz/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Hinzufügen' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Kunden suchen' }), 'r');
    await expect(args.clientCandidates.onSearchChange).toHaveBeenCalledWith('dr');
    await userEvent.selectOptions(select, 'Stadtwald Dresden (Dresden)');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mit Kataster-Zugriff' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Hinzufügen' }));
    await expect(args.onAddToClient).toHaveBeenCalledWith({ client_id: 13, kataster_enabled: true });
    await waitFor(() => expect(select).toHaveValue(''));
  },
};

export const NoClients: Story = {
  name: 'Ohne Kunden',
  args: { clients: loadedQuery([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Noch keinem Kunden zugeordnet.')).toBeInTheDocument();
  },
};

export const AccountStateLoading: Story = {
  name: 'Kontostatus lädt',
  args: { clients: loadedQuery(erikClients.map((client) => ({ ...client, isConnected: null }))) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', {
        name: 'Kontostatus bei Waldgenossenschaft Erzgebirge wird geladen …',
      }),
    ).toBeInTheDocument();
  },
};

export const ClientsLoading: Story = {
  name: 'Kunden werden geladen',
  args: { clients: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Kunden werden geladen …' })).toBeInTheDocument();
  },
};

/** The clients failed: the user's own data stays, the clients' card says why and retries. */
export const ClientsError: Story = {
  name: 'Laden der Kunden scheitert',
  args: { clients: failedQuery(new TypeError('Failed to fetch'), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Die Kunden konnten nicht geladen werden.')).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Datendienst ist nicht erreichbar.');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Erik');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { user: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Nutzer wird geladen …' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Laden scheitert',
  args: { user: failedQuery(serviceError({ message: 'internal server error', status: 500 }), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Der Nutzer konnte nicht geladen werden.' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Meldung des Dienstes: internal server error');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  name: 'Nicht gefunden',
  args: { userId: '9999', user: loadedQuery(null) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nutzer nicht gefunden' })).toBeInTheDocument();
    await expect(canvas.getByText(/Es gibt keinen Nutzer mit der Nummer 9999\./)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Zurück zur Nutzerliste' })).toBeInTheDocument();
  },
};

export const NewUserWithoutData: Story = {
  name: 'Neuer Nutzer ohne Daten',
  args: { userId: '1', user: loadedQuery(storyBenutzer(newNina)), clients: loadedQuery([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'neu@waldmonitor.example' })).toBeInTheDocument();
    await expect(canvas.getByText('Neuer Nutzer')).toBeInTheDocument();
    await expect(canvas.getAllByText('keine Angabe')).toHaveLength(3);
  },
};

export const PendingRequest: Story = {
  name: 'Expertenanfrage offen',
  args: { userId: '5', user: loadedQuery(storyBenutzer(pendingAndreas, { mail_expert_approved: true })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Expertenanfrage offen')).toBeInTheDocument();
  },
};

export const Administrator: Story = {
  name: 'Rolle Administrator',
  args: { userId: '4', user: loadedQuery(storyBenutzer(admin, { mail_register: true, mail_expert_request: true })) },
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: {
    userId: '77',
    user: loadedQuery(storyBenutzer(longTextUser)),
    clients: loadedQuery([
      {
        client_id: 99,
        name: 'Forstbetriebsgemeinschaft Oberlausitz-Niederschlesien Waldbesitzervereinigung',
        kataster_enabled: true,
        isConnected: false,
      },
    ]),
  },
};

export const NarrowWidth: Story = {
  name: 'Schmal',
  args: LongGermanText.args,
  globals: { viewport: { value: 'phone' } },
};
