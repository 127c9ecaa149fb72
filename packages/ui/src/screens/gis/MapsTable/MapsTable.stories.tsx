import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery, loadingQuery } from '../../../model/queryState';
import type { SortState } from '../../../primitives/Table';
import { storyPage } from '../../shared/ListPage/storyList';
import { storyClients, storyMapRows } from '../storyData';
import { NO_FILTERS, filterMaps, type MapsFilters, type MapsTableRow } from './filterMaps';
import { MapsTable, type MapsTableProps } from './MapsTable';
import { mapsColumns } from './mapsColumns';
import { fixedClientChoice } from '../../shared/ClientChoice';

const twelve = storyMapRows(12);
const many = storyMapRows(140);
const PAGE_SIZE = 50;

/**
 * The table with its filters, sort and page in story state, and a stand-in for the data
 * service that filters, sorts and pages `all` as the service would (filterMaps). A story
 * passing `maps` itself (loading, failure) shows that.
 */
function StatefulMapsTable(props: MapsTableProps & { all?: readonly MapsTableRow[] }) {
  const { all, ...tableProps } = props;
  const [filters, setFilters] = useState<MapsFilters>(props.filters);
  const [sort, setSort] = useState<SortState>(props.sort);
  const [page, setPage] = useState(props.page);
  const columns = mapsColumns({ getMapHref: props.getMapHref });
  const maps = all ? storyPage(filterMaps(all, filters), columns, sort, page, PAGE_SIZE) : props.maps;
  return (
    <MapsTable
      {...tableProps}
      maps={maps}
      filters={filters}
      onFiltersChange={(next) => {
        props.onFiltersChange(next);
        setFilters(next);
        setPage(1);
      }}
      onResetFilters={() => {
        props.onResetFilters();
        setFilters(NO_FILTERS);
        setPage(1);
      }}
      sort={sort}
      onSortChange={(next) => {
        props.onSortChange(next);
        setSort(next);
        setPage(1);
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
  title: 'Screens/GIS/Karten (MapsTable)',
  component: MapsTable,
  render: (args) => <StatefulMapsTable {...args} />,
  args: {
    all: twelve,
    maps: loadingQuery(),
    clientFilter: fixedClientChoice(storyClients),
    newMapClients: fixedClientChoice(storyClients),
    filters: NO_FILTERS,
    onFiltersChange: fn(),
    onResetFilters: fn(),
    sort: null,
    onSortChange: fn(),
    page: 1,
    pageSize: PAGE_SIZE,
    onPageChange: fn(),
    getMapHref: (row) => `/gis/index?karte=${row.id}`,
    onOpen: fn(),
    onCreate: fn(async () => null),
    onDelete: fn(async () => null),
  },
} satisfies Meta<typeof StatefulMapsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Karten' }))
    .getAllByRole<HTMLTableRowElement>('row')
    .slice(1);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12 Karten')).toBeInTheDocument();
    await expect(bodyRows(canvasElement)).toHaveLength(12);
    const first = twelve[0]!;
    await expect(canvas.getByRole('link', { name: first.map_name })).toHaveAttribute('href', '/gis/index?karte=1');
    for (const header of ['Kunde', 'Kartenname', 'Jahr', 'Maßstab', 'DIN', 'Stand', 'Aktive Punkte', 'RMSE']) {
      await expect(canvas.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    await userEvent.click(bodyRows(canvasElement)[2]!.cells[0]!);
    await expect(args.onOpen).toHaveBeenCalledWith(twelve[2]);
  },
};

export const Loading: Story = {
  args: { all: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Einträge werden geladen …')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { all: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Noch keine Karten angelegt.')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Karte anlegen' })).toHaveLength(2);
  },
};

const onRetry = fn(() => Promise.resolve());

export const LoadError: Story = {
  args: { all: undefined, maps: failedQuery(new TypeError('Failed to fetch'), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Datendienst ist nicht erreichbar.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

/** 140 maps, 50 a page: the service's total in the toolbar, page 3 starts with map 101. */
export const ManyMaps: Story = {
  args: { all: many },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('140 Karten')).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Karten' })).toHaveAttribute('aria-rowcount', '141');
    await expect(bodyRows(canvasElement).filter((row) => !row.hasAttribute('aria-hidden')).length).toBeLessThan(60);
    const pages = canvas.getByRole('navigation', { name: 'Karten: Seiten' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Seite 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await waitFor(() => expect(canvas.getByRole('link', { name: many[100]!.map_name })).toBeInTheDocument());
  },
};

export const Filters: Story = {
  args: { all: many },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const client = storyClients[1]!;
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Kunde' }), client.name);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bearbeitungsstand' }), 'In Bearbeitung');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Jahr von' }), '1900');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Jahr bis' }), '1960');
    const expected = many.filter(
      (row) =>
        row.client_id === client.client_id &&
        row.status === 'in_bearbeitung' &&
        row.jahr !== null &&
        row.jahr >= 1900 &&
        row.jahr <= 1960,
    );
    await expect(expected.length).toBeGreaterThan(0);
    await waitFor(() => expect(canvas.getByText(`${expected.length} Karten`)).toBeInTheDocument());
    for (const row of bodyRows(canvasElement)) await expect(row).toHaveTextContent(client.name);

    await userEvent.type(canvas.getByRole('textbox', { name: 'Kartenname, Kunde oder Nummer suchen' }), 'xyz');
    await expect(canvas.getByText('Keine Karte passt zu den Filtern.')).toBeInTheDocument();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Filter zurücksetzen' })[0]!);
    await expect(canvas.getByText('140 Karten')).toBeInTheDocument();
  },
};

