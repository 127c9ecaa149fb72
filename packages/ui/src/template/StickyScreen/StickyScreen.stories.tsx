import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { narrowDecorator } from '../../testing/narrowDecorator';
import { StickyScreen } from './StickyScreen';

const ITEMS = Array.from({ length: 80 }, (_, index) => `Compartment ${index + 1}`);

const meta = {
  title: 'Template/Components/Sticky (StickyScreen)',
  component: StickyScreen,
  args: { items: ITEMS },
} satisfies Meta<typeof StickyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolled far down, the bar stays 50 px (the navbar's height) from the top; the filter works. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('search', { name: 'Filter the list' });
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(Math.round(bar.getBoundingClientRect().top)).toBe(50));
    await expect(canvas.getByText('Compartment 80').getBoundingClientRect().top).toBeGreaterThan(50);
    window.scrollTo(0, 0);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Filter' }), '12');
    await expect(canvas.getByText('1 of 80 shown')).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { items: [] } };

export const LongGermanText: Story = {
  args: {
    items: ITEMS.map((item) => `${item}: Fichtenreinbestand mit Borkenkäferstehendbefallsverdacht, Abteilung 412 b`),
  },
  decorators: [narrowDecorator],
};
