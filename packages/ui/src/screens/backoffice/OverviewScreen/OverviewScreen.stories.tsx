import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { BillingOverviewRow } from '../../../model/contract/rpc/billing';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { LONG_NAME_CLIENT, STORY_CLIENTS, storyClient } from '../storyData';
import { OverviewScreen } from './OverviewScreen';

/** What a_get_billing_overview answers on a day with money open, some of it overdue. */
const MONEY: BillingOverviewRow = {
  offen_cent: 1_845_060,
  offen_anzahl: 14,
  ueberfaellig_cent: 523_810,
  ueberfaellig_anzahl: 5,
  eingang_monat_cent: 731_400,
  umsatz_jahr_cent: 12_904_275,
};

const meta = {
  title: 'Screens/Back office/Übersicht (OverviewScreen)',
  component: OverviewScreen,
  args: {
    clients: loadedQuery(STORY_CLIENTS),
    expertRequests: 3,
    figures: [
      { label: 'Kunden', value: 32, href: '/dashboard?bereich=kunden' },
      { label: 'Kunden mit Kataster', value: 19, href: '/dashboard?bereich=kataster' },
    ],
    billing: loadedQuery(MONEY),
  },
  parameters: {
    leitfaden: {
      zweck:
        'Die „Übersicht“, der erste Bereich der Verwaltung: Kennzahlen mit Links, die Beträge (offen, überfällig, Zahlungseingang des Monats, Umsatz des Jahres), offene Expertenanfragen und Kunden ohne passendes Bundesland oder Koordinatensystem.',
      rollen: ['Administrator'],
      spezifikation: 'requirements §2 (Back office › Übersicht), §7 a_get_billing_overview, a_get_all_clients',
      tun: [
        'Jede Zahl dorthin verlinken, wo an ihr gearbeitet wird.',
        'Die Beträge für sich laden: Scheitern sie, bleibt der Rest der Übersicht nutzbar und „Erneut versuchen“ steht an ihrer Stelle.',
      ],
      lassen: [
        'Keine Zeilen laden, nur um sie zu zählen: Die Zahlen kommen vom Datendienst.',
        'Einen überfälligen Betrag von null nicht als Warnung hervorheben.',
      ],
    },
  },
} satisfies Meta<typeof OverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn(() => Promise.resolve());

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '3 offene Anfragen entscheiden' })).toHaveAttribute(
      'href',
      '/users/index?tab=anfragen',
    );
    await expect(canvas.getByRole('link', { name: 'Wasser- und Bodenverband Aller-Örtze' })).toHaveAttribute(
      'href',
      '/dashboard?bereich=kunden&id=4',
    );
    await expect(canvas.getByText('Bundesland fehlt, EPSG fehlt')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /32\s*Kunden/ })).toHaveAttribute(
      'href',
      '/dashboard?bereich=kunden',
    );
  },
};

/** More clients need attention than the service sent: the list says how many more. */
export const MoreThanShown: Story = {
  name: 'Mehr als angezeigt',
  args: { moreClients: 1234 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('und 1.234 weitere Kunden')).toBeInTheDocument();
  },
};

export const NothingToDo: Story = {
  name: 'Nichts zu tun',
  args: { clients: loadedQuery([storyClient({ client_id: 1 })]), expertRequests: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Keine offenen Anfragen.')).toBeInTheDocument();
    await expect(canvas.getByText('Alle Kunden haben Bundesland und Koordinatensystem.')).toBeInTheDocument();
  },
};

/**
 * The money tiles: open and overdue with their invoices' count, this month's payments and this
 * year's net revenue, each linked to where its money is worked on.
 */
export const MoneyTiles: Story = {
  name: 'Forderungen und Umsatz',
  play: async ({ canvasElement }) => {
    const money = within(within(canvasElement).getByRole('region', { name: 'Forderungen und Umsatz' }));
    await expect(money.getByRole('link', { name: /^18\.450,60\s€\s*Offen\s*14 Rechnungen$/ })).toHaveAttribute(
      'href',
      '/dashboard?bereich=offene-posten',
    );
    await expect(money.getByRole('link', { name: /5\.238,10\s€\s*Überfällig\s*5 Rechnungen/ })).toHaveAttribute(
      'href',
      '/dashboard?bereich=offene-posten&alter=ueberfaellig',
    );
    await expect(money.getByRole('link', { name: /7\.314,00\s€\s*Zahlungseingang diesen Monat/ })).toHaveAttribute(
      'href',
      '/dashboard?bereich=rechnungen',
    );
    await expect(money.getByRole('link', { name: /129\.042,75\s€\s*Umsatz laufendes Jahr \(netto\)/ })).toHaveAttribute(
      'href',
      '/dashboard?bereich=rechnungen',
    );
  },
};

/** Nothing open, nothing paid yet this year: the tiles show zero, and "Überfällig" is not marked. */
export const MoneyNothingOpen: Story = {
  name: 'Nichts offen, nichts bezahlt',
  args: {
    billing: loadedQuery({
      offen_cent: 0,
      offen_anzahl: 0,
      ueberfaellig_cent: 0,
      ueberfaellig_anzahl: 0,
      eingang_monat_cent: 0,
      umsatz_jahr_cent: 0,
    }),
  },
  play: async ({ canvasElement }) => {
    const money = within(within(canvasElement).getByRole('region', { name: 'Forderungen und Umsatz' }));
    await expect(money.getByRole('link', { name: /Überfällig\s*0 Rechnungen/ })).toHaveTextContent('0,00');
  },
};

/** The money loads on its own: the rest of the overview is there meanwhile. */
export const MoneyLoading: Story = {
  name: 'Beträge werden geladen',
  args: { billing: loadingQuery() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const money = within(canvas.getByRole('region', { name: 'Forderungen und Umsatz' }));
    await expect(money.getByRole('status', { name: 'Beträge werden geladen …' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '3 offene Anfragen entscheiden' })).toBeVisible();
  },
};

/** The money failed alone: its message and "Erneut versuchen" stand in its place, the rest stays. */
export const MoneyError: Story = {
  name: 'Laden der Beträge scheitert',
  args: { billing: failedQuery(new TypeError('Failed to fetch'), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const money = within(canvas.getByRole('region', { name: 'Forderungen und Umsatz' }));
    await expect(money.getByRole('alert')).toHaveTextContent('Der Datendienst ist nicht erreichbar.');
    await userEvent.click(money.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: /32\s*Kunden/ })).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { clients: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toBeVisible();
  },
};

export const Error: Story = {
  name: 'Fehler',
  args: { clients: failedQuery(new TypeError('Failed to fetch'), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Datendienst ist nicht erreichbar.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: { clients: loadedQuery([{ ...LONG_NAME_CLIENT, epsg: null }, ...STORY_CLIENTS]) },
};

/** 390 px: the money tiles one below the other, the amounts whole. */
export const NarrowWidth: Story = {
  name: 'Schmal',
  args: LongGermanText.args,
  globals: { viewport: { value: 'phone' } },
};

/** 800 px: two tiles a row. */
export const SmallWindow: Story = {
  name: 'Kleines Fenster',
  globals: { viewport: { value: 'small' } },
};

/** 1440 px: the four money tiles in one row. */
export const WideWindow: Story = {
  name: 'Breites Fenster',
  globals: { viewport: { value: 'wide' } },
};
