import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { space } from '../../theme';
import { heldPromise } from '../../testing/heldPromise';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { icon: 'edit', label: 'Bearbeiten', onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const held = heldPromise();

export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Bearbeiten' });
    // The label is the accessible name and the tooltip.
    await expect(button).toHaveAttribute('title', 'Bearbeiten');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = {
  name: 'Primär',
  args: { variant: 'primary', icon: 'plus', label: 'Position hinzufügen' },
};
export const Danger: Story = { name: 'Gefahr', args: { variant: 'danger', icon: 'trash', label: 'Karte löschen' } };
export const Ghost: Story = { name: 'Ohne Rahmen', args: { variant: 'ghost', icon: 'close', label: 'Schließen' } };

export const Disabled: Story = {
  name: 'Deaktiviert',
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Bearbeiten' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { variant: 'primary', icon: 'save', label: 'Speichern', isLoading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Speichern' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A click handler that returns a promise: a double click sends once. */
export const DoubleClickSendsOnce: Story = {
  name: 'Doppelklick sendet einmal',
  args: {
    variant: 'primary',
    icon: 'save',
    label: 'Speichern',
    onClick: fn(held.start),
  },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Speichern' });
    await userEvent.dblClick(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    held.release();
  },
};

export const LongGermanLabel: Story = {
  name: 'Lange Beschriftung',
  args: { icon: 'mail', label: 'Benachrichtigung bei neuen Käfermeldungen im eigenen Bundesland abbestellen' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Benachrichtigung bei neuen Käfermeldungen im eigenen Bundesland abbestellen',
    });
    // The long name stays in the tooltip; the button keeps its square size.
    await expect(button.getBoundingClientRect().width).toBe(button.getBoundingClientRect().height);
  },
};

const variants = ['default', 'primary', 'danger', 'ghost'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

/** One row per variant: the three sizes, then disabled and loading. */
export const All: Story = {
  name: 'Alle',
  render: (args) => (
    <Matrix>
      {variants.map((variant) => [
        ...sizes.map((size) => (
          <IconButton key={`${variant}-${size}`} {...args} variant={variant} size={size} label={`${variant} ${size}`} />
        )),
        <IconButton key={`${variant}-disabled`} {...args} variant={variant} label={`${variant} gesperrt`} disabled />,
        <IconButton key={`${variant}-loading`} {...args} variant={variant} label={`${variant} lädt`} isLoading />,
      ])}
    </Matrix>
  ),
};

const Matrix = styled.div`
  display: grid;
  grid-template-columns: repeat(5, max-content);
  gap: ${space[3]};
  align-items: center;
`;
