import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StartupError } from './StartupError';

const meta = {
  title: 'Screens/Anmeldung/Startfehler (StartupError)',
  component: StartupError,
  parameters: { layout: 'fullscreen' },
  args: { message: 'Die Konfigurationsdatei „config.json“ fehlt (HTTP 404).', onRetry: fn() },
} satisfies Meta<typeof StartupError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('config.json“ fehlt');
    await userEvent.click(canvas.getByRole('button', { name: 'Neu laden' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const InvalidFile: Story = {
  args: { message: '„identity.realm“ fehlt oder ist leer.' },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
