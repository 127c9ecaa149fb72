import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { OpenItemsFilter } from '../../../model/billing/openItems';
import { failedQuery, loadedQuery } from '../../../model/queryState';
import type { OpenItemRow } from '../../../model/resultRows';
import { fixedClientChoice } from '../../shared/ClientChoice';
import { storyListView, useStoryList } from '../../shared/ListPage/storyList';
import { OPEN_ITEM_COLUMNS, OpenItemsScreen, type OpenItemsScreenProps } from './OpenItemsScreen';
import { LONG_CLIENT, OPEN_ITEM_LONG_ROWS, OPEN_ITEM_ROWS, openItemSumsOf } from './openItemsStoryData';

const NO_FILTER: OpenItemsFilter = { client: '', age: '', level: '' };

/** Whether an item has the dunning level the filter asks for: none yet, any, or that one. */
function hasLevel(row: OpenItemRow, level: OpenItemsFilter['level']) {
  if (level === '') return true;
  if (level === 'keine') return row.mahnstufe === 0;
  return level === 'gemahnt' ? row.mahnstufe > 0 : row.mahnstufe === Number(level);
}

/** The items the service finds for the filters: the client, the age bucket or every overdue one, the level. */
function byFilter(all: readonly OpenItemRow[], filter: OpenItemsFilter) {
  return all.filter(
    (row) =>
      (filter.client === '' || String(row.client_id) === filter.client) &&
      (filter.age === '' ||
        (filter.age === 'ueberfaellig' ? row.tage_ueberfaellig > 0 : row.altersklasse === filter.age)) &&
      hasLevel(row, filter.level),
  );
}

/** The list's stand-in service: the filters, then each search word in the client's name or, all digits, the number. */
function findItems(all: readonly OpenItemRow[], filter: OpenItemsFilter, search: string) {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return byFilter(all, filter).filter((row) =>
    words.every((word) => (row.client_name ?? '').toLowerCase().includes(word) || String(row.id) === word),
  );
}

type StoryProps = OpenItemsScreenProps & { all?: readonly OpenItemRow[] };

/** The screen with its list in story state, paged from `all`, and the sums the service gives for the filters. */
function StatefulOpenItemsScreen({ all, ...props }: StoryProps) {
  const items = useStoryList(props.items, { all, find: findItems, columns: OPEN_ITEM_COLUMNS, noFilter: NO_FILTER });
  const sums = all ? loadedQuery(openItemSumsOf(findItems(all, items.filter, items.searchText))) : props.sums;
  return <OpenItemsScreen {...props} items={items} sums={sums} />;
}

const START = storyListView<OpenItemRow, OpenItemsFilter>(NO_FILTER, { key: 'faellig', direction: 'asc' }, 25);
const CLIENTS = [
  { client_id: 1, name: 'Stadt Calw', ort: 'Calw' },
  { client_id: 2, name: 'Forstbetriebsgemeinschaft Nordschwarzwald', ort: 'Freudenstadt' },
  { client_id: 4, name: 'Wasser- und Bodenverband Aller-Örtze', ort: 'Celle' },
  { client_id: 7, name: 'Gemeinde Heidenau', ort: 'Heidenau' },
];

const meta = {
  title: 'Screens/Back office/Offene Posten (OpenItemsScreen)',
  component: OpenItemsScreen,
  render: (args) => <StatefulOpenItemsScreen {...args} />,
  args: {
    all: OPEN_ITEM_ROWS,
    items: START,
    sums: loadedQuery(openItemSumsOf(OPEN_ITEM_ROWS)),
    clientFilter: fixedClientChoice(CLIENTS),
    onOpen: fn(),
  },
  parameters: {
    leitfaden: {
      zweck:
        'Im Bereich „Offene Posten“ sieht die Administration jede gestellte Rechnung mit offenem Betrag und jedes Guthaben eines Kunden, früheste Fälligkeit zuerst, gefiltert nach Kunde, Alter und Mahnstufe. Darunter Anzahl, offener und überfälliger Betrag; eine Zeile öffnet die Rechnung.',
      rollen: ['Administrator'],
      spezifikation: 'requirements §2 (Back office › Offene Posten), §7 GET /offene_posten, a_get_open_item_totals',
      tun: [
        'Überfällige Tage und Mahnstufe sichtbar kennzeichnen, ein Guthaben mit „Guthaben“.',
        'Gefilterte Ansichten über die Adresse verlinkbar halten (etwa von der Übersicht oder der Seite eines Kunden).',
      ],
      lassen: [
        'Summen nicht aus den geladenen Zeilen berechnen: Sie gelten für alle Posten, die Filter und Suche treffen.',
        'Scheitern nur die Summen, nicht die Liste ausblenden: Die Summen melden den Fehler und lassen sich erneut laden.',
      ],
    },
  },
} satisfies Meta<typeof StatefulOpenItemsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn(() => Promise.resolve());
const rowsOf = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row').slice(1);

