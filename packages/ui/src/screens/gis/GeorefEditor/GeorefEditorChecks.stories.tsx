import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromWgs84 } from '../../../model/georef/coordinates';
import { outlierPoints, storyBbox, storyTruth } from '../storyData';
import { GeorefEditor } from './GeorefEditor';
import editorStories from './GeorefEditor.stories';
import { type Canvas, gcpRows, german } from './editorStoryPage';

/**
 * The georeferencing editor's local draft and the input it refuses or questions,
 * beside the editor's own stories so neither file outgrows one idea.
 */
const meta = {
  title: 'Screens/GIS/Karte georeferenzieren – Prüfungen (GeorefEditorChecks)',
  component: GeorefEditor,
  parameters: {
    ...editorStories.parameters,
    leitfaden: {
      zweck:
        'Zustände des Georeferenzierungs-Editors zum lokalen Entwurf und zu Eingaben, die er ablehnt oder hinterfragt: ein gespeicherter Entwurf wird angeboten, ein Pixel außerhalb des Scans abgelehnt, eine weit entfernte Kartenkoordinate nachgefragt. Der Editor ist Teil der Kartenseite im GIS.',
      rollen: ['Experte', 'Administrator'],
      spezifikation:
        'requirements §2 (Georeferenzierungs-Editor: lokaler Entwurf, Eingaben jenseits des Scans), §5 (Meldungen am Feld), GeorefEditor.tsx, localDraft.ts',
      tun: [
        'Einen Entwurf anbieten, der von den gespeicherten Punkten abweicht, und ihn erst mit „Wiederherstellen“ übernehmen, dann als ungespeichert.',
        'Kartenkoordinaten weit außerhalb der EPSG-Zone oder des Kundengebiets hinterfragen, aber trotzdem aufnehmen.',
      ],
      lassen: [
        'Einen vorhandenen Entwurf beim Öffnen nicht ungesehen ersetzen.',
        'Ein geleertes Tabellenfeld nicht als „-0,00“ übernehmen: Es nennt den noch geltenden Wert, Escape stellt ihn wieder her.',
      ],
    },
  },
  decorators: editorStories.decorators,
  args: {
    ...editorStories.args,
    localDraft: {
      // The six saved points and the seventh of an earlier session, not saved then.
      offered: { savedAt: '2026-11-22T08:45:00.000Z', georef_typ: 'polynomial1', points: outlierPoints },
      onChange: fn(),
      onDiscard: fn(),
    },
  },
} satisfies Meta<typeof GeorefEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const offer = (canvas: Canvas) => canvas.queryByRole('region', { name: 'Ungespeicherter Entwurf' });

