import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { failedQuery, loadedQuery } from '../../../model/queryState';
import { SurveyChart } from '../../../charts/SurveyChart';
import { invoicedPerMonth, prognoseChart, prognoseMonths } from '../../../model/billing/prognose';
import type { Prognose } from '../../../model/entities';
import type { Column } from '../../../primitives/Table';
import { storyListView, useStoryList } from '../../shared/ListPage/storyList';
import { ForecastScreen, type ForecastFilter, type ForecastScreenProps } from './ForecastScreen';

const KINDS = ['Georeferenzierung', 'Drainagekataster', 'Beratung'];
const PROGNOSE: Prognose[] = Array.from({ length: 12 }, (_, m) =>
  KINDS.map((art, k) => ({
    id: m * KINDS.length + k + 1,
    datum: `2026-${String(m + 1).padStart(2, '0')}-01`,
    betrag: [6500, 9800, 2100.5][k]! + m * 100,
    art,
  })),
).flat();
const INVOICES = [
  { rn_datum: '2026-01-20', netto: 12_400 },
  { rn_datum: '2026-03-11', netto: 17_250.5 },
  { rn_datum: '2026-06-30', netto: 8_900 },
];

/** The chart as the app shows it, from the same model function, without animation. */
function Chart({ prognose, year }: { prognose: readonly Prognose[]; year: number }) {
  return (
    <SurveyChart
      title={`Prognose und Abrechnung ${year}`}
      data={loadedQuery(prognoseChart(prognoseMonths(prognose, invoicedPerMonth(INVOICES, year), year)))}
      categoryHeader="Monat"
      fileName={`prognose-${year}`}
      animate={false}
    />
  );
}

const NO_FILTER: ForecastFilter = { year: 2026, art: '' };
const SORTABLE: Column<Prognose>[] = [
  { key: 'datum', header: 'Datum', sortable: (p) => p.datum, cell: (p) => p.datum },
  { key: 'art', header: 'Art', sortable: (p) => p.art, cell: (p) => p.art },
  { key: 'betrag', header: 'Betrag', sortable: (p) => p.betrag, cell: (p) => p.betrag },
];

/** The forecasts the service finds: the year's, of the kind, with every search word in the kind. */
function findForecasts(all: readonly Prognose[], { year, art }: ForecastFilter, search: string) {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return all.filter(
    (p) =>
      p.datum.startsWith(`${year}-`) &&
      (art === '' || p.art === art) &&
      words.every((word) => p.art.toLowerCase().includes(word)),
  );
}

type StoryProps = ForecastScreenProps & { all?: readonly Prognose[] };

/** The screen with its list in story state, paged from `all`, with the year's sum and chart. */
function StatefulForecastScreen({ all, ...props }: StoryProps) {
  const forecasts = useStoryList(props.forecasts, {
    all,
    find: findForecasts,
    columns: SORTABLE,
    noFilter: NO_FILTER,
    viewKeys: ['year'],
  });
  const { year } = forecasts.filter;
  const ofYear = all ? findForecasts(all, { year, art: '' }, '') : undefined;
  const yearTotal = ofYear && {
    cents: ofYear.reduce((sum, p) => sum + Math.round(p.betrag * 100), 0),
    count: ofYear.length,
  };
  return (
    <ForecastScreen
      {...props}
      forecasts={forecasts}
      yearTotal={yearTotal}
      kinds={[...new Set((ofYear ?? []).map((p) => p.art))]}
      chart={props.chart ? <Chart prognose={ofYear ?? []} year={year} /> : undefined}
    />
  );
}

const START = storyListView<Prognose, ForecastFilter>(NO_FILTER, { key: 'datum', direction: 'asc' }, 25);

