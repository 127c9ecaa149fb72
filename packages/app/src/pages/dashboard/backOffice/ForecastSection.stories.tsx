import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFaults } from '@waldmonitor/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { connectedPageAt } from '../../../testing/ConnectedStory';
import { recordFetch } from '../../../testing/recordFetch';
import { DashboardPage } from '../DashboardPage';

/** The seed's forecasts run from 2024-01 to 2027-06: the current year always has some. */
const YEAR = new Date().getFullYear();

const meta = {
  title: 'Screens/Back office/Prognose · verbunden (ForecastSection)',
  component: DashboardPage,
  ...connectedPageAt('/dashboard?bereich=prognose'),
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The year's list once its first page is in (the table shows while the page loads). */
const table = async (canvasElement: HTMLElement) => {
  const list = within(
    await within(canvasElement).findByRole('table', { name: `Prognosen ${YEAR}` }, { timeout: 10000 }),
  );
  await list.findAllByRole('button', { name: /bearbeiten$/ }, { timeout: 10000 });
  return list;
};
const dialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 5000 });

let fetches: ReturnType<typeof recordFetch> | null = null;
/** Records from before the page mounts, so the first reads are asserted too. */
const recordFromStart = () => {
  fetches = recordFetch();
  return () => fetches?.restore();
};

/**
 * The year's first page, its sum, and the chart: forecasts against the invoiced net per month,
 * summed by the service (a_get_invoiced_per_month for the year), never every invoice.
 */
export const Default: Story = {
  name: 'Standard',
  beforeEach: recordFromStart,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = (await table(canvasElement)).getAllByRole('row');
    // The list is virtualised: only the rows in view are in the page.
    await expect(rows.length).toBeGreaterThan(10);
    const sections = within(canvas.getByRole('navigation', { name: 'Bereiche der Verwaltung' }));
    await expect(sections.getByRole('link', { name: 'Prognose' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Prognose' })).toBeInTheDocument();
    // The sum comes with an answer of its own, which may arrive after the list's.
    await expect(await canvas.findByText(new RegExp(`^Summe ${YEAR}: .* in \\d+ Prognosen$`))).toBeInTheDocument();
    // The chart comes with its own chunk (echarts) and compares with the invoiced months.
    await expect(
      await canvas.findByRole('heading', { name: `Prognose und Abrechnung ${YEAR}` }, { timeout: 10000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(fetches?.to('/rpc/a_get_invoiced_per_month')).toHaveLength(1), { timeout: 10000 });
    await expect(fetches?.to('/rpc/a_get_invoiced_per_month')[0]?.body).toEqual({ jahr: YEAR });
    // The months come summed by the service: no invoice rows are read, by either name.
    await expect(fetches?.to('/rpc/a_get_invoices')).toEqual([]);
    await expect(fetches?.to('/rechnung_liste')).toEqual([]);
  },
};

/** "Prognose anlegen" sends a_insert_prognose {datum, betrag, art}; the new row shows (early in the year, so in view). */
export const AddForecast: Story = {
  name: 'Prognose anlegen',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Prognose anlegen' }));
    const form = within(await dialog('Prognose anlegen'));
    await userEvent.type(form.getByLabelText(/Datum/), `${YEAR}-01-02`);
    await userEvent.type(form.getByRole('textbox', { name: /Betrag/ }), '4.250,5');
    await userEvent.type(form.getByRole('combobox', { name: /Art der Leistung/ }), 'Gutachten Sturmholz');
    const fetches = recordFetch();
    try {
      await userEvent.click(form.getByRole('button', { name: 'Prognose anlegen' }));
      await expect(
        await (await table(canvasElement)).findByRole('row', { name: /Gutachten Sturmholz/ }, { timeout: 5000 }),
      ).toHaveTextContent('4.250,50 €');
      await expect(fetches.to('/rpc/a_insert_prognose').map((request) => request.body)).toEqual([
        { datum: `${YEAR}-01-02`, betrag: 4250.5, art: 'Gutachten Sturmholz' },
      ]);
    } finally {
      fetches.restore();
    }
  },
};

/** Editing sends a_update_prognose with the id as text (requirements §7) and the changed fields. */
export const EditForecast: Story = {
  name: 'Prognose bearbeiten',
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    const [edit] = rows.getAllByRole('button', { name: /bearbeiten$/ });
    await userEvent.click(edit!);
    const form = within(await dialog('Prognose bearbeiten'));
    const amount = form.getByRole('textbox', { name: /Betrag/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.345,67');
    const fetches = recordFetch();
    try {
      await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(fetches.to('/rpc/a_update_prognose')).toHaveLength(1), { timeout: 5000 });
      const [sent] = fetches.to('/rpc/a_update_prognose');
      await expect(sent?.body).toEqual({
        prognose_id: expect.stringMatching(/^\d+$/),
        datum: `${YEAR}-01-01`,
        betrag: 12345.67,
        art: expect.any(String),
      });
      await expect(
        await (await table(canvasElement)).findByRole('row', { name: /12\.345,67/ }, { timeout: 5000 }),
      ).toBeInTheDocument();
    } finally {
      fetches.restore();
    }
  },
};

/** Deleting asks first; confirmed, a_delete_prognose {prognose_id} is sent and the row goes. */
export const DeleteForecast: Story = {
  name: 'Prognose löschen',
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    const [remove] = rows.getAllByRole('button', { name: /löschen$/ });
    const name = remove!.getAttribute('aria-label') ?? '';
    await userEvent.click(remove!);
    const confirm = await screen.findByRole('alertdialog', { name: 'Prognose löschen?' }, { timeout: 5000 });
    const fetches = recordFetch();
    try {
      await userEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }));
      await waitFor(async () => expect((await table(canvasElement)).queryByRole('button', { name })).toBeNull(), {
        timeout: 5000,
      });
      await expect(fetches.to('/rpc/a_delete_prognose').map((request) => request.body)).toEqual([
        { prognose_id: expect.stringMatching(/^\d+$/) },
      ]);
    } finally {
      fetches.restore();
    }
  },
};

