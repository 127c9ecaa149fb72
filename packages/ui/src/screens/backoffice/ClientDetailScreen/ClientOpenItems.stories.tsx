import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import type { OpenItemRow } from '../../../model/resultRows';
import { OPEN_ITEM_LONG_ROWS, OPEN_ITEM_ROWS, openItemSumsOf } from '../OpenItemsScreen/openItemsStoryData';
import { ClientOpenItems } from './ClientOpenItems';

/** The first `shown` of a client's items, and how many there are, as the page reads them. */
const firstOf = (rows: readonly OpenItemRow[], shown = 10) =>
  loadedQuery({ rows: rows.slice(0, shown), total: rows.length });

const CALW = OPEN_ITEM_ROWS.filter((row) => row.client_id === 1);

const meta = {
  title: 'Screens/Back office/Kunde › Offene Posten (ClientOpenItems)',
  component: ClientOpenItems,
  args: {
    items: firstOf(CALW),
    sums: loadedQuery(openItemSumsOf(CALW)),
    allHref: '/dashboard?bereich=offene-posten&kunde=1',
  },
  parameters: {
    leitfaden: {
      zweck:
        'Der Abschnitt „Offene Posten“ auf der Seite eines Kunden: seine ersten offenen Posten, früheste Fälligkeit zuerst, jeweils mit Link zur Rechnung, dazu die Summen des Kunden und der Weg zu allen seinen Posten im Bereich „Offene Posten“.',
      rollen: ['Administrator'],
      spezifikation:
        'requirements §2 (Back office › Kunden, Offene Posten), §7 GET /offene_posten, a_get_open_item_totals',
      tun: [
        'Ein Guthaben des Kunden mit „Guthaben“ kennzeichnen, damit das Vorzeichen nie der einzige Hinweis ist.',
        'Sagen, wie viele Posten nicht gezeigt werden („und 3 weitere“), und auf die nach dem Kunden gefilterte Liste verweisen.',
      ],
      lassen: [
        'Die Summen nicht aus den gezeigten Zeilen zusammenrechnen: Der Datendienst liefert sie über alle Posten des Kunden.',
        'Ohne offene Posten keine Summen und keinen Link zur Liste zeigen.',
      ],
    },
  },
} satisfies Meta<typeof ClientOpenItems>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each item links to its invoice; the client's sums; the way to all its items in the Offene Posten. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Offene Posten' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Nr. 2026031' })).toHaveAttribute(
      'href',
      '/dashboard?bereich=rechnungen&id=2026031',
    );
    await expect(canvas.getByText('91 Tage')).toBeVisible();
    const sums = within(canvas.getByLabelText('Summe der offenen Posten des Kunden'));
    await expect(sums.getByText('Offen').nextElementSibling).toHaveTextContent(/^4\.046,00\s€$/);
    await expect(sums.getByText('davon überfällig').nextElementSibling).toHaveTextContent(/^2\.142,00\s€$/);
    await expect(canvas.getByRole('link', { name: 'Alle offenen Posten des Kunden' })).toHaveAttribute(
      'href',
      '/dashboard?bereich=offene-posten&kunde=1',
    );
    await expect(canvas.queryByText(/weitere?$/)).toBeNull();
  },
};

/** More items than the page shows: it says how many more, and the link leads to them. */
export const MoreThanShown: Story = {
  name: 'Mehr als angezeigt',
  args: { items: firstOf(OPEN_ITEM_ROWS, 3), sums: loadedQuery(openItemSumsOf(OPEN_ITEM_ROWS)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByText('und 7 weitere')).toBeVisible();
  },
};

/** A credit of the client's: "Guthaben", and a sum below zero. */
export const Credit: Story = {
  name: 'Guthaben',
  args: {
    items: firstOf(OPEN_ITEM_ROWS.filter((row) => row.offen < 0)),
    sums: loadedQuery(openItemSumsOf(OPEN_ITEM_ROWS.filter((row) => row.offen < 0))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Guthaben')).toBeVisible();
    const sums = within(canvas.getByLabelText('Summe der offenen Posten des Kunden'));
    await expect(sums.getByText('Offen').nextElementSibling).toHaveTextContent(/^-238,00\s€$/);
  },
};

/** Nothing open: no sums, no link. */
export const Empty: Story = {
  name: 'Leer',
  args: { items: firstOf([]), sums: loadedQuery(openItemSumsOf([])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Keine offenen Posten.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Alle offenen Posten des Kunden' })).toBeNull();
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { items: loadingQuery(), sums: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toBeVisible();
  },
};

const onRetry = fn(() => Promise.resolve());

export const Error: Story = {
  name: 'Fehler',
  args: { items: failedQuery(new TypeError('Failed to fetch'), onRetry), sums: loadingQuery() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Datendienst ist nicht erreichbar.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

/** A six-figure amount and 240 days stay whole at 390 px; the table scrolls inside its box. */
export const NarrowWidth: Story = {
  name: 'Schmal',
  args: { items: firstOf(OPEN_ITEM_LONG_ROWS), sums: loadedQuery(openItemSumsOf(OPEN_ITEM_LONG_ROWS)) },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/128\.440,35\s€/)).toBeInTheDocument();
  },
};

export const SmallWindow: Story = {
  name: 'Kleines Fenster',
  args: NarrowWidth.args,
  globals: { viewport: { value: 'small' } },
};

export const WideWindow: Story = {
  name: 'Breites Fenster',
  args: NarrowWidth.args,
  globals: { viewport: { value: 'wide' } },
};
