import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failedQuery, loadedQuery, loadingQuery } from '../../../model/queryState';
import { PublishedCount } from './PublishedCount';

const meta = {
  title: 'Screens/Dashboard/Veröffentlichte Käferfunde (PublishedCount)',
  component: PublishedCount,
  parameters: {
    leitfaden: {
      zweck:
        'Die Kennzahl der geprüften und veröffentlichten Käferfunde, summiert über alle Länder. Sie steht oben auf dem Dashboard der Standard-Nutzer, auch bei offener Expertenanfrage.',
      rollen: ['Standard-Nutzer', 'Expertenanfrage offen'],
      spezifikation:
        'requirements §2 (Dashboard nach Rolle: veröffentlichte Funde), §7 (a_get_kaefer_by_bundesland), PublishedSightings.tsx',
      tun: [
        'Die Zahl im deutschen Format zeigen, auch 0, solange nichts veröffentlicht ist.',
        'Scheitert das Laden, die deutsche Meldung mit „Erneut versuchen“ zeigen.',
      ],
      lassen: [
        'Keine gemeldeten oder offenen Funde mitzählen: Die Zahl nennt nur veröffentlichte.',
        'Kein bloßes „Fehler“ zeigen: Die Meldung sagt, welche Zahl nicht geladen werden konnte.',
      ],
    },
  },
  args: { total: loadedQuery(12345) },
} satisfies Meta<typeof PublishedCount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figure in German digits. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '12.345 geprüfte und veröffentlichte Funde',
    );
  },
};

/** Nothing published yet: the figure says 0, not an empty card. */
export const Empty: Story = {
  name: 'Leer',
  args: { total: loadedQuery(0) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('0 geprüfte und veröffentlichte Funde');
  },
};

export const Loading: Story = {
  name: 'Lädt',
  args: { total: loadingQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Die Zahl wird geladen …' })).toBeInTheDocument();
  },
};

const onRetry = fn(() => Promise.resolve());

/** The read failed: the one German message and a retry, never a bare "Fehler". */
export const Error: Story = {
  name: 'Fehler',
  args: { total: failedQuery(new TypeError('Failed to fetch'), onRetry) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Die Zahl konnte nicht geladen werden.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Datendienst ist nicht erreichbar.');
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Narrow: Story = {
  name: 'Schmal',
  args: { total: loadedQuery(1234567) },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('status');
    await expect(figure).toHaveTextContent('1.234.567 geprüfte und veröffentlichte Funde');
    await expect(figure.scrollWidth).toBeLessThanOrEqual(figure.clientWidth);
  },
};
