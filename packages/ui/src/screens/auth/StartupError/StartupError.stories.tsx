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
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Neu laden' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const InvalidFile: Story = {
  args: { message: '„identity.realm“ fehlt oder ist leer.' },
};

/** The production build's config.json as shipped: the template names every key to fill. */
export const UnfilledTemplate: Story = {
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
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