export const FiltersSayWhatIsWrong: Story = {
  args: { all: many },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByRole('textbox', { name: 'Jahr von' });
    // Letters can never become a year: said while typing, not ignored.
    await userEvent.type(from, 'abc');
    await expect(from).toHaveAccessibleDescription(
      expect.stringContaining('Bitte ein Jahr mit vier Ziffern eingeben.'),
    );
    await userEvent.clear(from);
    await userEvent.type(from, '1960');
    const to = canvas.getByRole('textbox', { name: 'Jahr bis' });
    await userEvent.type(to, '1900');
    await expect(to).toHaveAccessibleDescription(
      expect.stringContaining('„Jahr bis“ (1900) liegt vor „Jahr von“ (1960). Bitte die Jahre tauschen.'),
    );
    await userEvent.clear(to);
    await userEvent.type(to, '1990');
    await expect(to).not.toHaveAccessibleDescription(expect.stringContaining('liegt vor'));
  },
};

/** The figures from the list row, and filters on them. */
export const GeoreferencingFilters: Story = {
  args: { all: many },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = many[0]!;
    const row = bodyRows(canvasElement)[0]!;
    await expect(row).toHaveTextContent(`1:${new Intl.NumberFormat('de-DE').format(first.scale!)}`);
    await expect(row).toHaveTextContent(`${first.aktive_punkte} / ${first.punkte}`);

    const notYet = filterMaps(many, { ...NO_FILTERS, notGeoreferenced: true }).length;
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Noch nicht georeferenziert' }));
    await expect(canvas.getByText(`${notYet} Karten`)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Noch nicht georeferenziert' }));

    const above = filterMaps(many, { ...NO_FILTERS, rmseAbove: 1.5 });
    await expect(above.length).toBeGreaterThan(0);
    await userEvent.type(canvas.getByRole('textbox', { name: 'RMSE über (m)' }), '1,5');
    await waitFor(() => expect(canvas.getByText(`${above.length} Karten`)).toBeInTheDocument());
    // German decimals in the column: every shown RMSE lies above 1,50 m.
    for (const shown of bodyRows(canvasElement).filter((r) => !r.hasAttribute('aria-hidden'))) {
      const figure = /(\d+,\d{2}) m/.exec(shown.textContent ?? '')?.[1];
      await expect(Number(figure?.replace(',', '.'))).toBeGreaterThan(1.5);
    }
  },
};

export const RmseThresholdSaysWhatIsWrong: Story = {
  args: { all: many },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'RMSE über (m)' });
    // Applied as typed, so letters are said at once instead of silently showing every map.
    await userEvent.type(field, 'zwei');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('Bitte eine Zahl eingeben.'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, '-1');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('Der Wert muss mindestens 0 sein.'));
    await userEvent.clear(field);
    await userEvent.type(field, '0,5');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** Experts georeference; deleting a map is for administrators, and the table says so. */
