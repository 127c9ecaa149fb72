import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFaults } from '@waldmonitor/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { connectedPageAt } from '../../../testing/ConnectedStory';
import { recordFetch } from '../../../testing/recordFetch';
import { DashboardPage } from '../DashboardPage';

const meta = {
  title: 'Screens/Back office/Einmessung – Diagramm · verbunden (ClientSurveyCharts)',
  component: DashboardPage,
  ...connectedPageAt('/dashboard?bereich=kunden&id=3'),
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name });

const slow = { timeout: 10_000 };

/** The row headers of a chart's table alternative, named by its title. */
const rowHeaders = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('table', { name }, slow))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/**
 * Opened from the list, the client's page reads its survey (ids as text) and shows it as charts
 * with tables: its own drainage lengths, never every client's.
 */
export const SurveyCharts: Story = {
  name: 'Einmessung als Diagramme',
  parameters: { router: { initialEntries: ['/dashboard?bereich=kunden'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fetches = recordFetch();
    try {
      await userEvent.click(await canvas.findByText('Stadt Calw'));
      await heading(canvasElement, 'Stadt Calw');
      // The charts come in their own chunk with echarts: the first load may take a while.
      const table = await canvas.findByRole('table', { name: 'Objekte vermessen und vermutet' }, { timeout: 10_000 });
      await expect(
        within(table)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Ausmündungen', 'Schächte', 'Schluckbrunnen', 'Einläufe', 'Summe']);
      await canvas.findByRole('table', { name: 'Dränagelänge nach Erfassungsquelle' }, slow);
      await canvas.findByRole('table', { name: 'Dränagelänge nach Querschnitt' }, slow);
      await expect(canvas.queryByText(/alle Kunden/i)).toBeNull();
      for (const call of [
        'a_get_ausm_overview_vermessen',
        'a_get_schae_overview_vermessen',
        'a_get_schlu_overview_vermessen',
        'a_get_einl_overview_vermessen',
        'a_get_drae_overview_vermessen',
        'a_get_draenage_overview_erfq',
        'a_get_draenage_overview_qdt',
      ]) {
        await expect(fetches.to(`/rpc/${call}`).map((request) => request.body)).toEqual([{ client_id: '3' }]);
      }
      for (const call of ['a_get_client_details', 'a_get_appusers_from_client', 'a_get_users_from_client']) {
        await expect(fetches.to(`/rpc/${call}`).map((request) => request.body)).toEqual([{ client_id: '3' }]);
      }
      await expect(fetches.to('/rpc/a_get_apus_team_from_client').map((request) => request.body)).toEqual([{}]);
      // Every client's lengths are the Kataster section's, not this page's.
      await expect(fetches.to('/drae_laenge_qdt_nach_aop')).toEqual([]);
      await expect(fetches.to('/drae_laenge_nach_erfq')).toEqual([]);
    } finally {
      fetches.restore();
    }
  },
};

/** A failed overview shows at its chart, with the service's message; the rest of the page stays. */
export const OverviewFails: Story = {
  name: 'Laden der Übersicht scheitert',
  parameters: {
    msw: {
      handlers: withFaults({
        a_get_schae_overview_vermessen: { status: 500, message: 'Kataster-Datenbank nicht erreichbar.' },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Stadt Calw');
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Objekte vermessen und vermutet konnte nicht geladen werden.', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('switch', { name: 'Kataster für diesen Kunden' })).toBeInTheDocument();
  },
};

/** The page waits for its drainage lengths: each chart says it is loading. */
export const Loading: Story = {
  name: 'Lädt',
  parameters: {
    msw: {
      handlers: withFaults({
        a_get_draenage_overview_erfq: { latencyMs: 60_000 },
        a_get_draenage_overview_qdt: { latencyMs: 60_000 },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Stadt Calw');
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('status', { name: 'Dränagelänge nach Erfassungsquelle wird geladen …' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Dränagelänge nach Querschnitt wird geladen …' })).toBeVisible();
  },
};

/** A failed drainage length shows the service's message at its chart; the client's other charts stay. */
export const LengthFails: Story = {
  name: 'Laden der Längen scheitert',
  parameters: {
    msw: {
      handlers: withFaults({
        a_get_draenage_overview_qdt: { status: 500, message: 'Kataster-Datenbank nicht erreichbar.' },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Stadt Calw');
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Dränagelänge nach Querschnitt konnte nicht geladen werden.', {}, slow),
    ).toBeInTheDocument();
    await expect(await canvas.findByRole('table', { name: 'Dränagelänge nach Erfassungsquelle' }, slow)).toBeVisible();
  },
};

/** Creates a client through "Kunde anlegen" (the story's database is the snapshot again afterwards). */
const createClient = async (canvasElement: HTMLElement, name: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Kunde anlegen' }, slow));
  const dialog = within(await screen.findByRole('dialog', { name: 'Kunde anlegen' }));
  await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), name);
  await userEvent.type(dialog.getByRole('textbox', { name: 'Straße und Hausnummer' }), 'Altes Jagdschloss 1');
  await userEvent.type(dialog.getByRole('textbox', { name: 'PLZ' }), '04779');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Ort' }), 'Wermsdorf');
  await userEvent.click(dialog.getByRole('button', { name: 'Kunde anlegen' }));
  await heading(canvasElement, name);
};

/** Both drainage charts show the client's empty state (they load one after the other). */
const bothEmpty = (canvasElement: HTMLElement) =>
  waitFor(
    () =>
      expect(within(canvasElement).getAllByText('Für diesen Kunden sind noch keine Dränagen erfasst.')).toHaveLength(2),
    slow,
  );

/** A new client has no drainage yet: its own empty state, in German, not every client's metres. */
export const NewClientEmpty: Story = {
  name: 'Neuer Kunde ohne Einmessung',
  parameters: { router: { initialEntries: ['/dashboard?bereich=kunden'] } },
  play: async ({ canvasElement }) => {
    await createClient(canvasElement, 'Forstbetrieb Wermsdorfer Wald');
    const canvas = within(canvasElement);
    await bothEmpty(canvasElement);
    await expect(canvas.queryByRole('table', { name: /Dränagelänge/ })).toBeNull();
    await expect(canvas.queryByText(/alle Kunden/i)).toBeNull();
  },
};

const LONG_NAME = 'Wasser- und Bodenverband Oberschwäbisches Hügelland zwischen Donau und Bodensee';

/** A long German client name: heading and the empty charts wrap inside the page. */
export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  parameters: { router: { initialEntries: ['/dashboard?bereich=kunden'] } },
  play: async ({ canvasElement }) => {
    await createClient(canvasElement, LONG_NAME);
    await bothEmpty(canvasElement);
  },
};

/** 390 px: the charts stack; each keeps its own client's table. */
export const NarrowWidth: Story = {
  name: 'Schmal',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Stadt Calw');
    await expect(await rowHeaders(canvasElement, 'Dränagelänge nach Querschnitt')).toContain('Summe');
  },
};

/** A tablet's width (768 px, the presets' nearest to 800). */
export const TabletWidth: Story = {
  name: 'Tablet',
  globals: { viewport: { value: 'tablet' } },
  play: NarrowWidth.play,
};

/** A desktop (1280 px, the widest preset): the charts side by side. */
export const DesktopWidth: Story = {
  name: 'Desktop',
  globals: { viewport: { value: 'desktop' } },
  play: NarrowWidth.play,
};