const meta = {
  title: 'Screens/Back office/Prognose (ForecastScreen)',
  component: ForecastScreen,
  render: (args) => <StatefulForecastScreen {...args} />,
  args: {
    all: PROGNOSE,
    forecasts: START,
    years: [2027, 2026, 2025],
    kinds: [],
    onAdd: fn(async () => 99),
    onUpdate: fn(async () => null),
    onDelete: fn(async () => null),
  },
  parameters: {
    leitfaden: {
      zweck:
        'Im Bereich „Prognose“ pflegt die Administration die erwarteten Umsätze eines Jahres nach Monat und Art der Leistung: anlegen, bearbeiten und löschen. Dazu die Summe des Jahres und ein Diagramm, das die Prognose dem tatsächlich berechneten Netto gegenüberstellt.',
      rollen: ['Administrator'],
      spezifikation:
        'requirements §2 (Back office › Prognose), §3 Prognose, §7 a_get_prognose, a_insert_prognose, a_update_prognose, a_delete_prognose, a_get_invoiced_per_month',
      tun: [
        'Beträge in deutscher Schreibweise annehmen und zeigen (etwa 4.250,50).',
        'Vor dem Löschen fragen und die Prognose mit Art, Datum und Betrag nennen.',
      ],
      lassen: [
        'Die Summe des Jahres nicht von Filter, Sortierung oder Seite abhängig machen.',
        'Schaltflächen einer Zeile nicht nach der ganzen Zeile benennen, sondern kurz nach Art, Monat und Jahr („Prognose Beratung, Februar 2026 bearbeiten“).',
      ],
    },
  },
} satisfies Meta<typeof StatefulForecastScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvas: ReturnType<typeof within>, text: string) => canvas.getByRole('row', { name: new RegExp(text) });

export const Default: Story = {
  name: 'Standard',
  args: { chart: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Prognose' })).toBeInTheDocument();
    await expect(canvas.getByText('Summe 2026: 240.606,00 € in 36 Prognosen')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('36 Prognosen');
    await expect(rowOf(canvas, '01.01.2026 Beratung')).toHaveTextContent('2.100,50 €');
    await expect(canvas.getByRole('heading', { name: 'Prognose und Abrechnung 2026' })).toBeInTheDocument();
  },
};

export const OtherYearIsEmpty: Story = {
  name: 'Anderes Jahr ohne Prognosen',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Jahr' }), '2025');
    await expect(args.forecasts.onFilterChange).toHaveBeenCalledWith('year', 2025);
    await expect(canvas.getByText('Für 2025 ist noch keine Prognose erfasst.')).toBeInTheDocument();
    await expect(canvas.getByText('Summe 2025: 0,00 € in 0 Prognosen')).toBeInTheDocument();
  },
};

