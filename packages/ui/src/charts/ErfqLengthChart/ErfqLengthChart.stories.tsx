import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../model/queryState';
import { serviceError } from '../../testing/serviceError';
import { ErfqLengthChart } from './ErfqLengthChart';

const TITLE = 'Dränagelänge nach Erfassungsquelle (alle Kunden)';

const meta = {
  title: 'Screens/Back office/Dränagelänge nach Erfassungsquelle (ErfqLengthChart)',
  component: ErfqLengthChart,
  parameters: {
    leitfaden: {
      zweck:
        'Balkendiagramm der Dränagelänge je Erfassungsquelle über alle Kunden, mit Tabelle und Dateien als PNG und CSV. Es steht im Backoffice im Bereich „Kataster“ unter „Erfassungsstand aller Kunden“; Leitungen ohne Quelle erscheinen als „Andere“.',
      rollen: ['Administrator'],
      spezifikation:
        'requirements §2 (Backoffice › Kataster), §3 (leere Beschriftungen als „Andere“), §7 (Sicht /drae_laenge_nach_erfq), CadastreSurveyCharts.tsx',
      tun: [
        'Die Meter so zeigen, wie der Datendienst sie gerundet liefert, im deutschen Zahlenformat und mit Summe.',
        'Den Leertext „Noch keine Dränagen erfasst.“ beibehalten, wenn es noch keine Zeilen gibt.',
      ],
      lassen: [
        'Die Zahlen nicht auf einen Kunden einschränken: Das Diagramm zeigt ausdrücklich alle Kunden, die Seite eines Kunden hat eigene Diagramme.',
        'In den Beispielzuständen nicht animieren: Bildvergleiche fingen sonst halb gewachsene Balken ein.',
      ],
    },
  },
  // Never animated in stories: their screenshots must not catch a bar half-grown.
  args: {
    animate: false,
    rows: loadedQuery([
      { erfq: 'GNSS', round: 20_340 },
      { erfq: 'Tachymeter', round: 8_120 },
      { erfq: null, round: 950 },
      { erfq: 'Digitalisiert aus Altplänen', round: 41_275 },
    ]),
  },
} satisfies Meta<typeof ErfqLengthChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Metres per source in the table alternative, longest first, lines without a source as "Andere" last, the sum. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: TITLE }));
    await expect(table.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Digitalisiert aus Altplänen',
      'GNSS',
      'Tachymeter',
      'Andere',
      'Summe',
    ]);
    await expect(table.getByRole('row', { name: /Summe/ })).toHaveTextContent('70.685');
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { rows: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: `${TITLE} wird geladen …` })).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'Leer',
  args: { rows: loadedQuery([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Noch keine Dränagen erfasst.')).toBeInTheDocument();
  },
};

const onRetry = fn(() => Promise.resolve());

export const Error: Story = {
  name: 'Fehler',
  args: { rows: failedQuery(serviceError({ message: 'permission denied for view drae_laenge_nach_erfq' }), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${TITLE} konnte nicht geladen werden.`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NarrowWidth: Story = { name: 'Schmal', globals: { viewport: { value: 'phone' } } };
