import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFaults } from '@waldmonitor/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { allClientsReads, clientReads, recordFromStart as recordClientReads } from '../../../testing/allClientsReads';
import { connectedPageAt } from '../../../testing/ConnectedStory';
import { recordFetch } from '../../../testing/recordFetch';
import { DashboardPage } from '../DashboardPage';

const meta = {
  title: 'Screens/Back office/Rechnungen und Angebote · verbunden (OffersAndInvoicesSection)',
  component: DashboardPage,
  ...connectedPageAt('/dashboard?bereich=rechnungen'),
  // Every story: no read of every client (a_get_all_clients without `limit`, 630 kB at 2,000 clients).
  beforeEach: recordClientReads,
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 8000 };
/** The list's count, once the list has loaded. */
const listCount = (canvasElement: HTMLElement, text: RegExp) => within(canvasElement).findByText(text, {}, slow);
let fetches: ReturnType<typeof recordFetch> | null = null;
/** Records from before the page mounts, so the first reads are asserted too. */
const recordFromStart = () => {
  fetches = recordFetch();
  return () => fetches?.restore();
};

/** Searches a client by `words` and chooses it by id once the service's matches have filled the select. */
async function selectClient(container: HTMLElement, words: string, id: string) {
  const field = within(container).getByRole('combobox', { name: /^Kunde/ });
  await userEvent.click(field);
  await userEvent.type(field, words);
  const listbox = document.getElementById(field.getAttribute('aria-controls') ?? '')!;
  // The service's matches, not the first page shown before them: every option holds the words.
  await waitFor(() => {
    const options = [...listbox.querySelectorAll('[role="option"]')];
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((option) => option.textContent?.toLowerCase().includes(words))).toBe(true);
  }, slow);
  await waitFor(() => expect(listbox.querySelector(`[data-value="${id}"]`)).not.toBeNull(), slow);
  await userEvent.click(listbox.querySelector<HTMLElement>(`[data-value="${id}"]`)!);
}

/** The client reads sent: searches and reads by id (`limit=`), never one of every client. */
async function onlyPagedClientReads() {
  await expect(clientReads().length).toBeGreaterThan(0);
  await expect(allClientsReads()).toEqual([]);
}

/**
 * One page of GET /rechnung_liste (25 rows, newest number first as a_get_invoices ordered),
 * counted; the sums from a_get_invoice_totals with the list's filters, never from the rows.
 */
export const Default: Story = {
  name: 'Standard',
  beforeEach: recordFromStart,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listCount(canvasElement, /^60 Rechnungen$/);
    // The rows are drawn as far as the window reaches (VirtualRows); the page's size is what
    // the paging says and what was asked for (limit=25).
    await expect(canvas.getByRole('navigation', { name: /: Seiten$/ })).toHaveTextContent(
      'Seite 1 von 3 · 60 Einträge',
    );
    await expect(canvas.getAllByRole('row').length).toBeGreaterThan(5);
    await expect(fetches?.to('/rechnung_liste').map((r) => [r.method, r.path.split('?')[1], r.body])).toEqual([
      ['GET', 'order=id.desc&limit=25&offset=0', undefined],
    ]);
    await waitFor(() => expect(canvas.getByLabelText('Summe aller Rechnungen')).toBeVisible(), slow);
    await expect(fetches?.to('/rpc/a_get_invoice_totals').map((r) => r.body)).toEqual([
      { suche: '', client_id: null, von: null, bis: null, archiviert: null },
    ]);
    await onlyPagedClientReads();
  },
};

/**
 * The client filter searches the service (the first 20 matches of the name or place); the
 * chosen client filters the list and the sums by `client_id=eq.`.
 */
export const ClientFilterSearched: Story = {
  name: 'Kundenfilter mit Suche',
  beforeEach: recordFromStart,
  play: async ({ canvasElement }) => {
    await listCount(canvasElement, /^60 Rechnungen$/);
    await selectClient(canvasElement, 'calw', '3');
    await waitFor(
      () =>
        expect(clientReads().some((r) => decodeURIComponent(r.path).includes('name_suche=ilike.*calw*'))).toBe(true),
      slow,
    );
    await waitFor(
      () =>
        expect(
          fetches
            ?.to('/rechnung_liste')
            .some((r) => new URLSearchParams(r.path.split('?')[1]).get('client_id') === 'eq.3'),
        ).toBe(true),
      slow,
    );
    await waitFor(
      () => expect(fetches?.to('/rpc/a_get_invoice_totals').at(-1)?.body).toMatchObject({ client_id: '3' }),
      slow,
    );
    await expect(allClientsReads()).toEqual([]);
  },
};