/**
 * Soonest due first; overdue days and the dunning level marked, a credit says "Guthaben"; the
 * sums cover every item; a row opens its invoice.
 */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Offene Posten' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('10 offene Posten');
    const rows = rowsOf(canvasElement);
    await expect(rows[0]).toHaveTextContent('Nr. 2026017');
    await expect(within(rows[0]!).getByText('148 Tage')).toBeVisible();
    await expect(rows[0]).toHaveTextContent(/3\.570,00\s€/);
    await expect(within(rows[0]!).getByText('Stufe 4')).toBeVisible();
    await expect(within(rows[7]!).queryByText(/^Stufe/)).toBeNull();
    await expect(within(rows[6]!).getByText('Guthaben')).toBeVisible();
    await expect(rows[6]).toHaveTextContent(/-238,00\s€/);
    await expect(within(rows[7]!).getByText('1 Tag')).toBeVisible();
    await expect(within(rows[8]!).queryByText(/Tage?$/)).toBeNull();
    const sums = within(canvas.getByLabelText('Summe aller offenen Posten'));
    await expect(sums.getByText('Anzahl').nextElementSibling).toHaveTextContent('10');
    await expect(sums.getByText('Offen').nextElementSibling).toHaveTextContent(/^33\.082,00\s€$/);
    await expect(sums.getByText('davon überfällig').nextElementSibling).toHaveTextContent(/^23\.681,00\s€$/);
    await userEvent.click(rows[1]!);
    await expect(args.onOpen).toHaveBeenCalledWith(2026031);
  },
};

/** "Überfällig (alle)" goes to the caller; the list and the sums are those of the overdue items. */
export const FilterOverdue: Story = {
  name: 'Nur überfällige Posten',
  play: async ({ canvasElement, args }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    await user.selectOptions(canvas.getByRole('combobox', { name: 'Alter' }), 'ueberfaellig');
    await expect(args.items.onFilterChange).toHaveBeenLastCalledWith('age', 'ueberfaellig');
    await expect(canvas.getByRole('status')).toHaveTextContent('7 offene Posten');
    await expect(canvas.getByRole('button', { name: 'Alter: Überfällig (alle) entfernen' })).toBeVisible();
    const sums = within(canvas.getByLabelText('Summe der gefundenen offenen Posten'));
    await expect(sums.getByText('Offen').nextElementSibling).toHaveTextContent(/^23\.681,00\s€$/);
    await user.click(canvas.getByRole('button', { name: 'Alter: Überfällig (alle) entfernen' }));
    await expect(args.items.onFilterChange).toHaveBeenLastCalledWith('age', '');
  },
};

/** One bucket: 31–60 days overdue. */
export const FilterBucket: Story = {
  name: '31–60 Tage überfällig',
  args: { items: { ...START, filter: { ...NO_FILTER, age: '31-60' }, isFiltered: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Alter' })).toHaveValue('31-60');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 offene Posten');
    await expect(rowsOf(canvasElement).map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Nr. 2026052',
      'Nr. 2026061',
    ]);
  },
};

/** "Gemahnt (alle)": the reminded items and their sums; its chip clears it. */
export const FilterLevel: Story = {
  name: 'Nur gemahnte Posten',
  play: async ({ canvasElement, args }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    await user.selectOptions(canvas.getByRole('combobox', { name: 'Mahnstufe' }), 'gemahnt');
    await expect(args.items.onFilterChange).toHaveBeenLastCalledWith('level', 'gemahnt');
    await expect(canvas.getByRole('status')).toHaveTextContent('5 offene Posten');
    const sums = within(canvas.getByLabelText('Summe der gefundenen offenen Posten'));
    await expect(sums.getByText('Offen').nextElementSibling).toHaveTextContent(/^8\.806,00\s€$/);
    await user.selectOptions(canvas.getByRole('combobox', { name: 'Mahnstufe' }), '2');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 offene Posten');
    await user.click(canvas.getByRole('button', { name: 'Mahnstufe: Stufe 2 entfernen' }));
    await expect(args.items.onFilterChange).toHaveBeenLastCalledWith('level', '');
  },
};

