import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { CadastreScreen } from './CadastreScreen';

const ROWS = [
  { client_id: 1, name: 'Stadt Calw', kataster_status: true, karten: 4, karten_georeferenziert: 3 },
  {
    client_id: 2,
    name: 'Forstbetriebsgemeinschaft Tharandter Wald e. V.',
    kataster_status: false,
    karten: 11,
    karten_georeferenziert: 2,
  },
  { client_id: 3, name: 'Stadtwerke Kassel AG', kataster_status: true, karten: 1250, karten_georeferenziert: 1003 },
];

const meta = {
  title: 'Screens/Back office/Kataster (CadastreScreen)',
  component: CadastreScreen,
  args: { rows: loadedQuery(ROWS) },
} satisfies Meta<typeof CadastreScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const onRetry = fn(() => Promise.resolve());

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 von 3 Kunden mit Kataster')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Stadtwerke Kassel AG' })).toHaveAttribute(
      'href',
      '/dashboard?bereich=kunden&id=3',
    );
    await expect(canvas.getByText('1.250')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { rows: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toBeVisible();
  },
};

export const Empty: Story = { args: { rows: loadedQuery([]) } };

export const Error: Story = {
  args: { rows: failedQuery(new TypeError('Failed to fetch'), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Datendienst ist nicht erreichbar.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const LongGermanText: Story = {
  args: {
    rows: loadedQuery([
      {
        client_id: 9,
        name: 'Forstbetriebsgemeinschaft Mecklenburgische Seenplatte und Uckermärkische Seenlandschaft w. V.',
        kataster_status: true,
        karten: 3,
        karten_georeferenziert: 0,
      },
      ...ROWS,
    ]),
  },
};

export const NarrowWidth: Story = {
  args: LongGermanText.args,
  globals: { viewport: { value: 'phone' } },
};
