import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LargeDatasetNotice } from './LargeDatasetNotice';

const meta = {
  title: 'Chrome/LargeDatasetNotice',
  component: LargeDatasetNotice,
  parameters: { layout: 'fullscreen' },
  args: { done: 2, total: 6 },
} satisfies Meta<typeof LargeDatasetNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the worker builds the large dataset: which part, and the bar. */
export const Building: Story = {
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('status', { name: 'Großer Demo-Datenbestand' });
    await expect(notice).toHaveTextContent('Teil 3 von 6');
    await expect(within(notice).getByRole('progressbar', { name: 'Fortschritt' })).toHaveAttribute('value', '2');
  },
};

/** The first word, before any part is done. */
export const Starting: Story = { args: { done: 0 } };

/** On a phone the notice keeps inside the window. */
export const Narrow: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('status', { name: 'Großer Demo-Datenbestand' });
    await expect(notice.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
