import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GeorefEditor } from './GeorefEditor';
import editorStories from './GeorefEditor.stories';
import { gcpRows } from './editorStoryPage';

/**
 * A point set without a mouse: in a focused pane a crosshair marks the middle, Shift+arrows
 * move the view under it, Enter sets the point there, and a status line says where, for a
 * screen reader.
 */
const meta = {
  title: 'Screens/GIS/Karte georeferenzieren – Tastatur (GeorefKeyboard)',
  component: GeorefEditor,
  args: { ...editorStories.args, initialPoints: [] },
  parameters: {
    ...editorStories.parameters,
    leitfaden: {
      zweck:
        'Passpunkte mit der Tastatur setzen: Im fokussierten Scan oder in der Weltkarte steht ein Fadenkreuz in der Mitte; Umschalt+Pfeiltasten bewegen die Ansicht darunter, Enter setzt dort den Punkt, eine Statuszeile sagt es dem Screenreader.',
      rollen: ['Experte', 'Administrator'],
      spezifikation: 'requirements §2 (Georeferenzierungs-Editor), §6 (Bedienung per Tastatur), usePaneKeys.ts',
      tun: ['Jede Bewegung des Fadenkreuzes und jeden gesetzten Punkt mit seinen Koordinaten ansagen.'],
      lassen: ['Keinen Punkt außerhalb des Scans setzen: Enter sagt dann, warum nicht.'],
    },
  },
  decorators: editorStories.decorators,
} satisfies Meta<typeof GeorefEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The scan's point, then the map's, each by Shift+arrows and Enter: one new row. */
export const Default: Story = {
  name: 'Punkt mit der Tastatur setzen',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scan = canvas.getByRole('application', { name: 'Scan der Karte' });
    const scanStatus = within(scan.parentElement!).getAllByRole('status').at(-1)!;
    scan.focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowDown}{/Shift}');
    await expect(scanStatus).toHaveTextContent(/^Fadenkreuz bei Bildpunkt X [\d.,]+, Y [\d.,]+\.$/);
    await userEvent.keyboard('{Enter}');
    await expect(scanStatus).toHaveTextContent(/^Bildpunkt gesetzt bei X ([\d.,]+), Y ([\d.,]+)\.$/);
    const [, x] = /X ([\d.,]+),/.exec(scanStatus.textContent ?? '') ?? [];
    await expect(canvas.getByRole('textbox', { name: 'Pixel X' })).toHaveValue(x);

    const world = canvas.getByRole('application', { name: 'Weltkarte' });
    const worldStatus = within(world.parentElement!).getAllByRole('status').at(-1)!;
    world.focus();
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}{Enter}');
    await expect(worldStatus).toHaveTextContent(/^Kartenpunkt gesetzt bei Rechtswert [\d.,]+, Hochwert [\d.,]+\.$/);
    await waitFor(() => expect(gcpRows(canvas)).toHaveLength(1));
  },
};
