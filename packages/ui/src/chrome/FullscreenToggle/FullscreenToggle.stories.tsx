import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FullscreenToggle } from './FullscreenToggle';

const meta = {
  title: 'Chrome/FullscreenToggle',
  component: FullscreenToggle,
  args: { isFullscreen: false, onToggle: fn() },
} satisfies Meta<typeof FullscreenToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Fullscreen' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

export const Active: Story = {
  name: 'Vollbild aktiv',
  args: { isFullscreen: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Exit fullscreen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Labels from the translation layer (the button shows them as its tooltip). */
export const LongText: Story = {
  name: 'Langer Text',
  args: { labels: { enter: 'Vollbildmodus für die gesamte Anwendung einschalten', exit: 'Vollbild verlassen' } },
};

export const Narrow: Story = {
  name: 'Schmal',
  globals: { viewport: { value: 'phone' } },
};
