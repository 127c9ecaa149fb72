import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { narrowDecorator } from '../../../testing/narrowDecorator';
import { GermanyMap } from './GermanyMap';

const meta = {
  title: 'Screens/Dashboard/GermanyMap',
  component: GermanyMap,
  args: {
    title: 'Veröffentlichte Funde auf der Karte',
    unit: 'veröffentlichte Funde',
    counts: {
      BY: 48,
      BW: 31,
      NI: 22,
      BB: 20,
      HE: 18,
      NW: 17,
      RP: 15,
      TH: 12,
      SN: 11,
      MV: 10,
      ST: 9,
      SH: 4,
      SL: 3,
      BE: 2,
      HH: 1,
    },
  },
} satisfies Meta<typeof GermanyMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The outlines load lazily; every Land names its count, the table says the same. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: /Veröffentlichte Funde auf der Karte/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('svg path')).toHaveLength(16);
    await userEvent.click(canvas.getByRole('button', { name: 'Tabelle zeigen' }));
    const table = canvas.getByRole('table', { name: 'Veröffentlichte Funde auf der Karte' });
    await expect(within(table).getByRole('row', { name: 'Bayern 48' })).toBeInTheDocument();
    await expect(within(table).getByRole('row', { name: 'Bremen 0' })).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { counts: {} } };

export const Loading: Story = { args: { isLoading: true } };

export const Error: Story = {
  args: { error: { code: 'PGRST301', message: 'JWT expired' }, onRetry: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  },
};

export const LongGermanText: Story = {
  args: { title: 'Veröffentlichte Funde des Buchdruckers und des Kupferstechers in den Ländern der Bundesrepublik' },
};

export const Narrow: Story = { decorators: [narrowDecorator] };
