import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import type { Column, SortState } from '../../../primitives/Table';
import { activeFilters, optionChip } from '../activeFilters';
import { ListFilterField } from '../listToolbar';
import { ListPage, type ListPageProps } from './ListPage';

interface Forest {
  id: number;
  name: string;
  district: string;
  area: number;
}

const DISTRICTS = ['Oberharz', 'Solling', 'Schwarzwald-Baar-Kreis'];

const forests: Forest[] = Array.from({ length: 95 }, (_, index) => ({
  id: index + 1,
  name: `Revier ${String(index + 1).padStart(2, '0')}`,
  district: DISTRICTS[index % DISTRICTS.length]!,
  area: 120 + ((index * 37) % 400),
}));

const columns: Column<Forest>[] = [
  { key: 'name', header: 'Revier', sortable: (forest) => forest.name, cell: (forest) => forest.name },
  { key: 'district', header: 'Landkreis', sortable: (forest) => forest.district, cell: (forest) => forest.district },
  {
    key: 'area',
    header: 'Fläche (ha)',
    align: 'end',
    sortable: (forest) => forest.area,
    cell: (forest) => new Intl.NumberFormat('de-DE').format(forest.area),
  },
];

const PAGE_SIZE = 20;
const firstPage = { rows: forests.slice(0, PAGE_SIZE), total: forests.length };

/** The list with sort and page kept in story state, as a page keeps them in the address. */
function StatefulListPage(props: ListPageProps<Forest>) {
  const [sort, setSort] = useState<SortState>(props.sort);
  const [page, setPage] = useState(props.page);
  return (
    <ListPage
      {...props}
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
    />
  );
}

const meta = {
  title: 'Screens/Gemeinsam/Liste (ListPage)',
  component: ListPage<Forest>,
  parameters: {
    leitfaden: {
      zweck:
        'Das gemeinsame Listenmuster der Anwendung: Werkzeugleiste mit Suche, Filtern und Gesamtzahl, Tabelle mit sortierbaren Spalten, Seitenwahl sowie Zustände für Laden, Fehler und leere Listen. Es trägt die Kartentabelle im GIS, die Nutzerliste, die Prüfliste und die Listen im Backoffice.',
      rollen: ['Experte', 'Administrator'],
      spezifikation:
        'requirements §2 (Suche, Filter, Sortierung und Seite als Zustand der Ansicht in der Adresse), §7 (Listen seitenweise vom Datendienst gefiltert, sortiert und gezählt), ListPage.tsx',
      tun: [
        'Den Zustand der Liste vollständig übergeben und Suche, Filter, Sortierung und Seite in der Adresse halten.',
        'Zwei Leertexte unterscheiden: ohne Filter „Noch keine … vorhanden“ mit einem Weg weiter, mit Filter „Keine … gefunden“ mit „Filter zurücksetzen“.',
      ],
      lassen: [
        'Keine Zeilen im Browser sortieren oder aufteilen: Reihenfolge und Seiten liefert der Datendienst.',
        'Eine Adresse hinter der letzten Seite nicht leer zeigen: Die Liste geht auf die letzte Seite.',
      ],
    },
  },
  render: (args) => <StatefulListPage {...args} />,
  args: {
    caption: 'Alle Reviere',
    searchLabel: 'Revier suchen',
    searchText: '',
    onSearchChange: fn(),
    filters: (
      <ListFilterField
        label="Landkreis"
        placeholder="Alle Landkreise"
        value=""
        onChange={() => undefined}
        options={DISTRICTS.map((district) => ({ value: district, label: district }))}
      />
    ),
    countLabel: (total: string) => `${total} Reviere`,
    columns,
    getRowId: (forest: Forest) => forest.id,
    list: loadedQuery(firstPage),
    sort: { key: 'name', direction: 'asc' },
    onSortChange: fn(),
    page: 1,
    pageSize: PAGE_SIZE,
    onPageChange: fn(),
    isFiltered: false,
    onResetFilters: fn(),
    emptyMessage: 'Noch keine Reviere vorhanden.',
    filteredEmptyMessage: 'Keine Reviere gefunden.',
  },
} satisfies Meta<typeof ListPage<Forest>>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: 'Alle Reviere' });

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('95 Reviere');
    await expect(within(table(canvasElement)).getAllByRole('row')).toHaveLength(PAGE_SIZE + 1);
    const name = canvas.getByRole('columnheader', { name: /Revier/ });
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    // The header asks for the next sort; the rows stay as the service sent them.
    await userEvent.click(within(name).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'name', direction: 'desc' });
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await expect(within(table(canvasElement)).getAllByRole('row')[1]).toHaveTextContent('Revier 01');
    await userEvent.click(within(canvas.getByRole('columnheader', { name: /Fläche/ })).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'area', direction: 'asc' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Revier suchen' }), 'S');
    await expect(args.onSearchChange).toHaveBeenCalledWith('S');
  },
};

