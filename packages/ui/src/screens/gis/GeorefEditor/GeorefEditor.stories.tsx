import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fewPoints, goodPoints, outlierPoints, storyBbox, storyKarte, storyScanUrl, storyTruth } from '../storyData';
import { expectMapsDrawn } from '../storyMapsDrawn';
import { GeorefEditor } from './GeorefEditor';
import { leitfaden } from './GeorefEditor.guidance';
import {
  type Canvas,
  choosePoint,
  clickScanAt,
  clickWorldCentre,
  gcpRows,
  german,
  paneMiddle,
  summary,
  titleAtMiddle,
} from './editorStoryPage';

const meta = {
  title: 'Screens/GIS/Karte georeferenzieren (GeorefEditor)',
  component: GeorefEditor,
  args: {
    karte: storyKarte,
    initialPoints: goodPoints,
    epsg: 25832,
    imageUrl: storyScanUrl,
    bbox: storyBbox,
    onSave: fn(async () => null),
    onExport: fn(),
    onDirtyChange: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    leitfaden,
  },
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof GeorefEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A clicked pixel: the screen shows the scan reduced, so a click lands within a few image pixels. */
function expectNear(input: HTMLElement, pixel: number) {
  const value = Number((input as HTMLInputElement).value.replaceAll('.', '').replace(',', '.'));
  expect(Math.abs(value - pixel)).toBeLessThan(25);
}

/** Image click, then the true map coordinate typed in the map's EPSG. */
async function addTypedPoint(canvas: Canvas, px: number, py: number) {
  await clickScanAt(canvas, px, py);
  const map = storyTruth(px, py);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Rechtswert (EPSG:25832)' }), german(map.x));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Hochwert (EPSG:25832)' }), german(map.y));
  await userEvent.click(canvas.getByRole('button', { name: 'Punkt hinzufügen' }));
}

