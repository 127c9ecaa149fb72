import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TopProgressBar, type TopProgressBarProps } from './TopProgressBar';

/** Starts and ends a load with one button, as navigation would. */
function LoadToggle(args: TopProgressBarProps) {
  const [isActive, setActive] = useState(args.isActive);
  return (
    <>
      <Button aria-pressed={isActive} onClick={() => setActive(!isActive)}>
        Laden simulieren
      </Button>
      <TopProgressBar {...args} isActive={isActive} />
    </>
  );
}

const meta = {
  title: 'Primitives/TopProgressBar',
  component: TopProgressBar,
  render: (args) => <LoadToggle {...args} />,
  args: { isActive: false },
} satisfies Meta<typeof TopProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A load shows the bar after the delay; when it ends the bar fills, fades and goes. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Laden simulieren' });
    await userEvent.click(toggle);
    const bar = await screen.findByRole('progressbar', { name: 'Seite wird geladen' });
    await expect(bar).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(toggle);
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  },
};

export const Active: Story = {
  name: 'Aktiv',
  args: { isActive: true },
  play: async () => {
    await expect(await screen.findByRole('progressbar', { name: 'Seite wird geladen' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Inactive: Story = {
  name: 'Inaktiv',
  play: async () => {
    await expect(screen.queryByRole('progressbar')).toBeNull();
  },
};

/** A load shorter than the delay never shows the bar: no flicker on quick pages. */
export const QuickLoadDoesNotFlicker: Story = {
  name: 'Kurzes Laden flackert nicht',
  args: { delay: 300 },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Laden simulieren' });
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    await sleep(500);
    await expect(screen.queryByRole('progressbar')).toBeNull();
  },
};

export const CustomLabel: Story = {
  name: 'Eigene Beschriftung',
  args: { isActive: true, label: 'Karten werden geladen' },
  play: async () => {
    await expect(await screen.findByRole('progressbar', { name: 'Karten werden geladen' })).toBeInTheDocument();
  },
};
