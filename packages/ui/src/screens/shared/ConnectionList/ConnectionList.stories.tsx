import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import type { ConnectionWording } from './ConnectionList';
import { ConnectionList } from './ConnectionList';

const WORDING: ConnectionWording = {
  katasterLabel: (name) => `Kataster-Zugriff für ${name}`,
  connectLabel: (name) => `Konto von ${name} verbinden`,
  disconnectLabel: (name) => `Konto von ${name} trennen`,
  statusLoading: (name) => `Kontostatus von ${name} wird geladen …`,
  disconnectMessage: (name) => `Das Konto von ${name} wird getrennt.`,
  loading: 'Nutzer werden geladen …',
  loadError: 'Die Nutzer konnten nicht geladen werden.',
  empty: 'Noch keine Nutzer.',
  emptyIcon: 'users',
  addGroup: 'Nutzer hinzufügen',
  addSelect: 'Weiteren Nutzer hinzufügen',
  addPlaceholder: 'Nutzer wählen …',
  noneAddable: 'Keine weiteren Nutzer',
};

const meta = {
  title: 'Screens/Gemeinsam/Verbindungen (ConnectionList)',
  component: ConnectionList,
  parameters: {
    leitfaden: {
      zweck:
        'Liste der Verbindungen zwischen Nutzern und Kunden, von beiden Seiten aus: je Eintrag Kataster-Zugriff und Kontoverbindung (verbinden, trennen) und darunter eine Zeile, um eine weitere Verbindung anzulegen. Sie steht in den Nutzerdetails und im Backoffice auf der Seite eines Kunden.',
      rollen: ['Administrator'],
      spezifikation:
        'requirements §2 (Nutzerdetails: Kundenverbindungen; Backoffice › Kunden: Nutzer des Kunden), §7 (a_add_user_to_client, a_connect_user_to_client, a_disconnect_user_from_client), ConnectionList.tsx',
      tun: [
        'Die Texte mitgeben, die die andere Seite (Kunde oder Nutzer) nennen; Aufbau und Verhalten bleiben gemeinsam.',
        'Wo es zu viele zum Auflisten gibt, erst suchen lassen und nur die Treffer zur Wahl stellen.',
      ],
      lassen: [
        'Nicht ohne Rückfrage trennen: Danach sieht die Person die Daten dieses Kunden nicht mehr.',
        'Den Kontostatus nicht raten, solange er lädt: An seiner Stelle steht eine Ladeanzeige.',
      ],
    },
  },
  args: {
    rows: loadedQuery([
      { id: 1, name: 'Sabine Köhler', kataster_enabled: true, isConnected: true },
      { id: 2, name: 'Jörg Lehmann', kataster_enabled: false, isConnected: false },
      { id: 3, name: 'Elif Öztürk', kataster_enabled: false, isConnected: null },
    ]),
    addable: [{ value: '4', label: 'Jan Weber' }],
    wording: WORDING,
    onKatasterChange: fn(),
    onConnect: fn(),
    onDisconnect: fn(),
    onAdd: fn(async () => null),
  },
} satisfies Meta<typeof ConnectionList>;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn(() => Promise.resolve());

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Konto von Jörg Lehmann verbinden' }));
    await expect(args.onConnect).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Konto von Sabine Köhler trennen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Konto trennen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trennen' }));
    await waitFor(() => expect(args.onDisconnect).toHaveBeenCalledWith(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(canvas.getByRole('switch', { name: 'Kataster-Zugriff für Jörg Lehmann' }));
    await expect(args.onKatasterChange).toHaveBeenCalledWith(2, true);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Weiteren Nutzer hinzufügen' }), '4');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mit Kataster-Zugriff' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Hinzufügen' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ id: 4, kataster_enabled: true });
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { rows: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'Leer',
  args: { rows: loadedQuery([]), addable: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Noch keine Nutzer.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  name: 'Fehler',
  args: { rows: failedQuery(new TypeError('Failed to fetch'), onRetry) },
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
    rows: loadedQuery([
      {
        id: 1,
        name: 'Maximiliane Friederike von Hohenzollern-Sigmaringen-Oberschwaben',
        kataster_enabled: true,
        isConnected: true,
      },
    ]),
  },
};

export const Narrow: Story = { name: 'Schmal', globals: { viewport: { value: 'phone' } } };
