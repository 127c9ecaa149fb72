import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StartupError } from './StartupError';

const meta = {
  title: 'Screens/Anmeldung/Startfehler (StartupError)',
  component: StartupError,
  parameters: {
    layout: 'fullscreen',
    leitfaden: {
      zweck:
        'Seite statt eines leeren Bildschirms, wenn die Anwendung nicht starten kann, etwa weil die Konfigurationsdatei fehlt oder ungültig ist. Sie erscheint vor jeder Anmeldung und damit für alle; sie nennt das Problem, bei mehreren jede Angabe einzeln, und bietet „Neu laden“.',
      rollen: ['Neuer Nutzer', 'Standard-Nutzer', 'Expertenanfrage offen', 'Experte', 'Administrator'],
      spezifikation:
        'requirements §8 (fehlende oder ungültige Konfiguration: Seite zum Startfehler), config.json, main.tsx',
      tun: [
        'Die Meldung so fassen, dass der Betrieb erkennt, welche Angabe in der Konfigurationsdatei fehlt oder falsch ist.',
        'Bei mehreren Problemen jedes in der Liste nennen, damit alle auf einmal behoben werden.',
      ],
      lassen: [
        'Nichts voraussetzen, was fehlen kann: Konfiguration, Anmeldung und Datendienst stehen hier nicht zur Verfügung.',
        'Nicht auf Rollen oder die Anmeldung verweisen: Zu diesem Zeitpunkt ist niemand angemeldet.',
      ],
    },
  },
  args: { message: 'Die Konfigurationsdatei „config.json“ fehlt (HTTP 404).', onRetry: fn() },
} satisfies Meta<typeof StartupError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('config.json“ fehlt');
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Neu laden' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const InvalidFile: Story = {
  name: 'Ungültige Datei',
  args: { message: '„identity.realm“ fehlt oder ist leer.' },
};

/** The production build's config.json as shipped: the template names every key to fill. */
export const UnfilledTemplate: Story = {
  name: 'Vorlage nicht ausgefüllt',
  args: {
    message: '„config.json“ ist noch die Vorlage des Builds: 4 Angaben sind nicht ausgefüllt.',
    problems: [
      '„identity.url“ ist noch nicht ausgefüllt.',
      '„identity.realm“ ist noch nicht ausgefüllt.',
      '„funder.name“ ist noch nicht ausgefüllt.',
      '„scans.url“ ist noch nicht ausgefüllt.',
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Fehlende oder falsche Angaben' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      '„identity.url“ ist noch nicht ausgefüllt.',
      '„identity.realm“ ist noch nicht ausgefüllt.',
      '„funder.name“ ist noch nicht ausgefüllt.',
      '„scans.url“ ist noch nicht ausgefüllt.',
    ]);
  },
};

/** Several mistakes at once, each named: unfilled keys beside wrong values. */
export const SeveralProblems: Story = {
  name: 'Mehrere Fehler',
  args: {
    message: '„config.json“ enthält 3 Fehler.',
    problems: [
      '„identity.url“ ist noch nicht ausgefüllt.',
      '„dataService.url“ fehlt oder ist leer.',
      '„scans.type“ muss „iiif“ oder „image“ sein.',
    ],
  },
};

export const WithoutRetry: Story = {
  name: 'Ohne Neu laden',
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