/** Filtered by a client from the address (`?kunde=1`, the client page's link): its chip clears it. */
export const FilterByClient: Story = {
  name: 'Posten eines Kunden',
  args: { items: { ...START, filter: { ...NO_FILTER, client: '1' }, isFiltered: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 offene Posten');
    await expect(canvas.getByRole('combobox', { name: 'Kunde' })).toHaveDisplayValue('Stadt Calw (Calw)');
    await userEvent.click(canvas.getByRole('button', { name: 'Kunde: Stadt Calw entfernen' }));
    await expect(args.items.onFilterChange).toHaveBeenCalledWith('client', '');
  },
};

/** The clients' credits: negative, marked "Guthaben", and the sum below zero. */
export const Credits: Story = {
  name: 'Guthaben',
  args: {
    all: OPEN_ITEM_LONG_ROWS,
    items: { ...START, filter: { ...NO_FILTER, age: 'guthaben' }, isFiltered: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = rowsOf(canvasElement);
    await expect(rows).toHaveLength(1);
    await expect(within(rows[0]!).getByText('Guthaben')).toBeVisible();
    await expect(rows[0]).toHaveTextContent(/-1\.190,00\s€/);
    const sums = within(canvas.getByLabelText('Summe der gefundenen offenen Posten'));
    await expect(sums.getByText('Offen').nextElementSibling).toHaveTextContent(/^-1\.190,00\s€$/);
    await expect(sums.getByText('davon überfällig').nextElementSibling).toHaveTextContent(/^0,00\s€$/);
  },
};

/** A search narrows the list, and the sums are those of the items found (the service searches as the list). */
export const Search: Story = {
  name: 'Suche nach Rechnungsnummer',
  play: async ({ canvasElement, args }) => {
    const user = userEvent.setup();
    const canvas = within(canvasElement);
    const search = canvas.getByRole('textbox', { name: 'Rechnungsnummer oder Kunde suchen' });
    await user.type(search, '2026044');
    await expect(args.items.onSearchChange).toHaveBeenLastCalledWith('2026044');
    await expect(canvas.getByRole('status')).toHaveTextContent(/^1 offener Posten$/);
    const found = within(canvas.getByLabelText('Summe der gefundenen offenen Posten'));
    await expect(found.getByText('Offen').nextElementSibling).toHaveTextContent(/^2\.618,00\s€$/);
    await user.clear(search);
    await expect(canvas.getByLabelText('Summe aller offenen Posten')).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'Leer',
  args: { all: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Keine offenen Posten.')).toBeVisible();
    await expect(canvas.queryByLabelText(/^Summe/)).toBeNull();
  },
};

/** Nothing the filter finds: "Filter zurücksetzen" brings every item back. */
export const FilteredEmpty: Story = {
  name: 'Gefiltert ohne Treffer',
  args: { items: { ...START, filter: { client: '2', age: 'guthaben', level: '' }, isFiltered: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Keine offenen Posten gefunden.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filter zurücksetzen' }));
    await expect(args.items.onResetFilters).toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('10 offene Posten');
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { all: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toBeVisible();
  },
};

export const Error: Story = {
  name: 'Fehler',
  args: { all: undefined, items: { ...START, list: failedQuery(new TypeError('Failed to fetch'), onRetry) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Datendienst ist nicht erreichbar.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

/** The list came, its sums did not: they say so under the list and can be asked again. */
export const SumsFail: Story = {
  name: 'Laden der Summen scheitert',
  render: (args) => (
    <StatefulOpenItemsScreen
      {...args}
      all={undefined}
      items={{ ...START, list: loadedQuery({ rows: OPEN_ITEM_ROWS, total: OPEN_ITEM_ROWS.length }) }}
      sums={failedQuery(new TypeError('Failed to fetch'), onRetry)}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Die Summen konnten nicht geladen werden.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

/** Long client names wrap inside their cells; a six-figure amount stays on one line. */
export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: { all: OPEN_ITEM_LONG_ROWS },
  play: async ({ canvasElement }) => {
    const rows = rowsOf(canvasElement);
    await expect(rows[0]).toHaveTextContent(LONG_CLIENT[1]);
    await expect(within(rows[0]!).getByText(/128\.440,35\s€/)).toBeVisible();
    await expect(within(rows[0]!).getByText('240 Tage')).toBeVisible();
  },
};

/** 390 px: the table scrolls inside its box; the filters and sums wrap. */
export const NarrowWidth: Story = {
  name: 'Schmal',
  args: LongGermanText.args,
  globals: { viewport: { value: 'phone' } },
};

/** 800 px. */
export const SmallWindow: Story = {
  name: 'Kleines Fenster',
  args: LongGermanText.args,
  globals: { viewport: { value: 'small' } },
};

/** 1440 px: every column in view. */
export const WideWindow: Story = {
  name: 'Breites Fenster',
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('columnheader', { name: /Offen/ })).toBeVisible();
  },
};
