import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { heldPromise } from '../../testing/heldPromise';
import { SessionNotice } from './SessionNotice';

const meta = {
  title: 'Chrome/SessionNotice',
  component: SessionNotice,
  args: {
    title: 'Ihre Nutzerdaten konnten nicht geladen werden.',
    message: 'Sie sind vorerst als neuer Nutzer angemeldet und sehen nur, was neue Nutzer sehen.',
    details: 'Failed to fetch',
    onRetry: fn(),
  },
} satisfies Meta<typeof SessionNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ihre Nutzerdaten konnten nicht geladen werden.');
    await expect(canvas.getByText('Meldung des Dienstes: Failed to fetch')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut laden' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const retry = heldPromise();
export const RetryingSendsOnce: Story = {
  name: 'Erneut laden sendet einmal',
  args: { onRetry: fn(retry.start) },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Erneut laden' });
    await userEvent.dblClick(button);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    retry.release();
  },
};

export const WithoutDetails: Story = {
  name: 'Ohne Details',
  args: { details: null },
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: {
    title:
      'Ihre Nutzerdaten beim Datendienst der Forstlichen Versuchs- und Forschungsanstalt konnten nicht geladen werden.',
    details:
      'Die Verbindung zum Datendienst wurde nach fünf Sekunden ohne Antwort abgebrochen (Zeitüberschreitung der Anfrage an /rpc/a_get_user_data).',
  },
};

export const Narrow: Story = {
  name: 'Schmal',
  globals: { viewport: { value: 'phone' } },
};
