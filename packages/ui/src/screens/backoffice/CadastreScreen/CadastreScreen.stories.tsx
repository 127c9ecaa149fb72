import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failedQuery } from '../../../model/queryState';
import type { KatasterOverviewRow } from '../../../model/resultRows';
import { storyListView, useStoryList } from '../../shared/ListPage/storyList';
import { katasterStatusOf } from '../clientFilter';
import { CADASTRE_COLUMNS, CadastreScreen, type CadastreFilter, type CadastreScreenProps } from './CadastreScreen';

const ROWS: KatasterOverviewRow[] = [
  { client_id: 1, name: 'Stadt Calw', kataster_status: true, karten: 4, karten_georeferenziert: 3 },
  {
    client_id: 2,
    name: 'Forstbetriebsgemeinschaft Tharandter Wald e. V.',
    kataster_status: false,
    karten: 11,
    karten_georeferenziert: 2,
  },
  { client_id: 3, name: 'Stadtwerke Kassel AG', kataster_status: true, karten: 1250, karten_georeferenziert: 1003 },
];

const NO_FILTER: CadastreFilter = { kataster: '' };

/** The clients the service finds: the cadastre filter and every search word in the name. */
function findClients(all: readonly KatasterOverviewRow[], filter: CadastreFilter, search: string) {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const kataster = katasterStatusOf(filter.kataster);
  return all.filter(
    (row) =>
      (kataster === null || row.kataster_status === kataster) &&
      words.every((word) => row.name.toLowerCase().includes(word)),
  );
}

type StoryProps = CadastreScreenProps & { all?: readonly KatasterOverviewRow[] };

/** The screen with its list in story state, paged from `all`, and the counts over `all`. */
function StatefulCadastreScreen({ all, ...props }: StoryProps) {
  const clients = useStoryList(props.clients, {
    all,
    find: findClients,
    columns: CADASTRE_COLUMNS,
    noFilter: NO_FILTER,
  });
  const counts = all && { clients: all.length, withKataster: all.filter((row) => row.kataster_status).length };
  return <CadastreScreen {...props} clients={clients} counts={props.counts ?? counts} />;
}

const START = storyListView<KatasterOverviewRow, CadastreFilter>(NO_FILTER, { key: 'kataster', direction: 'desc' }, 25);

const meta = {
  title: 'Screens/Back office/Kataster (CadastreScreen)',
  component: CadastreScreen,
  render: (args) => <StatefulCadastreScreen {...args} />,
  args: { all: ROWS, clients: START },
  parameters: {
    leitfaden: {
      zweck:
        'Im Bereich „Kataster“ sieht die Administration, welche Kunden das Drainagekataster haben und wie viele ihrer Karten georeferenziert sind. Die Liste lässt sich nach Namen durchsuchen, nach Kataster filtern und sortieren; jeder Kunde führt zu seiner Seite.',
      rollen: ['Administrator'],
      spezifikation: 'requirements §2 (Back office › Kataster), §7 a_get_kataster_overview',
      tun: [
        'Die Zeile „x von y Kunden mit Kataster“ über alle Kunden zählen, unabhängig von Suche und Filter.',
        'Suche, Filter, Sortierung und Seite an den Datendienst geben; sie stehen in der Adresse der Ansicht.',
      ],
      lassen: [
        'Nicht alle Kunden laden, um im Browser zu filtern oder zu zählen.',
        'Lange Kundennamen nicht abschneiden; sie brechen in ihrer Zelle um.',
      ],
    },
  },
} satisfies Meta<typeof StatefulCadastreScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn(() => Promise.resolve());

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 von 3 Kunden mit Kataster')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Stadtwerke Kassel AG' })).toHaveAttribute(
      'href',
      '/dashboard?bereich=kunden&id=3',
    );
    await expect(canvas.getByText('1.250')).toBeInTheDocument();
  },
};

/** Search and the cadastre filter go to the caller, which asks the service; the counts stay over every client. */
export const SearchAndFilter: Story = {
  name: 'Suche und Filter',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Kataster' }), 'an');
    await expect(args.clients.onFilterChange).toHaveBeenLastCalledWith('kataster', 'an');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 Kunden');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Kunde suchen' }), 'kassel');
    await expect(canvas.getByRole('status')).toHaveTextContent(/^1 Kunde$/);
    await expect(canvas.getByText('2 von 3 Kunden mit Kataster')).toBeInTheDocument();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Kunde suchen' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Kunde suchen' }), 'quercus');
    await userEvent.click(canvas.getByRole('button', { name: 'Filter zurücksetzen' }));
    await expect(args.clients.onResetFilters).toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 Kunden');
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { all: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toBeVisible();
  },
};

export const Empty: Story = { name: 'Leer', args: { all: [] } };

export const Error: Story = {
  name: 'Fehler',
  args: { all: undefined, clients: { ...START, list: failedQuery(new TypeError('Failed to fetch'), onRetry) } },
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
    all: [
      {
        client_id: 9,
        name: 'Forstbetriebsgemeinschaft Mecklenburgische Seenplatte und Uckermärkische Seenlandschaft w. V.',
        kataster_status: true,
        karten: 3,
        karten_georeferenziert: 0,
      },
      ...ROWS,
    ],
  },
};

export const NarrowWidth: Story = {
  name: 'Schmal',
  args: LongGermanText.args,
  globals: { viewport: { value: 'phone' } },
};