export const Paged: Story = {
  name: 'Mehrere Seiten',
  args: { page: 2, list: loadedQuery({ rows: forests.slice(20, 40), total: forests.length }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A screen reader hears where a row is in the whole list: row 21 of 95 (the header is row 1).
    await expect(table(canvasElement)).toHaveAttribute('aria-rowcount', '96');
    await expect(within(table(canvasElement)).getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '22');
    const pages = canvas.getByRole('navigation', { name: 'Alle Reviere: Seiten' });
    await expect(within(pages).getByRole('button', { name: 'Seite 2', current: 'page' })).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Nächste Seite' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { list: loadingQuery() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Einträge werden geladen …')).toBeInTheDocument();
    await expect(canvas.queryByRole('status', { name: /Reviere/ })).toBeNull();
  },
};

export const Refreshing: Story = {
  name: 'Aktualisiert',
  args: { isRefreshing: true, page: 2, list: loadedQuery({ rows: forests.slice(20, 40), total: forests.length }) },
  play: async ({ canvasElement }) => {
    // The previous page stays while the next loads; the list says it is busy.
    await expect(
      within(canvasElement).getByRole('table', { name: 'Alle Reviere' }).closest('[aria-busy]'),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

const onRetry = fn(() => Promise.resolve());

export const LoadFails: Story = {
  name: 'Laden scheitert',
  args: { list: failedQuery(new Error('Datenbank nicht erreichbar.'), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Meldung des Dienstes: Datenbank nicht erreichbar.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  name: 'Leer',
  args: { list: loadedQuery({ rows: [], total: 0 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Noch keine Reviere vorhanden.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Filter zurücksetzen' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Alle Reviere: Seiten' })).toBeNull();
  },
};

export const FilteredEmpty: Story = {
  name: 'Filter ohne Treffer',
  args: { searchText: 'Eichenwald', isFiltered: true, list: loadedQuery({ rows: [], total: 0 }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Keine Reviere gefunden.')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 Reviere');
    await userEvent.click(canvas.getByRole('button', { name: 'Filter zurücksetzen' }));
    await expect(args.onResetFilters).toHaveBeenCalled();
  },
};

/** The address asks for page 9, but the filter leaves 2 pages: the list goes to the last one. */
export const PastTheLastPage: Story = {
  name: 'Hinter der letzten Seite',
  args: { page: 9, isFiltered: true, list: loadedQuery({ rows: [], total: 35 }) },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onPageChange).toHaveBeenCalledWith(2));
  },
};

const longForests: Forest[] = [
  {
    id: 1,
    name: 'Staatsforstbetrieb Naturschutzgroßschutzgebietsverwaltungsrevier Hochschwarzwald-Süd',
    district: 'Landkreis Breisgau-Hochschwarzwald (Regierungsbezirk Freiburg)',
    area: 12_345,
  },
  ...forests.slice(1, 6),
];

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: {
    searchLabel: 'Revier, Landkreis oder Forstbetriebsgemeinschaft suchen',
    countLabel: (total: string) => `${total} Reviere mit Borkenkäferbefallsmeldungen`,
    list: loadedQuery({ rows: longForests, total: 12_345 }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '12.345 Reviere mit Borkenkäferbefallsmeldungen',
    );
  },
};

