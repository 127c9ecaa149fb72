import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ChartScreen } from './ChartScreen';

const meta = {
  title: 'Template/Charts/Charts (ChartScreen)',
  component: ChartScreen,
  args: { kind: 'keyboard', animate: false },
} satisfies Meta<typeof ChartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', { name: 'Keyboard Chart' });
    await expect(chart).toHaveAccessibleDescription(/^50 points from Trap 1 to Trap 50\. Beetles caught: from/);
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull());
  },
};

export const Line: Story = {
  args: { kind: 'line' },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: 'Line Chart' });
    await expect(chart).toHaveAccessibleDescription(/Spruce: .*; Pine: .*; Larch: /);
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull());
  },
};

export const MixChart: Story = { args: { kind: 'mixchart' } };
export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
