import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { heldPromise } from '../../testing/heldPromise';
import { narrowTo } from '../../testing/narrowDecorator';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Primitives/ErrorState',
  component: ErrorState,
  args: {
    message: 'Die Verbindung zum Datendienst ist fehlgeschlagen (HTTP 503).',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

const held = heldPromise();

export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Das hat nicht geklappt.');
    await expect(alert).toHaveTextContent('Die Verbindung zum Datendienst ist fehlgeschlagen (HTTP 503).');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The service's message is text: markup in it is shown, never interpreted. */
export const MessageIsText: Story = {
  name: 'Meldung bleibt reiner Text',
  args: { message: '<b>permission denied</b> for function a_get_all_users' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('<b>permission denied</b> for function a_get_all_users');
    await expect(alert.querySelector('b')).toBeNull();
  },
};

/** A retry that returns a promise: a double click retries once, the button is busy meanwhile. */
export const RetryInProgress: Story = {
  name: 'Neuer Versuch läuft',
  args: { onRetry: fn(held.start) },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Erneut versuchen' });
    await userEvent.dblClick(button);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    held.release();
  },
};

/** A failed call: the one mapping's German message, the service's own text kept in a details line. */
export const ServiceError: Story = {
  name: 'Fehler vom Dienst',
  args: {
    message: undefined,
    error: { name: 'TypeError', message: 'Failed to fetch' },
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(
      'Der Datendienst ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    );
    await expect(alert).toHaveTextContent('Meldung des Dienstes: Failed to fetch');
  },
};

/** The database broke off a save that met a concurrent one (deadlock 40P01): the person is told to try again. */
export const ConcurrentChange: Story = {
  name: 'Gleichzeitige Änderung',
  args: {
    message: undefined,
    error: Object.assign(new Error('deadlock detected'), { status: 500, code: '40P01', details: null, hint: null }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      'Der Datendienst war gerade mit einer gleichzeitigen Änderung derselben Daten beschäftigt; es wurde nichts geändert. Bitte versuchen Sie es noch einmal.',
    );
    await expect(alert).toHaveTextContent('Meldung des Dienstes: deadlock detected');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithoutRetry: Story = {
  name: 'Ohne neuen Versuch',
  args: { onRetry: undefined, title: 'Karte nicht gefunden.', message: 'Die Karte 4711 gibt es nicht mehr.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const WithHeading: Story = {
  name: 'Mit Überschrift',
  args: { headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Das hat nicht geklappt.' }),
    ).toBeInTheDocument();
  },
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: {
    message:
      'Die Georeferenzierungspasspunkte konnten nicht gespeichert werden, weil die Koordinatenreferenzsystemkennung des Kunden nicht mit der Kartenprojektion übereinstimmt.',
  },
};

export const NarrowWidth: Story = {
  ...LongGermanText,
  name: 'Schmal',
  decorators: [narrowTo('18rem')],
};