export const NarrowWidth: Story = {
  name: 'Schmal',
  args: {
    countLabel: (total: string) => `${total} Reviere mit Borkenkäferbefallsmeldungen`,
    list: loadedQuery({ rows: longForests, total: 12_345 }),
    page: 3,
  },
  globals: { viewport: { value: 'phone' } },
};

const DISTRICT_OPTIONS = DISTRICTS.map((district) => ({ value: district, label: district }));
const SIZE_OPTIONS = [
  { value: 'klein', label: 'Unter 300 ha' },
  { value: 'gross', label: 'Ab 300 ha' },
];

/** The list with two filters in story state: the chips show what is set and clear it. */
function FilteredListPage(props: ListPageProps<Forest>) {
  const [district, setDistrict] = useState('Solling');
  const [size, setSize] = useState('gross');
  const rows = forests.filter(
    (forest) =>
      (district === '' || forest.district === district) && (size === '' || (size === 'gross') === forest.area >= 300),
  );
  return (
    <ListPage
      {...props}
      list={loadedQuery({ rows: rows.slice(0, PAGE_SIZE), total: rows.length })}
      isFiltered={district !== '' || size !== ''}
      onResetFilters={() => {
        props.onResetFilters();
        setDistrict('');
        setSize('');
      }}
      filters={
        <>
          <ListFilterField
            label="Landkreis"
            placeholder="Alle Landkreise"
            value={district}
            onChange={setDistrict}
            options={DISTRICT_OPTIONS}
          />
          <ListFilterField
            label="Fläche"
            placeholder="Jede Fläche"
            value={size}
            onChange={setSize}
            options={SIZE_OPTIONS}
          />
        </>
      }
      activeFilters={activeFilters(
        optionChip('district', 'Landkreis', DISTRICT_OPTIONS, district, () => setDistrict('')),
        optionChip('size', 'Fläche', SIZE_OPTIONS, size, () => setSize('')),
      )}
    />
  );
}

/**
 * The filters in force as chips beside the count: × clears one (the focus moves to the next
 * chip, then to the search), "Alle Filter zurücksetzen" shows while more than one is set.
 */
export const ActiveFilterChips: Story = {
  name: 'Aktive Filter als Chips',
  render: (args) => <FilteredListPage {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chips = canvas.getByRole('list', { name: 'Aktive Filter' });
    await expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Landkreis: Solling', 'Fläche: Ab 300 ha']);
    await expect(canvas.getByRole('status')).toHaveTextContent('17 Reviere');
    await expect(canvas.getByRole('button', { name: 'Alle Filter zurücksetzen' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Landkreis: Solling entfernen' }));
    await expect(canvas.getByRole('combobox', { name: 'Landkreis' })).toHaveValue('');
    await expect(canvas.getByRole('status')).toHaveTextContent('51 Reviere');
    await expect(canvas.getByRole('button', { name: 'Fläche: Ab 300 ha entfernen' })).toHaveFocus();
    // One filter left: its × is the way, no second reset button.
    await expect(canvas.queryByRole('button', { name: 'Alle Filter zurücksetzen' })).toBeNull();

    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('list', { name: 'Aktive Filter' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Revier suchen' })).toHaveFocus();
    await expect(args.onResetFilters).not.toHaveBeenCalled();
  },
};

/** Two filters set: the chips and the reset beside the count, under the fields. */
export const WithActiveFilters: Story = {
  name: 'Mit aktiven Filtern',
  render: (args) => <FilteredListPage {...args} />,
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Landkreis: Solling entfernen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Alle Filter zurücksetzen' })).toBeVisible();
  },
};

export const ResetAllFilters: Story = {
  name: 'Alle Filter zurücksetzen',
  render: (args) => <FilteredListPage {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Alle Filter zurücksetzen' }));
    await expect(args.onResetFilters).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('list', { name: 'Aktive Filter' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('95 Reviere');
  },
};

export const ActiveFilterChipsNarrow: Story = {
  name: 'Aktive Filter, schmal',
  render: (args) => <FilteredListPage {...args} />,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Aktive Filter' })).toBeVisible();
  },
};
