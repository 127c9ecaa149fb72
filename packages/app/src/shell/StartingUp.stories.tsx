import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StartingUp } from './StartingUp';

const meta = {
  title: 'Chrome/StartingUp',
  component: StartingUp,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StartingUp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The start-up spinner once sat in the top-left corner; it is in the middle of the window. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const ring = within(canvasElement).getByRole('status', { name: 'Waldmonitor wird geladen …' });
    const rect = ring.getBoundingClientRect();
    await expect(Math.abs(rect.left + rect.width / 2 - window.innerWidth / 2)).toBeLessThanOrEqual(1);
    await expect(Math.abs(rect.top + rect.height / 2 - window.innerHeight / 2)).toBeLessThanOrEqual(1);
  },
};