/** Filters, search, sort and page of the address become the service's query and the sums' arguments. */
export const FilteredFromAddress: Story = {
  name: 'Gefiltert aus der Adresse',
  parameters: {
    router: {
      initialEntries: ['/dashboard?bereich=rechnungen&suche=e&kunde=3&archiv=nein&von=2025-01-01&sortierung=datum'],
    },
  },
  beforeEach: recordFromStart,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listCount(canvasElement, /^\d+ Rechnung(en)?$/);
    await expect(canvas.getByRole('combobox', { name: 'Archiv' })).toHaveValue('nein');
    await expect(canvas.getByLabelText('Datum von')).toHaveValue('2025-01-01');
    await expect(canvas.getByRole('columnheader', { name: /Datum/ })).toHaveAttribute('aria-sort', 'ascending');
    const query = new URLSearchParams(fetches?.to('/rechnung_liste')[0]?.path.split('?')[1]);
    await expect(query.get('client_id')).toBe('eq.3');
    await expect(query.get('archiviert')).toBe('is.false');
    await expect(query.get('rn_datum')).toBe('gte.2025-01-01');
    await expect(query.get('suche')).toBe('ilike.*e*');
    await expect(query.get('order')).toBe('rn_datum.asc,id.asc');
    await waitFor(() => expect(fetches?.to('/rpc/a_get_invoice_totals')).toHaveLength(1), slow);
    await expect(fetches?.to('/rpc/a_get_invoice_totals')[0]?.body).toEqual({
      suche: 'e',
      client_id: '3',
      von: '2025-01-01',
      bis: null,
      archiviert: false,
    });
    // The filtered client is shown by its name, read on its own when not among the first matches.
    await waitFor(
      () => expect(canvas.getByRole('combobox', { name: 'Kunde' })).toHaveDisplayValue(/^Stadt Calw/),
      slow,
    );
    await expect(allClientsReads()).toEqual([]);
  },
};

/** "Rechnung anlegen": a_add_invoice {client_id, rn_datum, le_date, ust_satz} (id and rate as text); the editor opens. */
export const AddInvoice: Story = {
  name: 'Rechnung anlegen',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listCount(canvasElement, /^60 Rechnungen$/);
    const recorded = recordFetch();
    try {
      await userEvent.click(canvas.getAllByRole('button', { name: 'Rechnung anlegen' })[0] as HTMLElement);
      const dialog = await screen.findByRole('dialog', { name: 'Rechnung anlegen' }, slow);
      await waitFor(() => expect(within(dialog).getByLabelText(/Rechnungsdatum/)).not.toHaveValue(''), slow);
      await selectClient(dialog, 'calw', '3');
      const rnDatum = (within(dialog).getByLabelText(/Rechnungsdatum/) as HTMLInputElement).value;
      await userEvent.click(within(dialog).getByRole('button', { name: 'Rechnung anlegen' }));
      await canvas.findByRole('heading', { level: 1, name: 'Rechnung 61' }, slow);
      // Read again after the new invoice, which moved the minimum.
      for (const request of recorded.to('/rpc/a_get_min_rn_datum_for_new_invoice'))
        await expect(request.body).toEqual({});
      await expect(recorded.to('/rpc/a_add_invoice').map((r) => r.body)).toEqual([
        { client_id: '3', rn_datum: rnDatum, le_date: rnDatum, ust_satz: '19' },
      ]);
      await expect(allClientsReads()).toEqual([]);
    } finally {
      recorded.restore();
    }
  },
};

export const Offers: Story = {
  name: 'Angebote',
  parameters: { router: { initialEntries: ['/dashboard?bereich=angebote&status=angenommen'] } },
  beforeEach: recordFromStart,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listCount(canvasElement, /^\d+ Angebot(e)?$/);
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('angenommen');
    await expect(fetches?.to('/angebot_liste').map((r) => decodeURIComponent(r.path.split('?')[1] ?? ''))).toEqual([
      'status=eq.angenommen&order=id.desc&limit=25&offset=0',
    ]);
    await waitFor(() => expect(fetches?.to('/rpc/a_get_offer_totals')).toHaveLength(1), slow);
    await expect(fetches?.to('/rpc/a_get_offer_totals')[0]?.body).toEqual({
      suche: '',
      client_id: null,
      von: null,
      bis: null,
      status: 'angenommen',
    });
  },
};

/** "Angebot anlegen": a_get_min_an_datum_for_new_offer {} gives the earliest date; a_add_offer {client_id, an_datum, ust_satz}. */
export const AddOffer: Story = {
  name: 'Angebot anlegen',
  parameters: { router: { initialEntries: ['/dashboard?bereich=angebote'] } },
  beforeEach: recordFromStart,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listCount(canvasElement, /^40 Angebote$/);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Angebot anlegen' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Angebot anlegen' }, slow);
    await waitFor(() => expect(fetches?.to('/rpc/a_get_min_an_datum_for_new_offer')).toHaveLength(1), slow);
    await expect(fetches?.to('/rpc/a_get_min_an_datum_for_new_offer')[0]?.body).toEqual({});
    await selectClient(dialog, 'freiburg', '2');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Umsatzsteuersatz' }), '7');
    const anDatum = (within(dialog).getByLabelText(/Angebotsdatum/) as HTMLInputElement).value;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Angebot anlegen' }));
    await canvas.findByRole('heading', { level: 1, name: 'Angebot 41' }, slow);
    await expect(fetches?.to('/rpc/a_add_offer').map((r) => r.body)).toEqual([
      { client_id: '2', an_datum: anDatum, ust_satz: '7' },
    ]);
    await onlyPagedClientReads();
  },
};

export const Loading: Story = {
  name: 'Lädt',
  parameters: { msw: { handlers: withFaults({ getRechnungListe: { latencyMs: 60_000 } }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Alle Rechnungen' }, slow)).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Error: Story = {
  name: 'Fehler',
  parameters: {
    msw: { handlers: withFaults({ getRechnungListe: { status: 500, message: 'Datenbank nicht erreichbar.' } }) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Erneut/ }, slow)).toBeInTheDocument();
  },
};
