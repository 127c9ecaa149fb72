import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SplitPaneScreen } from './SplitPaneScreen';

const meta = {
  title: 'Template/Components/SplitPane (SplitPaneScreen)',
  component: SplitPaneScreen,
} satisfies Meta<typeof SplitPaneScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const valueOf = (separator: HTMLElement) => Number(separator.getAttribute('aria-valuenow'));

/** Both separators move by keyboard: their value changes with the arrow keys. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sides = canvas.getByRole('separator', { name: 'Resize the left and right panes' });
    const rows = canvas.getByRole('separator', { name: 'Resize the top and bottom panes' });
    await waitFor(() => expect(valueOf(sides)).toBe(30));
    await userEvent.tab();
    await expect(sides).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(valueOf(sides)).toBeGreaterThan(30));
    await userEvent.tab();
    await expect(rows).toHaveFocus();
    const before = valueOf(rows);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(valueOf(rows)).toBeGreaterThan(before));
    await expect(canvas.getByRole('region', { name: 'Bottom pane' })).toBeInTheDocument();
    // Left focused, the photograph showed the separator's focus ring whole or in part, by whether
    // the review's page had the window's focus as it was painted; the moved sizes stay.
    (document.activeElement as HTMLElement | null)?.blur();
    await expect(valueOf(rows)).toBeGreaterThan(before);
  },
};

export const LongGermanText: Story = {
  args: {
    left: 'Borkenkäferbefallsflächenkartierungsergebnisse des Forstreviers Hohenwarthe, Abteilung 412 b.',
  },
};

export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
