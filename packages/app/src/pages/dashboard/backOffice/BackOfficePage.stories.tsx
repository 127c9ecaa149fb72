import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFaults } from '@waldmonitor/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { connectedPageAt } from '../../../testing/ConnectedStory';
import { recordFetch } from '../../../testing/recordFetch';
import { DashboardPage } from '../DashboardPage';

const meta = {
  title: 'Screens/Back office/Bereiche · verbunden (BackOfficePage)',
  component: DashboardPage,
  ...connectedPageAt('/dashboard'),
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('navigation', { name: 'Bereiche der Verwaltung' });

/** Administrators land in the back office's overview: only sections that have content. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const sections = within(await nav(canvasElement));
    await expect(sections.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Übersicht',
      'Kunden',
      'Angebote',
      'Rechnungen',
      'Offene Posten',
      'Mahnwesen',
      'Buchhaltung',
      'Prognose',
      'Kataster',
      'Käferfunde',
      'Postausgang',
    ]);
    await expect(sections.getByRole('link', { name: 'Übersicht' })).toHaveAttribute('aria-current', 'page');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Übersicht' })).toBeInTheDocument();
    // Three users of the seed wait for a decision on their expert request.
    await expect(await canvas.findByRole('link', { name: /offene Anfragen entscheiden/ })).toHaveAttribute(
      'href',
      '/users/index?tab=anfragen',
    );
    await expect(await canvas.findByRole('link', { name: /32\s*Kunden/ })).toBeInTheDocument();
    // The money from a_get_billing_overview: the overdue tile leads to the overdue open items.
    await expect(await canvas.findByRole('link', { name: /Überfällig\s*\d+ Rechnung/ })).toHaveAttribute(
      'href',
      '/dashboard?bereich=offene-posten&alter=ueberfaellig',
    );
  },
};

let overviewFetches: ReturnType<typeof recordFetch> | null = null;

/**
 * The overview's figures are counted by the data service: `limit=0` with `Prefer:
 * count=exact` answers no rows, only the total, so the landing page does not load every
 * user and every sighting to show two numbers.
 */
export const OverviewCountsOnTheService: Story = {
  name: 'Übersicht zählt beim Dienst',
  beforeEach: () => {
    overviewFetches = recordFetch();
    return () => overviewFetches?.restore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /offene Anfragen entscheiden/ })).toBeInTheDocument();
    await canvas.findByText('Offene Prüfungen');
    const paths = (overviewFetches?.requests ?? []).map((request) => decodeURIComponent(request.path));
    await expect(paths).toContain('/data/benutzer?app_status=eq.ogf_expert_query&limit=0&offset=0');
    await expect(paths).toContain('/data/kaefer_liste?status=in.(gemeldet,in_pruefung,bestaetigt)&limit=0&offset=0');
    await expect(paths.some((path) => path.startsWith('/data/rpc/a_get_all_users'))).toBe(false);
    // The clients are counted, and only those needing attention are read, one page of them.
    const clientReads = paths.filter((path) => path.startsWith('/data/rpc/a_get_all_clients'));
    await expect(clientReads).toContain('/data/rpc/a_get_all_clients?kataster_status=is.true&limit=0&offset=0');
    await expect(clientReads.every((path) => /[?&]limit=(0|25)&/.test(path))).toBe(true);
  },
};

export const ClientsList: Story = {
  name: 'Kundenliste nach Bundesland',
  parameters: { router: { initialEntries: ['/dashboard?bereich=kunden'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('32 Kunden'));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bundesland' }), 'SN');
    // The service's total of the filter (the list no longer loads every client to say "von 32").
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^2 Kunden$/));
  },
};