export const ExpertCannotDelete: Story = {
  args: {
    onDelete: undefined,
    deleteUnavailableReason:
      'Karten löschen können nur Administratoren. Als Experte legen Sie Karten an und georeferenzieren sie.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /löschen$/ })).toBeNull();
    await expect(canvas.getByRole('note')).toHaveTextContent('Karten löschen können nur Administratoren.');
    await expect(canvas.getByRole('button', { name: 'Karte anlegen' })).toBeInTheDocument();
  },
};

/** A header click asks the service for another order. */
export const Sorting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Jahr' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'jahr', direction: 'asc' });
    await expect(canvas.getByRole('columnheader', { name: 'Jahr' })).toHaveAttribute('aria-sort', 'ascending');
    const years = twelve.map((row) => row.jahr).filter((jahr): jahr is number => jahr !== null);
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent(String(Math.min(...years)));
  },
};

export const CreateMap: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Karte anlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Karte anlegen' });
    const form = within(dialog);
    await userEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await expect(form.getByText('Bitte einen Namen eingeben.')).toBeInTheDocument();
    await expect(args.onCreate).not.toHaveBeenCalled();

    await userEvent.type(form.getByRole('textbox', { name: 'Kartenname' }), 'Dränplan Jühnde 1952');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Kunde' }), storyClients[2]!.name);
    await userEvent.type(form.getByRole('textbox', { name: 'Breite (Pixel)' }), '7016');
    await userEvent.type(form.getByRole('textbox', { name: 'Höhe (Pixel)' }), '9933');
    await userEvent.type(form.getByRole('textbox', { name: 'Maßstabszahl' }), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        map_name: 'Dränplan Jühnde 1952',
        width: 7016,
        height: 9933,
        client_id: 3,
        din: null,
        jahr: null,
        scale: 5000,
        res: null,
        // Without a choice, the client's coordinate system.
        epsg: 25833,
        status: 'neu',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const CreateFails: Story = {
  args: {
    onCreate: fn(async () =>
      Promise.reject({
        status: 409,
        code: '23505',
        message: 'duplicate key value violates unique constraint "karte_map_name_key"',
        details: 'Key (map_name)=(Forstkarte) already exists.',
        hint: null,
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Karte anlegen' }));
    const form = within(await screen.findByRole('dialog', { name: 'Karte anlegen' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Kartenname' }), 'Forstkarte');
    await userEvent.type(form.getByRole('textbox', { name: 'Breite (Pixel)' }), '100');
    await userEvent.type(form.getByRole('textbox', { name: 'Höhe (Pixel)' }), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    const alert = await form.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Die Karte wurde nicht angelegt. Ein Eintrag mit diesem Wert existiert bereits. Bitte geben Sie einen anderen Wert ein.',
    );
    await expect(alert).toHaveTextContent('Meldung des Dienstes: duplicate key value violates unique constraint');
    await expect(form.getByRole('textbox', { name: 'Kartenname' })).toHaveValue('Forstkarte');
    // The message names the map's name: it goes once the name is edited.
    await userEvent.type(form.getByRole('textbox', { name: 'Kartenname' }), ' 2');
    await expect(form.queryByRole('alert')).toBeNull();
  },
};

export const DeleteWithConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const victim = twelve[1]!;
    await userEvent.click(canvas.getByRole('button', { name: `Karte „${victim.map_name}“ löschen` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Karte löschen?' });
    await expect(dialog).toHaveTextContent(`„${victim.map_name}“ und ihre ${victim.punkte} Passpunkte`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(await canvas.findByRole('button', { name: `Karte „${victim.map_name}“ löschen` }));
    await userEvent.click(await screen.findByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledTimes(1));
    await expect(args.onDelete).toHaveBeenCalledWith(victim);
  },
};

/** Without the write callbacks (a reader): no create and no delete buttons. */
export const ReadOnly: Story = {
  args: { onCreate: undefined, onDelete: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Karte anlegen' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /löschen$/ })).toBeNull();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'phone' } },
};
