import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { serviceError } from '../../../testing/serviceError';
import { GermanyMap } from './GermanyMap';

const meta = {
  title: 'Screens/Dashboard/Deutschlandkarte (GermanyMap)',
  component: GermanyMap,
  args: {
    title: 'Veröffentlichte Funde auf der Karte',
    unit: 'veröffentlichte Funde',
    counts: loadedQuery({
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
    }),
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

export const Empty: Story = {
  args: { counts: loadedQuery({}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tabelle zeigen' }));
    await expect(within(canvas.getByRole('table')).getByRole('row', { name: 'Bayern 0' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { counts: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Karte wird geladen …' })).toBeInTheDocument();
  },
};

const onRetry = fn(() => Promise.resolve());

export const Error: Story = {
  args: { counts: failedQuery(serviceError({ code: 'PGRST301', message: 'JWT expired', status: 401 }), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ihre Anmeldung ist abgelaufen.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongGermanText: Story = {
  args: { title: 'Veröffentlichte Funde des Buchdruckers und des Kupferstechers in den Ländern der Bundesrepublik' },
};

export const Narrow: Story = { globals: { viewport: { value: 'phone' } } };
