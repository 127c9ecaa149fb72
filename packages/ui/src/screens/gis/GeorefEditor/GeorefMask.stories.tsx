import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyKarte } from '../storyData';
import { GeorefEditor } from './GeorefEditor';
import editorStories from './GeorefEditor.stories';
import { clickScanAt, type Canvas } from './editorStoryPage';

/**
 * The mask: a polygon drawn on the scan around the part that is map. The preview, the saved
 * GDAL script (`-wo CUTLINE=` in pixel coordinates) and the results leave the grey rest out.
 */
const meta = {
  title: 'Screens/GIS/Karte georeferenzieren – Maske (GeorefMask)',
  component: GeorefEditor,
  args: editorStories.args,
  parameters: {
    ...editorStories.parameters,
    leitfaden: {
      zweck:
        'Eine Maske auf dem Scan zeichnen: Rand, Legende und Titel bleiben aus Vorschau, Skript und Ergebnis heraus. Klicken oder Enter am Fadenkreuz setzt Eckpunkte, „Maske schließen“ prüft und übernimmt sie.',
      rollen: ['Experte', 'Administrator'],
      spezifikation: 'requirements §2 (Georeferenzierungs-Editor: Maske), scanMask.ts, karte.georef_maske',
      tun: ['Was die Maske ausspart, auf dem Scan grau zeigen.', 'Eine ungültige Maske an Ort und Stelle erklären.'],
      lassen: ['Keine Maske übernehmen, deren Kanten sich kreuzen oder die keine Fläche umschließt.'],
    },
  },
  decorators: editorStories.decorators,
} satisfies Meta<typeof GeorefEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const maskGroup = (canvas: Canvas) => canvas.getByRole('group', { name: /^Maske/ });

/** A margin of a tenth of the sheet on every side. */
const { width, height } = storyKarte;
const FRAME: [number, number][] = [
  [width * 0.1, height * 0.1],
  [width * 0.9, height * 0.1],
  [width * 0.9, height * 0.9],
  [width * 0.1, height * 0.9],
];

/** Four clicks and "Maske schließen": the mask is unsaved, and Save stores it with a cut script. */
export const Default: Story = {
  name: 'Maske zeichnen und speichern',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Maske zeichnen' }));
    await expect(within(maskGroup(canvas)).getByRole('status')).toHaveTextContent('0 gesetzt');
    await expect(canvas.getByRole('button', { name: 'Maske schließen' })).toBeDisabled();
    for (const [x, y] of FRAME) await clickScanAt(canvas, x, y);
    await expect(within(maskGroup(canvas)).getByRole('status')).toHaveTextContent('4 gesetzt');
    // The clicks set vertices, not points: the table keeps its rows.
    await userEvent.click(canvas.getByRole('button', { name: 'Maske schließen' }));
    await expect(maskGroup(canvas)).toHaveTextContent('Maske mit 4 Eckpunkten');
    await expect(canvas.getByText('Ungespeicherte Änderungen')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'GDAL-Skript' })).toHaveTextContent('-wo "CUTLINE=POLYGON (('),
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Georeferenzierung speichern' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const saved = (args.onSave as unknown as { mock: { calls: [{ georef_maske: number[][]; georef_bash: string }][] } })
      .mock.calls[0]![0];
    await expect(saved.georef_maske).toHaveLength(4);
    await expect(saved.georef_bash).toContain('-dstalpha');
  },
};

/** A bow tie is refused at the tools, the vertices stay, and the last one can be taken back. */
export const Crossing: Story = {
  name: 'Maske mit gekreuzten Kanten',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Maske zeichnen' }));
    for (const [x, y] of [FRAME[0]!, FRAME[1]!, FRAME[3]!, FRAME[2]!]) await clickScanAt(canvas, x, y);
    await userEvent.click(canvas.getByRole('button', { name: 'Maske schließen' }));
    await expect(within(maskGroup(canvas)).getByRole('alert')).toHaveTextContent(
      'Die Kanten der Maske kreuzen sich; bitte ohne Überschneidung zeichnen.',
    );
    await expect(within(maskGroup(canvas)).getByRole('status')).toHaveTextContent('4 gesetzt');
    await userEvent.click(canvas.getByRole('button', { name: 'Letzten Eckpunkt entfernen' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Letzten Eckpunkt entfernen' }));
    await clickScanAt(canvas, ...FRAME[2]!);
    await clickScanAt(canvas, ...FRAME[3]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Maske schließen' }));
    await expect(maskGroup(canvas)).toHaveTextContent('Maske mit 4 Eckpunkten');
  },
};

/** A saved mask shows; removing it is one undo step, Ctrl+Z brings it back. */
export const Saved: Story = {
  name: 'Gespeicherte Maske entfernen',
  args: { karte: { ...storyKarte, georef_maske: FRAME } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(maskGroup(canvas)).toHaveTextContent('Maske mit 4 Eckpunkten');
    await expect(canvas.getByRole('region', { name: 'GDAL-Skript' })).toHaveTextContent('CUTLINE=POLYGON');
    await userEvent.click(canvas.getByRole('button', { name: 'Maske entfernen' }));
    await expect(maskGroup(canvas)).toHaveTextContent('Ohne Maske');
    // The script follows once the fit of the new state has settled.
    await waitFor(() => expect(canvas.getByRole('region', { name: 'GDAL-Skript' })).not.toHaveTextContent('CUTLINE'));
    // Undo is the editor's shortcut: from inside it, here the scan pane.
    canvas.getByRole('application', { name: 'Scan der Karte' }).focus();
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(maskGroup(canvas)).toHaveTextContent('Maske mit 4 Eckpunkten');
  },
};

/** Enter at the crosshair sets a vertex, as it sets a point, and the status line says so. */
export const Keyboard: Story = {
  name: 'Eckpunkt mit der Tastatur',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Maske zeichnen' }));
    const scan = canvas.getByRole('application', { name: 'Scan der Karte' });
    const scanStatus = within(scan.parentElement!).getAllByRole('status').at(-1)!;
    scan.focus();
    await userEvent.keyboard('{Enter}');
    await expect(scanStatus).toHaveTextContent(/^Eckpunkt der Maske gesetzt bei X [\d.,]+, Y [\d.,]+\.$/);
    await expect(within(maskGroup(canvas)).getByRole('status')).toHaveTextContent('1 gesetzt');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Maske zeichnen' })).toBeVisible();
  },
};
