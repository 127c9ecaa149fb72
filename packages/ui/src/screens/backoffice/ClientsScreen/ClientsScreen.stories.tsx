import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery } from '../../../model/queryState';
import type { ClientListRow } from '../../../model/resultRows';
import { storyListView, useStoryList } from '../../shared/ListPage/storyList';
import { clientActiveOf, katasterStatusOf, type ClientFilter } from '../clientFilter';
import { DEACTIVATED_CLIENT, LONG_NAME_CLIENT, STORY_CLIENTS, storyClient } from '../storyData';
import { CLIENT_COLUMNS } from './clientColumns';
import { ClientsScreen, type ClientsScreenProps } from './ClientsScreen';

const NO_FILTER: ClientFilter = { bundesland: '', kataster: '', status: '' };

/** 60 generated clients beside the four of the stories: three pages. */
const SIXTY_CLIENTS = Array.from({ length: 60 }, (_, index) =>
  storyClient({ client_id: 100 + index, name: `Forstbetrieb ${String(index + 1).padStart(2, '0')}`, karten: index }),
);

/** The clients the service finds: Land, cadastre, status (active by default), and every search word in name or place. */
function findClients(all: readonly ClientListRow[], filter: ClientFilter, search: string) {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const kataster = katasterStatusOf(filter.kataster);
  const aktiv = clientActiveOf(filter.status);
  return all.filter(
    (client) =>
      (filter.bundesland === '' || client.bundesland === filter.bundesland) &&
      (kataster === null || client.kataster_status === kataster) &&
      (aktiv === null || client.aktiv === aktiv) &&
      words.every((word) => `${client.name} ${client.ort ?? ''}`.toLowerCase().includes(word)),
  );
}

/** The screen with its list in story state, paged from `all` (a story without `all` shows `clients.list`). */
function StatefulClientsScreen({ all, ...props }: ClientsScreenProps & { all?: readonly ClientListRow[] }) {
  const clients = useStoryList(props.clients, { all, find: findClients, columns: CLIENT_COLUMNS, noFilter: NO_FILTER });
  return <ClientsScreen {...props} clients={clients} />;
}

const START = storyListView<ClientListRow, ClientFilter>(NO_FILTER, { key: 'name', direction: 'asc' }, 25);

const meta = {
  title: 'Screens/Back office/Kunden (ClientsScreen)',
  component: ClientsScreen,
  render: (args) => <StatefulClientsScreen {...args} />,
  args: {
    all: STORY_CLIENTS,
    clients: START,
    onOpenClient: fn(),
    onAddClient: fn(),
  },
  parameters: {
    leitfaden: {
      zweck:
        'Die Kundenliste der Verwaltung: seitenweise, durchsuchbar nach Name, Ort oder Ansprechpartner, gefiltert nach Bundesland, Kataster und Status (zunächst die aktiven Kunden) und sortierbar. Eine Zeile öffnet den Kunden; „Kunde anlegen“ öffnet den Dialog dazu.',
      rollen: ['Administrator'],
      spezifikation: 'requirements §2 (Back office › Kunden), §7 a_get_all_clients (mit aktiv)',
      tun: [
        'Fehlendes Bundesland oder EPSG in der Zeile als „fehlt“ kennzeichnen.',
        'Deaktivierte Kunden über den Statusfilter zeigen und unter ihrem Namen als „Deaktiviert“ kennzeichnen.',
        'Findet die Suche nichts, „Filter zurücksetzen“ anbieten.',
      ],
      lassen: [
        'Nicht im Browser suchen, filtern oder sortieren: Suche, Filter, Sortierung und Seite gehen an den Datendienst.',
      ],
    },
  },
} satisfies Meta<typeof StatefulClientsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn(() => Promise.resolve());
const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Alle Kunden' }))
    .getAllByRole('row')
    .slice(1);

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('4 Kunden');
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(canvas.getByText('Stadtwerke Kassel AG'));
    await expect(args.onOpenClient).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Kunde anlegen' }));
    await expect(args.onAddClient).toHaveBeenCalled();
  },
};