/**
 * The service refuses the delete: the dialog names the forecast that was not deleted; the
 * service's own text (an English database message) is only the details line.
 */
export const DeleteFails: Story = {
  name: 'Löschen scheitert',
  parameters: {
    msw: {
      handlers: withFaults({
        a_delete_prognose: { status: 500, message: 'could not read block 4711 in file "base/16384/24576"' },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    const [remove] = rows.getAllByRole('button', { name: /löschen$/ });
    const [dateCell, artCell] = within(remove!.closest('tr')!).getAllByRole('cell');
    const [art, date] = [artCell?.textContent, dateCell?.textContent];
    await userEvent.click(remove!);
    const confirm = await screen.findByRole('alertdialog', { name: 'Prognose löschen?' }, { timeout: 5000 });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    const alert = await within(confirm).findByRole('alert', undefined, { timeout: 5000 });
    await expect(alert.textContent).toMatch(
      `Die Prognose „${art}“ vom ${date} wurde nicht gelöscht. Der Datendienst hat einen unerwarteten Fehler gemeldet. Bitte versuchen Sie es erneut; bleibt der Fehler, wenden Sie sich an die Administration.Meldung des Dienstes:`,
    );
    await expect(within(alert).getByText(/^Meldung des Dienstes:/)).toHaveTextContent(
      'Meldung des Dienstes: could not read block 4711 in file "base/16384/24576"',
    );
  },
};

/** The service refuses the insert: the dialog keeps the input and shows the service's message. */
export const SaveFails: Story = {
  name: 'Speichern scheitert',
  parameters: {
    msw: { handlers: withFaults({ a_insert_prognose: { status: 400, message: 'Prognosen sind gesperrt.' } }) },
  },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Prognose anlegen' }));
    const form = within(await dialog('Prognose anlegen'));
    await userEvent.type(form.getByLabelText(/Datum/), `${YEAR}-12-01`);
    await userEvent.type(form.getByRole('textbox', { name: /Betrag/ }), '980');
    await userEvent.type(form.getByRole('combobox', { name: /Art der Leistung/ }), 'Beratung');
    await userEvent.click(form.getByRole('button', { name: 'Prognose anlegen' }));
    const alert = await form.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Die Prognose wurde nicht gespeichert.');
    await expect(alert).toHaveTextContent('Prognosen sind gesperrt.');
    await expect(form.getByRole('combobox', { name: /Art der Leistung/ })).toHaveValue('Beratung');
  },
};

export const LoadFails: Story = {
  name: 'Laden scheitert',
  parameters: {
    msw: { handlers: withFaults({ a_get_prognose: { status: 500, message: 'Datenbank nicht erreichbar.' } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Erneut versuchen' }, { timeout: 10000 }),
    ).toBeInTheDocument();
  },
};

/** Kind, sort and page go to the data service as PostgREST's query: the year's dates, one page at a time. */
export const KindAndSortAskTheService: Story = {
  name: 'Art und Sortierung beim Dienst',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    const fetches = recordFetch();
    try {
      // The kinds come with their own answer, which may arrive after the table's.
      const kind = canvas.getByRole('combobox', { name: 'Art' });
      await within(kind).findByRole('option', { name: 'Beratung' });
      await userEvent.selectOptions(kind, 'Beratung');
      const header = canvas.getByRole('columnheader', { name: /Betrag/ });
      await userEvent.click(within(header).getByRole('button'));
      await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
      await waitFor(() =>
        expect(fetches.queriesTo('/rpc/a_get_prognose').at(-1)).toBe(
          `datum=gte.${YEAR}-01-01&datum=lte.${YEAR}-12-31&art=eq.Beratung&order=betrag.asc,id.asc&limit=25&offset=0`,
        ),
      );
      await waitFor(async () => {
        const rows = (await table(canvasElement)).getAllByRole('row').slice(1);
        await expect(rows.every((row) => row.textContent?.includes('Beratung'))).toBe(true);
      });
    } finally {
      fetches.restore();
    }
  },
};

/** A year in the address (`&jahr=`) is a deep link: 2024's forecasts against 2024's invoices. */
export const EarlierYear: Story = {
  name: 'Früheres Jahr',
  parameters: { router: { initialEntries: ['/dashboard?bereich=prognose&jahr=2024'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Prognosen 2024' }, { timeout: 10000 })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Jahr' })).toHaveValue('2024');
    await expect(
      await canvas.findByRole('heading', { name: 'Prognose und Abrechnung 2024' }, { timeout: 10000 }),
    ).toBeInTheDocument();
  },
};