/** The kind filter and a sort go to the caller, which asks the service; the sum stays the year's. */
export const KindFilterAndSort: Story = {
  name: 'Nach Art gefiltert und sortiert',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Art' }), 'Beratung');
    await expect(args.forecasts.onFilterChange).toHaveBeenCalledWith('art', 'Beratung');
    await expect(canvas.getByRole('status')).toHaveTextContent('12 Prognosen');
    const header = canvas.getByRole('columnheader', { name: /Betrag/ });
    await userEvent.click(within(header).getByRole('button'));
    await userEvent.click(within(header).getByRole('button'));
    await expect(args.forecasts.onSortChange).toHaveBeenLastCalledWith({ key: 'betrag', direction: 'desc' });
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('01.12.2026');
    await expect(canvas.getByText('Summe 2026: 240.606,00 € in 36 Prognosen')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { all: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Einträge werden geladen …')).toBeInTheDocument();
  },
};

const onRetry = fn(() => Promise.resolve());

export const Failed: Story = {
  name: 'Gescheitert',
  args: { all: undefined, forecasts: { ...START, list: failedQuery(new TypeError('Failed to fetch'), onRetry) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Datendienst ist nicht erreichbar.');
    await userEvent.click(canvas.getByRole('button', { name: /Erneut versuchen/ }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: {
    all: [
      {
        id: 1,
        datum: '2026-04-01',
        betrag: 1234567.89,
        art: 'Georeferenzierung historischer Meliorationskarten einschließlich Digitalisierung der Grabenverläufe',
      },
    ],
  },
};

export const Narrow: Story = { ...Default, name: 'Schmal', globals: { viewport: { value: 'phone' } } };

const dialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 5000 });

export const AddForecast: Story = {
  name: 'Prognose anlegen',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Prognose anlegen' }));
    const form = within(await dialog('Prognose anlegen'));
    await userEvent.type(form.getByLabelText(/Datum/), '2026-07-01');
    await userEvent.type(form.getByRole('textbox', { name: /Betrag/ }), '4.250,5');
    await userEvent.type(form.getByRole('combobox', { name: /Art der Leistung/ }), ' Käfermonitoring ');
    await userEvent.click(form.getByRole('button', { name: 'Prognose anlegen' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ datum: '2026-07-01', betrag: 4250.5, art: 'Käfermonitoring' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
  },
};

export const AddNeedsEveryField: Story = {
  name: 'Anlegen mit leeren Feldern',
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Prognose anlegen' }));
    const form = within(await dialog('Prognose anlegen'));
    await userEvent.click(form.getByRole('button', { name: 'Prognose anlegen' }));
    await expect(form.getByRole('textbox', { name: /Betrag/ })).toHaveAccessibleDescription(
      /Bitte einen Betrag eingeben\./,
    );
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const EditForecast: Story = {
  name: 'Prognose bearbeiten',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Prognose Beratung, Februar 2026 bearbeiten' }));
    const form = within(await dialog('Prognose bearbeiten'));
    const amount = form.getByRole('textbox', { name: /Betrag/ });
    await expect(amount).toHaveValue('2.200,50');
    await userEvent.clear(amount);
    await userEvent.type(amount, '2.400');
    await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
    await expect(args.onUpdate).toHaveBeenCalledWith({
      prognose_id: 6,
      datum: '2026-02-01',
      betrag: 2400,
      art: 'Beratung',
    });
  },
};

/** A long kind of work: the row's buttons still have short names (kind cut, month and year). */
export const LongKindShortButtonNames: Story = {
  name: 'Lange Art, kurze Schaltflächennamen',
  args: {
    all: [
      {
        id: 1,
        datum: '2026-02-01',
        betrag: 1200,
        art: 'Georeferenzierung und Digitalisierung historischer Drainagepläne der Flurbereinigung 1962–1974',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Prognose Georeferenzierung und Digitali…, Februar 2026 bearbeiten' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Prognose Georeferenzierung und Digitali…, Februar 2026 löschen' }),
    ).toBeInTheDocument();
  },
};

export const DeleteWithConfirmation: Story = {
  name: 'Löschen nach Rückfrage',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Prognose Georeferenzierung, März 2026 löschen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Prognose löschen?' }, { timeout: 5000 });
    await expect(confirm).toHaveTextContent(
      'Die Prognose „Georeferenzierung“ vom 01.03.2026 über 6.700,00 € wird gelöscht.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Abbrechen' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Prognose Georeferenzierung, März 2026 löschen' }, { timeout: 5000 }),
    );
    const again = await screen.findByRole('alertdialog', { name: 'Prognose löschen?' }, { timeout: 5000 });
    await userEvent.click(within(again).getByRole('button', { name: 'Löschen' }));
    await expect(args.onDelete).toHaveBeenCalledWith(7);
  },
};

/** The service refuses (as PostgREST does for a negative amount): the input stays, the message shows. */
export const FailedSaveKeepsInput: Story = {
  name: 'Speichern scheitert, Eingabe bleibt',
  args: {
    onAdd: fn(async () => {
      throw {
        status: 400,
        code: '23514',
        message: 'new row for relation "prognose" violates check constraint "prognose_betrag_check"',
        details: null,
        hint: null,
      };
    }),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Prognose anlegen' }));
    const form = within(await dialog('Prognose anlegen'));
    await userEvent.type(form.getByLabelText(/Datum/), '2026-08-01');
    await userEvent.type(form.getByRole('textbox', { name: /Betrag/ }), '980');
    await userEvent.type(form.getByRole('combobox', { name: /Art der Leistung/ }), 'Beratung');
    await userEvent.click(form.getByRole('button', { name: 'Prognose anlegen' }));
    const alert = await form.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Die Prognose wurde nicht gespeichert.');
    await expect(alert).toHaveTextContent('prognose_betrag_check');
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(form.getByRole('textbox', { name: /Betrag/ })).toHaveValue('980,00');
    await expect(form.getByRole('combobox', { name: /Art der Leistung/ })).toHaveValue('Beratung');
  },
};
