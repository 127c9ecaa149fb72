import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { space } from '../../theme';
import { heldPromise } from '../../testing/heldPromise';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Speichern', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Speichern' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = { name: 'Primär', args: { variant: 'primary' } };
export const Danger: Story = { name: 'Gefahr', args: { variant: 'danger', children: 'Löschen', icon: 'trash' } };
export const Text: Story = { name: 'Nur Text', args: { variant: 'text', children: 'Abbrechen' } };
export const WithIcon: Story = {
  name: 'Mit Icon',
  args: { variant: 'primary', icon: 'plus', children: 'Nutzer anlegen' },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { variant: 'primary', isLoading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Speichern' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  name: 'Deaktiviert',
  args: { variant: 'primary', disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Speichern' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

const held = heldPromise();

/** A click handler that returns a promise: a double click sends once. */
export const DoubleClickSendsOnce: Story = {
  name: 'Doppelklick sendet einmal',
  args: {
    variant: 'primary',
    onClick: fn(held.start),
  },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Speichern' });
    await userEvent.dblClick(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    held.release();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  },
};

export const LongGermanLabel: Story = {
  name: 'Lange Beschriftung',
  args: { variant: 'primary', children: 'Expertenstatus beantragen und Benachrichtigungseinstellungen übernehmen' },
};

export const All: Story = {
  name: 'Alle',
  render: (args) => (
    <Matrix>
      {(['primary', 'secondary', 'danger', 'text'] as const).map((variant) =>
        (['sm', 'md', 'lg'] as const).map((size) => (
          <Button key={`${variant}-${size}`} {...args} variant={variant} size={size}>
            {variant} {size}
          </Button>
        )),
      )}
      <Button {...args} variant="primary" isLoading>
        Lädt
      </Button>
      <Button {...args} variant="primary" disabled>
        Gesperrt
      </Button>
    </Matrix>
  ),
};

const Matrix = styled.div`
  display: grid;
  grid-template-columns: repeat(3, max-content);
  gap: ${space[3]};
  align-items: center;
`;