/** A kept draft differing from the saved points is offered; Wiederherstellen takes it into the editor, unsaved. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(offer(canvas)).toHaveTextContent(/^Ungespeicherter Entwurf vom 22\.11\.2026, \d{2}:45 mit 7 Punkten/);
    // The table draws its rows once it knows its height (VirtualRows): later on a small window.
    await waitFor(() => expect(gcpRows(canvas)).toHaveLength(6));
    await userEvent.click(canvas.getByRole('button', { name: 'Wiederherstellen' }));
    await expect(offer(canvas)).toBeNull();
    await expect(gcpRows(canvas)).toHaveLength(7);
    await expect(canvas.getByRole('combobox', { name: 'Transformationstyp' })).toHaveValue('polynomial1');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    // The restored points are the editor's unsaved state now, and reported as such.
    await waitFor(() =>
      expect(args.localDraft?.onChange).toHaveBeenLastCalledWith({
        georef_typ: 'polynomial1',
        points: outlierPoints.map((point) => ({ ...point, dx: null, dy: null, residual: null })),
        georef_maske: null,
      }),
    );
    // One undo step back to the saved points: nothing unsaved, the draft is reported gone.
    await userEvent.click(canvas.getByRole('button', { name: 'Rückgängig (Strg+Z)' }));
    await expect(gcpRows(canvas)).toHaveLength(6);
    await waitFor(() => expect(args.localDraft?.onChange).toHaveBeenLastCalledWith(null));
  },
};

export const DraftDiscarded: Story = {
  name: 'Entwurf verworfen',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(offer(canvas)!).getByRole('button', { name: 'Verwerfen' }));
    await expect(offer(canvas)).toBeNull();
    await expect(args.localDraft?.onDiscard).toHaveBeenCalledTimes(1);
    await expect(gcpRows(canvas)).toHaveLength(6);
    await expect(args.localDraft?.onChange).not.toHaveBeenCalled();
  },
};

/** No draft kept: opening reports nothing (a kept draft must not be replaced unseen); a change is reported. */
export const DraftFollowsChanges: Story = {
  name: 'Entwurf folgt Änderungen',
  args: { localDraft: { offered: null, onChange: fn(), onDiscard: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(offer(canvas)).toBeNull();
    await expect(args.localDraft?.onChange).not.toHaveBeenCalled();
    // The table draws its rows once it knows its height (VirtualRows): later on a small window.
    await userEvent.click(await canvas.findByRole('button', { name: 'Punkt 1 löschen' }));
    const lastReport = () =>
      (args.localDraft?.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as
        { georef_typ: string; points: unknown[] } | undefined;
    await waitFor(() => expect(lastReport()?.points).toHaveLength(5));
    await expect(lastReport()?.georef_typ).toBe('helmert');
  },
};

/** Pixel X 99999999 lies beyond the scan: refused at the field, in the form and in the table. */
export const PixelOutsideScan: Story = {
  name: 'Pixel außerhalb des Scans',
  args: { localDraft: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const refusal = 'Pixel X liegt außerhalb des Scans: er ist 7.016 Pixel breit, erlaubt sind 0 bis 7.016.';
    const pixelX = canvas.getByRole('textbox', { name: 'Pixel X' });
    await userEvent.type(pixelX, '99999999');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Pixel Y' }), '120');
    const map = storyTruth(400, 120);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Rechtswert (EPSG:25832)' }), german(map.x));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Hochwert (EPSG:25832)' }), german(map.y));
    await userEvent.click(canvas.getByRole('button', { name: 'Punkt hinzufügen' }));
    await expect(pixelX).toHaveAccessibleDescription(refusal);
    await expect(pixelX).toHaveFocus();
    await expect(gcpRows(canvas)).toHaveLength(6);

    // In the table: the cell says the same and the point keeps its value (nothing unsaved).
    const cell = canvas.getByRole('textbox', { name: 'Punkt 2: Pixel X' });
    await userEvent.clear(cell);
    await userEvent.type(cell, '99999999{Enter}');
    await expect(cell).toHaveAccessibleDescription(refusal);
    await expect(cell).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Verwerfen' }));
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
  },
};

/** A map coordinate far outside the EPSG's zone or the client's area is questioned, and still added. */
export const MapCoordinateQuestioned: Story = {
  name: 'Kartenkoordinate fraglich',
  args: { localDraft: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const east = canvas.getByRole('textbox', { name: 'Rechtswert (EPSG:25832)' });
    const north = canvas.getByRole('textbox', { name: 'Hochwert (EPSG:25832)' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Pixel X' }), '400');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Pixel Y' }), '120');
    // Rechts- and Hochwert swapped.
    const map = storyTruth(400, 120);
    await userEvent.type(east, german(map.y));
    await userEvent.type(north, german(map.x));
    await expect(north).toHaveAccessibleDescription(
      expect.stringContaining(
        'Bitte prüfen: Rechts- und Hochwert liegen weit außerhalb des Geltungsbereichs von EPSG:25832',
      ),
    );
    await expect(north).not.toHaveAttribute('aria-invalid');

    // A degree east of the client's maps: about 70 km.
    const far = fromWgs84(25832, { lon: storyBbox.xmax + 1, lat: (storyBbox.ymin + storyBbox.ymax) / 2 });
    await userEvent.clear(east);
    await userEvent.type(east, german(far.x));
    await userEvent.clear(north);
    await userEvent.type(north, german(far.y));
    await expect(north).toHaveAccessibleDescription(
      /Bitte prüfen: Der Punkt liegt etwa \d+ km außerhalb des Gebiets dieses Kunden/,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Punkt hinzufügen' }));
    await expect(gcpRows(canvas)).toHaveLength(7);
  },
};

/** A cleared cell says which value still holds, never becomes "-0,00"; Escape brings the value back. */
export const ClearedCell: Story = {
  name: 'Geleerte Zelle',
  args: { localDraft: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cell = canvas.getByRole('textbox', { name: 'Punkt 1: Rechtswert' });
    const before = (cell as HTMLInputElement).value;
    await userEvent.clear(cell);
    await userEvent.tab();
    await expect(cell).toHaveAccessibleDescription(
      `Bitte einen Wert eingeben; bis dahin gilt ${before}. Esc stellt ihn wieder her.`,
    );
    await expect(cell).toHaveValue('');
    await expect(args.onDirtyChange).not.toHaveBeenCalledWith(true);
    await userEvent.click(cell);
    await userEvent.keyboard('{Escape}');
    await expect(cell).toHaveValue(before);
    await expect(cell).not.toHaveAccessibleDescription();
    for (const row of gcpRows(canvas)) await expect(row).not.toHaveTextContent(/-0,00(?!\d)/);
  },
};