/** "Kunde anlegen": a bad PLZ gets its message; fixed, a_add_client is sent and the new client opens. */
export const CreateClient: Story = {
  name: 'Kunde anlegen',
  parameters: { router: { initialEntries: ['/dashboard?bereich=kunden'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Kunde anlegen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Kunde anlegen' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Forstbetrieb Wermsdorfer Wald');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Straße und Hausnummer' }), 'Altes Jagdschloss 1');
    const plz = dialog.getByRole('textbox', { name: 'PLZ' });
    await userEvent.type(plz, '4779');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Ort' }), 'Wermsdorf');
    const fetches = recordFetch();
    try {
      await userEvent.click(dialog.getByRole('button', { name: 'Kunde anlegen' }));
      await expect(plz).toHaveAccessibleDescription(/Die Postleitzahl hat fünf Ziffern/);
      await expect(fetches.to('/rpc/a_add_client')).toEqual([]);
      await userEvent.clear(plz);
      await userEvent.type(plz, '04779');
      await userEvent.click(dialog.getByRole('button', { name: 'Kunde anlegen' }));
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Forstbetrieb Wermsdorfer Wald' }),
      ).toBeInTheDocument();
      await expect(fetches.to('/rpc/a_add_client').map((request) => request.body)).toEqual([
        { name: 'Forstbetrieb Wermsdorfer Wald', strasse: 'Altes Jagdschloss 1', plz: '04779', ort: 'Wermsdorf' },
      ]);
      await expect(fetches.to('/rpc/a_get_client_details').at(-1)?.body).toEqual({ client_id: '33' });
    } finally {
      fetches.restore();
    }
  },
};

export const KatasterOverview: Story = {
  name: 'Katasterübersicht',
  // A search in the address: the list pages on the service, Stadt Calw need not be on page 1.
  parameters: { router: { initialEntries: ['/dashboard?bereich=kataster&suche=Calw'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The section loads its own chunk on first opening, then its data.
    await expect(await canvas.findByText(/von 32 Kunden mit Kataster/, {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: 'Stadt Calw' })).toHaveAttribute(
      'href',
      '/dashboard?bereich=kunden&id=3',
    );
    // The charts come in their own chunk with echarts: the first load may take a while.
    const table = await canvas.findByRole('table', { name: 'Einmessung: Objekte' }, { timeout: 10_000 });
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ausmündungen', 'Schächte', 'Schluckbrunnen', 'Summe']);
  },
};

export const ClientsFail: Story = {
  name: 'Laden der Kunden scheitert',
  parameters: {
    router: { initialEntries: ['/dashboard?bereich=kunden'] },
    msw: { handlers: withFaults({ a_get_all_clients: { status: 500, message: 'Datenbank nicht erreichbar.' } }) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Meldung des Dienstes: Datenbank nicht erreichbar.'),
    ).toBeInTheDocument();
  },
};

/** Opening the Kataster section reads one page of the overview, its counts, the four survey views and the lengths by erfq. */
export const KatasterReads: Story = {
  name: 'Kataster lädt eine Seite und Zahlen',
  play: async ({ canvasElement }) => {
    const sections = within(await nav(canvasElement));
    const fetches = recordFetch();
    try {
      await userEvent.click(sections.getByRole('link', { name: 'Kataster' }));
      await within(canvasElement).findByRole('table', { name: 'Einmessung: Objekte' }, { timeout: 10_000 });
      // The first page (cadastre first) and two counts (every client, those with the cadastre), no more.
      await expect(fetches.queriesTo('/rpc/a_get_kataster_overview').sort()).toEqual([
        'kataster_status=is.true&limit=0&offset=0',
        'limit=0&offset=0',
        'order=kataster_status.desc,client_id.desc&limit=25&offset=0',
      ]);
      await within(canvasElement).findByRole(
        'table',
        { name: 'Dränagelänge nach Erfassungsquelle (alle Kunden)' },
        { timeout: 10_000 },
      );
      await expect(fetches.to('/drae_laenge_nach_erfq').map((request) => request.method)).toEqual(['GET']);
      for (const view of [
        'ausm_einmessung_uebersicht',
        'scha_einmessung_uebersicht',
        'schl_einmessung_uebersicht',
        'drae_einmessung_uebersicht',
      ]) {
        await expect(fetches.to(`/${view}`).map((request) => request.method)).toEqual(['GET']);
      }
    } finally {
      fetches.restore();
    }
  },
};