/** Search, Land and cadastre go to the caller, which asks the service; no match offers "Filter zurücksetzen". */
export const SearchAndFilter: Story = {
  name: 'Suche und Filter',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name, Ort oder Ansprechpartner suchen' }), 'stadt');
    await expect(args.clients.onSearchChange).toHaveBeenLastCalledWith('stadt');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 Kunden');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bundesland' }), 'HE');
    await expect(args.clients.onFilterChange).toHaveBeenLastCalledWith('bundesland', 'HE');
    await expect(canvas.getByRole('status')).toHaveTextContent(/^1 Kunde$/);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Kataster' }), 'aus');
    await expect(args.clients.onFilterChange).toHaveBeenLastCalledWith('kataster', 'aus');
    await expect(canvas.getByRole('status')).toHaveTextContent('0 Kunden');
    await expect(canvas.getByText('Keine Kunden gefunden.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Filter zurücksetzen' }));
    await expect(args.clients.onResetFilters).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('4 Kunden');
  },
};

/**
 * The active clients by default; the status filter shows the deactivated ones, marked
 * "Deaktiviert" under their name, or all of them.
 */
export const DeactivatedClients: Story = {
  name: 'Deaktivierte Kunden',
  args: { all: [...STORY_CLIENTS, DEACTIVATED_CLIENT] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('4 Kunden');
    await expect(canvas.queryByText('Forstamt Gräfenhainichen')).toBeNull();
    const status = canvas.getByRole('combobox', { name: 'Status' });
    await expect(status).toHaveDisplayValue('Aktive Kunden');
    await userEvent.selectOptions(status, 'deaktiviert');
    await expect(args.clients.onFilterChange).toHaveBeenLastCalledWith('status', 'deaktiviert');
    await expect(canvas.getByRole('status')).toHaveTextContent(/^1 Kunde$/);
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('Forstamt GräfenhainichenDeaktiviert');
    await userEvent.selectOptions(status, 'alle');
    await expect(canvas.getByRole('status')).toHaveTextContent('5 Kunden');
    await expect(canvas.getAllByText('Deaktiviert')).toHaveLength(1);
  },
};

/** A header click asks the service for another order. */
export const SortByMaps: Story = {
  name: 'Nach Karten sortiert',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: /Karten/ });
    await userEvent.click(within(header).getByRole('button'));
    await expect(args.clients.onSortChange).toHaveBeenLastCalledWith({ key: 'karten', direction: 'asc' });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(bodyRows(canvasElement).at(-1)).toHaveTextContent('Forstbetriebsgemeinschaft Tharandter Wald');
  },
};

/** 64 clients, 25 a page: the service's total in the toolbar, page 3 holds the last 14. */
export const Paged: Story = {
  name: 'Mehrere Seiten',
  args: { all: [...STORY_CLIENTS, ...SIXTY_CLIENTS] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('64 Kunden');
    await expect(canvas.getByRole('table', { name: 'Alle Kunden' })).toHaveAttribute('aria-rowcount', '65');
    const pages = canvas.getByRole('navigation', { name: 'Alle Kunden: Seiten' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Seite 3' }));
    await expect(args.clients.onPageChange).toHaveBeenCalledWith(3);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(14));
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { all: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Einträge werden geladen …')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: 'Leer',
  args: { all: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Noch keine Kunden angelegt.')).toBeInTheDocument();
    const [, emptyAction] = canvas.getAllByRole('button', { name: 'Kunde anlegen' });
    await userEvent.click(emptyAction!);
    await expect(args.onAddClient).toHaveBeenCalledTimes(1);
  },
};

export const Error: Story = {
  name: 'Fehler',
  args: { all: undefined, clients: { ...START, list: failedQuery(new TypeError('Failed to fetch'), onRetry) } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: { all: [LONG_NAME_CLIENT, ...STORY_CLIENTS] },
};

export const NarrowWidth: Story = {
  name: 'Schmal',
  args: { all: [LONG_NAME_CLIENT, ...STORY_CLIENTS] },
  globals: { viewport: { value: 'phone' } },
};