/** A good Helmert fit: six points, residuals under a pixel, the scale as 1:10.000 at 300 dpi predicts. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(gcpRows(canvas)).toHaveLength(6);
    await expect(summary(canvas)).toHaveTextContent(/RMSE 0,\d\d px aus 6 aktiven Punkten \(4 Freiheitsgrade\)/);
    await expect(summary(canvas)).toHaveTextContent('Maßstab plausibel');
    await expect(canvas.queryByText('Ausreißer')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Georeferenzierung speichern' })).toBeEnabled();
    await expect(await canvas.findAllByRole('img', { name: '6 Passpunkte' })).toHaveLength(2);
    await expectMapsDrawn(canvasElement);
  },
};

export const NoPoints: Story = {
  name: 'Ohne Passpunkte',
  args: { initialPoints: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Noch keine Passpunkte/)).toBeInTheDocument();
    await expect(summary(canvas)).toHaveTextContent('Es fehlen noch 2.');
    await expect(canvas.getByRole('button', { name: 'Georeferenzierung speichern' })).toBeDisabled();
  },
};

/** The editor end to end: add four points (clicks on scan and map, typed coordinates), see residuals, switch type, undo. */
export const AddFourPoints: Story = {
  name: 'Vier Passpunkte hinzufügen',
  args: { initialPoints: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await addTypedPoint(canvas, 1000, 1000);
    await addTypedPoint(canvas, 6000, 1000);
    await expect(summary(canvas)).toHaveTextContent('RMSE nicht bestimmbar');
    await addTypedPoint(canvas, 1000, 9000);
    await expect(gcpRows(canvas)).toHaveLength(3);
    // Clicks hit the scan to a few image pixels: a small RMSE from the one redundant equation pair.
    await expect(summary(canvas)).toHaveTextContent(/RMSE \d+,\d\d px aus 3 aktiven Punkten \(1 Freiheitsgrad\)/);

    // The fourth point by two clicks: the scan, then the world map.
    await clickScanAt(canvas, 3508, 4966);
    expectNear(canvas.getByRole('textbox', { name: 'Pixel X' }), 3508);
    await clickWorldCentre(canvas);
    await waitFor(() => expect(gcpRows(canvas)).toHaveLength(4));
    const fourth = gcpRows(canvas)[3]!;
    expectNear(within(fourth).getByRole('textbox', { name: 'Punkt 4: Pixel X' }), 3508);
    await expect(within(fourth).getByRole('textbox', { name: 'Punkt 4: Rechtswert' })).not.toHaveValue('');
    await expect(summary(canvas)).toHaveTextContent(/RMSE [\d.]+,\d\d px aus 4 aktiven Punkten \(2 Freiheitsgrade\)/);
    await expect(fourth.cells[8]).toHaveTextContent(/\d,\d\d/);

    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Transformationstyp' }),
      'Polynom 2. Ordnung (mind. 6 Punkte)',
    );
    await expect(summary(canvas)).toHaveTextContent('Es fehlen noch 2.');
    await expect(canvas.getByRole('button', { name: 'Georeferenzierung speichern' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Rückgängig (Strg+Z)' }));
    await expect(canvas.getByRole('combobox', { name: 'Transformationstyp' })).toHaveValue('helmert');
    // Ctrl+Z in the editor (outside a text field) takes back the fourth point.
    canvas.getByRole('application', { name: 'Scan der Karte' }).focus();
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(gcpRows(canvas)).toHaveLength(3);
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await expect(gcpRows(canvas)).toHaveLength(4);
  },
};

export const FewerThanMinimum: Story = {
  name: 'Zu wenige Passpunkte',
  args: { initialPoints: fewPoints, karte: { ...storyKarte, georef_typ: 'polynomial1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(summary(canvas)).toHaveTextContent('Es fehlen noch 1.');
    await expect(canvas.getByText(/Mindestens 3 aktive Passpunkte/)).toBeInTheDocument();
    const save = canvas.getByRole('button', { name: 'Georeferenzierung speichern' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription(/Speichern erst mit einer gültigen Transformation/);
  },
};

export const Outlier: Story = {
  name: 'Ausreißer',
  args: { initialPoints: outlierPoints },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const seventh = gcpRows(canvas)[6]!;
    await expect(within(seventh).getByText('Ausreißer')).toBeInTheDocument();
    await expect(summary(canvas)).toHaveTextContent('Ausreißer: Punkt 7');
    await expect(within(canvas.getByTestId('georef-image')).getByRole('img', { name: /Ausreißer: 7$/ })).toBeDefined();

    // Switching the outlier off: the fit is good again.
    await userEvent.click(within(seventh).getByRole('checkbox', { name: 'Punkt 7 aktiv' }));
    await expect(canvas.queryByText('Ausreißer')).toBeNull();
    await expect(summary(canvas)).toHaveTextContent(/RMSE 0,\d\d px aus 6 aktiven Punkten/);
  },
};

/** The spline passes every point: its residuals are leave-one-out errors. */
export const ThinPlateSpline: Story = {
  name: 'Thin-Plate-Spline',
  args: { karte: { ...storyKarte, georef_typ: 'tps' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(summary(canvas)).toHaveTextContent('Leave-one-out-Fehler');
    await expect(summary(canvas)).toHaveTextContent('von der Transformation ohne ihn');
  },
};

export const MapUnits: Story = {
  name: 'Residuen in Karteneinheiten',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Residuen in' }), 'Karteneinheiten (m)');
    await expect(canvas.getByRole('columnheader', { name: 'Residuum (m)' })).toBeInTheDocument();
    await expect(summary(canvas)).toHaveTextContent(/RMSE 0,\d\d m/);
  },
};

/** The scale does not fit the resolution on record: a hint, not a block. */
export const ScaleImplausible: Story = {
  name: 'Maßstab unplausibel',
  args: { karte: { ...storyKarte, res: 400 } },
  play: async ({ canvasElement }) => {
    await expect(summary(within(canvasElement))).toHaveTextContent(
      'Bitte Maßstab, Scanauflösung und Passpunkte prüfen.',
    );
  },
};

export const Saving: Story = {
  name: 'Speichert',
  args: { onSave: fn(() => new Promise(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Georeferenzierung speichern' }));
    await expect(await canvas.findByText('Wird gespeichert …')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Georeferenzierung speichern/ }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

export const Saved: Story = {
  name: 'Gespeichert',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Georeferenzierung speichern' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const [result] = (args.onSave as ReturnType<typeof fn>).mock.calls[0] as [
      { points: { nr: number; residual: number | null }[]; georef_typ: string; res: number; georef_bash: string },
    ];
    await expect(result.georef_typ).toBe('helmert');
    await expect(result.res).toBe(300);
    await expect(result.points.map((p) => p.nr)).toEqual([1, 2, 3, 4, 5, 6]);
    await expect(result.points.every((p) => p.residual !== null)).toBe(true);
    await expect(result.georef_bash).toContain('gdalwarp');
    await expect(result.georef_bash).toContain('-t_srs EPSG:25832');
    await expect(await canvas.findByText('Gespeichert')).toBeInTheDocument();
  },
};

/** A refused save keeps the points, the type and the script; saving again sends the same. */
export const FailedSave: Story = {
  name: 'Speichern scheitert',
  args: { onSave: fn(async () => Promise.reject(new TypeError('Failed to fetch'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Transformationstyp' }),
      'Polynom 1. Ordnung (mind. 3 Punkte)',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Georeferenzierung speichern' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Die Georeferenzierung wurde nicht gespeichert; die Passpunkte, der Typ und das Skript bleiben hier erhalten. Der Datendienst ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    );
    await expect(alert).toHaveTextContent('Meldung des Dienstes: Failed to fetch');
    await expect(canvas.getByText('Ungespeicherte Änderungen')).toBeInTheDocument();
    await expect(gcpRows(canvas)).toHaveLength(6);
    await expect(canvas.getByRole('combobox', { name: 'Transformationstyp' })).toHaveValue('polynomial1');
    await userEvent.click(canvas.getByRole('button', { name: 'Georeferenzierung speichern' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(2));
  },
};

export const ImportAndExport: Story = {
  name: 'Import und Export',
  args: { initialPoints: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = new File(
      [
        '#CRS: EPSG:25832\nmapX,mapY,sourceX,sourceY,enable,dX,dY,residual\n',
        ...goodPoints.map((p) => `${p.mapx},${p.mapy},${p.pixelx},${-p.pixely},1,0,0,0\n`),
      ],
      'bramwald.points',
      { type: 'text/plain' },
    );
    await userEvent.upload(canvas.getByLabelText('.points importieren'), file);
    await expect(await canvas.findByText('6 Passpunkte aus „bramwald.points“ übernommen.')).toBeInTheDocument();
    await expect(gcpRows(canvas)).toHaveLength(6);

    await userEvent.click(canvas.getByRole('button', { name: '.points exportieren' }));
    const [text, fileName] = (args.onExport as ReturnType<typeof fn>).mock.calls[0] as [string, string];
    await expect(fileName).toBe('Forstkarte_Revier_Bramwald_1936.points');
    await expect(text.split('\n').slice(0, 2)).toEqual([
      '#CRS: EPSG:25832',
      'mapX,mapY,sourceX,sourceY,enable,dX,dY,residual',
    ]);
    const first = goodPoints[0]!;
    await expect(text.split('\n')[2]).toMatch(new RegExp(`^${first.mapx},${first.mapy},1000,-1000,1,`));
  },
};

/** Arrow keys move the selected point by one screen pixel; the move is one undo step each. */
export const NudgeWithArrowKeys: Story = {
  name: 'Mit Pfeiltasten verschieben',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstX = () => within(gcpRows(canvas)[0]!).getByRole('textbox', { name: 'Punkt 1: Pixel X' });
    await userEvent.click(gcpRows(canvas)[0]!.cells[0]!);
    canvas.getByRole('application', { name: 'Scan der Karte' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(firstX()).not.toHaveValue('1.000,00'));
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(firstX()).toHaveValue('1.000,00');
  },
};

/** A drag recomputes the residuals on every move, before the marker is released. */
export const DragUpdatesResiduals: Story = {
  name: 'Ziehen aktualisiert Residuen',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePoint(canvas, 1);
    await waitFor(async () => expect(await titleAtMiddle(canvas, 'Scan der Karte')).toBe('Passpunkt 1'));
    const { pane, at } = paneMiddle(canvas, 'Scan der Karte');
    const before = summary(canvas).textContent;
    const user = userEvent.setup();
    await user.pointer({ keys: '[MouseLeft>]', target: pane, coords: at });
    await user.pointer({ target: pane, coords: { clientX: at.clientX + 15, clientY: at.clientY + 10 } });
    await user.pointer({ target: pane, coords: { clientX: at.clientX + 30, clientY: at.clientY + 20 } });
    await waitFor(() => expect(summary(canvas).textContent).not.toBe(before));
    await user.pointer({
      keys: '[/MouseLeft]',
      target: pane,
      coords: { clientX: at.clientX + 30, clientY: at.clientY + 20 },
    });
    await expect(canvas.getByRole('button', { name: 'Rückgängig (Strg+Z)' })).toBeEnabled();
  },
};

/**
 * The typed point goes through the form layer: a missing value gets a German message at
 * its field and the focus, a pixel outside the sheet is refused at the field, and a
 * half-typed point already counts as unsaved for the leave warning.
 */
export const PointEntryMissingValues: Story = {
  name: 'Punkteingabe mit fehlenden Werten',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pixelX = canvas.getByRole('textbox', { name: 'Pixel X' });
    await userEvent.type(pixelX, '999999');
    await userEvent.tab();
    await expect(pixelX).toHaveAccessibleDescription(/außerhalb des Scans/);
    await userEvent.clear(pixelX);
    await userEvent.type(pixelX, '120');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Punkt hinzufügen' }));
    const pixelY = canvas.getByRole('textbox', { name: 'Pixel Y' });
    await expect(pixelY).toHaveAccessibleDescription('Bitte Pixel Y eingeben.');
    await expect(pixelY).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Hochwert (EPSG:25832)' })).toHaveAccessibleDescription(
      'Bitte Hochwert eingeben.',
    );
    await expect(gcpRows(canvas)).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Verwerfen' }));
    await expect(pixelX).toHaveValue('');
    await expect(pixelY).not.toHaveAccessibleDescription();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
  },
};

/** No scan and no EPSG: a pixel grid stands in, typed coordinates still work, no script. */
export const WithoutScanAndEpsg: Story = {
  name: 'Ohne Scan und EPSG',
  args: { imageUrl: null, epsg: null, initialPoints: fewPoints },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('Die Karte hat kein Koordinatensystem');
    await expect(
      canvas.getByRole('textbox', { name: 'Rechtswert (im Koordinatensystem der Karte)' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/dazu braucht die Karte ein Koordinatensystem/)).toBeInTheDocument();
  },
};

const tile = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#dfe8d0"/></svg>',
)}`;

/** Tiles from the runtime configuration, with their attribution. */
export const WithTiles: Story = {
  name: 'Mit Kacheln',
  args: { tileUrl: tile, attribution: 'Kacheln: Landesamt für Geoinformation (Beispiel)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Kacheln: Landesamt für Geoinformation (Beispiel)')).toBeInTheDocument();
    await expect(canvas.getByText(/^Klicken setzt den Kartenpunkt zum gewählten Bildpunkt\./)).toBeInTheDocument();
  },
};

/** Tiles that do not load: the offline background takes over. */
export const TilesFail: Story = {
  name: 'Kacheln laden nicht',
  args: { tileUrl: 'data:image/png;base64,AAAA', attribution: 'Kacheln' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Offline-Hintergrund/, {}, { timeout: 4000 })).toBeInTheDocument();
  },
};

export const Narrow: Story = {
  name: 'Schmal',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('img', { name: '6 Passpunkte' })).toHaveLength(2);
    await expectMapsDrawn(canvasElement);
  },
};
