import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../model/queryState';
import { serviceError } from '../../testing/serviceError';
import { ErfqLengthChart } from './ErfqLengthChart';

const TITLE = 'Dränagelänge nach Erfassungsquelle (alle Kunden)';

const meta = {
  title: 'Screens/Back office/Dränagelänge nach Erfassungsquelle (ErfqLengthChart)',
  component: ErfqLengthChart,
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
  args: { rows: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: `${TITLE} wird geladen …` })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: loadedQuery([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Noch keine Dränagen erfasst.')).toBeInTheDocument();
  },
};

const onRetry = fn(() => Promise.resolve());

export const Error: Story = {
  args: { rows: failedQuery(serviceError({ message: 'permission denied for view drae_laenge_nach_erfq' }), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${TITLE} konnte nicht geladen werden.`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
