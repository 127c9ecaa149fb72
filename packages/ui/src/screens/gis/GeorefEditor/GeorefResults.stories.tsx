import type { Meta, StoryObj } from '@storybook/react-vite';
import { createSeedMaps, demoScanInfo, handlers } from '@waldmonitor/mocks';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { parseIiifInfo } from '../../../model/georef/iiif';
import type { SupportedEpsg } from '../../../model/georef/coordinates';
import { gaussKruegerPoints, goodPoints, outlierPoints, storyBbox, storyKarte, storyScanUrl } from '../storyData';
import { GeorefEditor } from './GeorefEditor';
import { type Canvas } from './editorStoryPage';

/**
 * What the georeferencing gives a surveyor to take away, below the GCP table: the GDAL
 * script (download, copy), a world file with its system for affine fits, a VRT with the GCPs
 * and, for a scan from an IIIF service, a Georeference Annotation. The files' contents are
 * checked against GDAL in resultFiles.gdal.test.ts; the plays check what a person gets.
 */
const meta = {
  title: 'Screens/GIS/Karte georeferenzieren – Ergebnis (GeorefResults)',
  component: GeorefEditor,
  args: {
    karte: storyKarte,
    initialPoints: goodPoints,
    epsg: 25832,
    imageUrl: storyScanUrl,
    bbox: storyBbox,
    onSave: fn(async () => null),
    onExport: fn(),
    onDownloadResult: fn(),
    onPrintReport: fn(),
    onDirtyChange: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers },
    docs: { story: { inline: false, height: '36rem' } },
    leitfaden: {
      zweck:
        'Der Abschnitt „Ergebnis mitnehmen“ des Georeferenzierungs-Editors: das GDAL-Skript zum Herunterladen und Kopieren, eine Weltdatei mit Koordinatensystem für Transformationen ohne Verbiegung, eine GDAL-VRT mit den Passpunkten und für IIIF-Scans eine Georeferenzierungs-Annotation.',
      rollen: ['Experte', 'Administrator'],
      spezifikation:
        'requirements §2 (Georeferenzierungs-Editor, GDAL-Skript in georef_bash), resultFiles.ts, ResultsPanel.tsx',
      tun: [
        'Jede Datei mit ihrem Namen und ihrem Zweck nennen; eine, die es gerade nicht gibt, mit dem Grund.',
        'Die Dateien aus der fertig berechneten Transformation machen, nicht aus einem Zwischenstand beim Ziehen.',
        'Ein anderes Zielsystem nur im GDAL-Skript umsetzen; die übrigen Dateien bleiben im System der Karte und sagen es.',
      ],
      lassen: [
        'Keine Weltdatei für verbiegende Transformationen anbieten: Sie kann nur eine affine Abbildung tragen.',
        'Keine leere Datei herunterladen lassen: Ohne Transformation oder EPSG bleibt die Schaltfläche gesperrt.',
      ],
    },
  },
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof GeorefEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const results = (canvas: Canvas) => within(canvas.getByRole('region', { name: 'Ergebnis mitnehmen' }));
const downloadButton = (canvas: Canvas, label: string) =>
  results(canvas).getByRole('button', { name: `${label} herunterladen` });

/** The text and name the last download handed over. */
function lastDownload(spy: unknown): { text: string; fileName: string } {
  const calls = (spy as ReturnType<typeof fn>).mock.calls;
  const [text, fileName] = calls[calls.length - 1] as [string, string];
  return { text, fileName };
}

/** The share of opaque pixels in an uncompressed RGBA GeoTIFF of ours (its strips end the file, in order). */
function opaqueShare(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  const entries = view.getUint16(8, true);
  for (let i = 0; i < entries; i += 1) {
    const at = 10 + i * 12;
    if (view.getUint16(at, true) !== 273) continue;
    const first =
      view.getUint32(at + 4, true) === 1
        ? view.getUint32(at + 8, true)
        : view.getUint32(view.getUint32(at + 8, true), true);
    const pixels = bytes.subarray(first);
    let opaque = 0;
    for (let p = 3; p < pixels.length; p += 4) if (pixels[p] === 255) opaque += 1;
    return opaque / (pixels.length / 4);
  }
  return 0;
}

const geotiffRow = (canvas: Canvas) => within(results(canvas).getByRole('group', { name: /^Entzerrtes GeoTIFF/ }));

/** Helmert in ETRS89 / UTM 32N: every file but the annotation, which needs an IIIF scan. */
export const HelmertFiles: Story = {
  name: 'Helmert: Skript, Weltdatei und VRT',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const script = downloadButton(canvas, 'GDAL-Skript');
    await waitFor(() => expect(script).toBeEnabled());
    await userEvent.click(script);
    await expect(lastDownload(args.onDownloadResult).fileName).toBe('karte_3_georef.sh');
    await expect(lastDownload(args.onDownloadResult).text).toContain('gdalwarp -r near -order 1');

    await userEvent.click(downloadButton(canvas, 'Weltdatei'));
    const world = lastDownload(args.onDownloadResult);
    await expect(world.fileName).toBe('karte_3.tfw');
    const lines = world.text.trim().split('\n').map(Number);
    await expect(lines).toHaveLength(6);
    // 1:10.000 at 300 dpi: about 0,85 m per pixel, north up, the sheet in UTM zone 32.
    await expect(lines[0]).toBeCloseTo(0.85, 1);
    await expect(lines[3]).toBeCloseTo(-0.85, 1);
    await expect(lines[4]).toBeGreaterThan(300000);

    await userEvent.click(downloadButton(canvas, 'Koordinatensystem zur Weltdatei'));
    await expect(lastDownload(args.onDownloadResult).fileName).toBe('karte_3.tif.aux.xml');
    await expect(lastDownload(args.onDownloadResult).text).toContain('AUTHORITY[&quot;EPSG&quot;,&quot;25832&quot;]');

    await userEvent.click(downloadButton(canvas, 'GDAL-VRT mit Passpunkten'));
    await expect(lastDownload(args.onDownloadResult).fileName).toBe('karte_3.vrt');
    // Helmert: the four image corners carried through the fit, as in the script.
    await expect(lastDownload(args.onDownloadResult).text.match(/<GCP /g)).toHaveLength(4);

    await expect(downloadButton(canvas, 'Georeferenzierungs-Annotation (IIIF)')).toBeDisabled();
    await expect(results(canvas).getByText('Nur für Scans aus einem IIIF-Bilddienst.')).toBeVisible();
    await expect(args.onDownloadResult).toHaveBeenCalledTimes(4);
  },
};

/** The script shown and copied: the status says whether it reached the clipboard. */
export const CopyScript: Story = {
  name: 'Skript ansehen und kopieren',
  args: { clipboard: { writeText: fn(async () => undefined) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(/^GDAL-Skript ansehen/));
    const script = await canvas.findByRole('region', { name: 'GDAL-Skript' });
    await expect(script).toHaveTextContent('gdal_translate -of GTiff -a_srs EPSG:25832');
    await userEvent.click(canvas.getByRole('button', { name: 'Skript kopieren' }));
    await expect(await canvas.findByText('Skript in die Zwischenablage kopiert.')).toBeVisible();
    await expect(args.clipboard?.writeText).toHaveBeenCalledWith(script.textContent);
  },
};

/** A second-order polynomial bends the sheet: no world file, the VRT carries the measured points. */
export const CurvedFit: Story = {
  name: 'Polynom 2. Ordnung: keine Weltdatei',
  args: { karte: { ...storyKarte, georef_typ: 'polynomial2' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(downloadButton(canvas, 'GDAL-VRT mit Passpunkten')).toBeEnabled());
    await expect(downloadButton(canvas, 'Weltdatei')).toBeDisabled();
    await expect(downloadButton(canvas, 'Koordinatensystem zur Weltdatei')).toBeDisabled();
    await expect(results(canvas).getAllByText(/^Nur für Transformationen ohne Verbiegung/)).toHaveLength(2);
    await userEvent.click(downloadButton(canvas, 'GDAL-VRT mit Passpunkten'));
    await expect(lastDownload(args.onDownloadResult).text.match(/<GCP /g)).toHaveLength(goodPoints.length);
    await expect(lastDownload(args.onDownloadResult).text).toContain('gdalwarp -order 2 -et 0');
  },
};

/** Without a coordinate system nothing can be taken away, and each file says why. */
export const NoSystem: Story = {
  name: 'Ohne Koordinatensystem',
  args: { epsg: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = results(canvas).getAllByRole('button', { name: /herunterladen$/ });
    await expect(buttons).toHaveLength(5);
    for (const button of buttons) await expect(button).toBeDisabled();
    const target = results(canvas).getByRole('combobox', { name: 'Zielsystem' });
    await expect(target).toBeDisabled();
    await expect(target).toHaveAccessibleDescription('Erst wählbar, wenn die Karte ein Koordinatensystem (EPSG) hat.');
    await expect(
      results(canvas).getAllByText('Dazu braucht die Karte ein Koordinatensystem (EPSG) in den Metadaten.'),
    ).toHaveLength(4);
    // The plain image's first reason: the annotation needs an IIIF scan in any case.
    await expect(results(canvas).getByText('Nur für Scans aus einem IIIF-Bilddienst.')).toBeVisible();
  },
};

/**
 * A Gauß-Krüger map whose result is wanted in ETRS89 / UTM 32: the downloaded script warps and
 * reprojects, the shown (saved) one stays in Gauß-Krüger, and the other files say they do too.
 */
export const TargetSystem: Story = {
  name: 'Gauß-Krüger: Zielsystem UTM für das Skript',
  args: { epsg: 31467 },
  render: (args) => <GeorefEditor {...args} initialPoints={gaussKruegerPoints()} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const target = results(canvas).getByRole('combobox', { name: 'Zielsystem' });
    await expect(target).toHaveDisplayValue('wie die Karte – EPSG:31467 DHDN / Gauß-Krüger Zone 3');
    await userEvent.selectOptions(target, 'EPSG:25832 ETRS89 / UTM Zone 32N');
    const script = downloadButton(canvas, 'GDAL-Skript');
    await waitFor(() => expect(script).toBeEnabled());
    await userEvent.click(script);
    const { text, fileName } = lastDownload(args.onDownloadResult);
    await expect(fileName).toBe('karte_3_georef_25832.sh');
    await expect(text).toContain('-a_srs EPSG:31467');
    await expect(text).toContain('-t_srs EPSG:25832');
    await expect(text).toContain(
      '# Das Ergebnis wird nach EPSG:25832 umprojiziert; die Passpunkte sind in EPSG:31467.',
    );

    const stays = 'Bleibt im System der Karte (EPSG:31467); umprojiziert wird nur das GDAL-Skript.';
    const worldRow = downloadButton(canvas, 'Weltdatei').closest('li')!;
    await expect(worldRow).toHaveTextContent(stays);
    await userEvent.click(downloadButton(canvas, 'Weltdatei'));
    await expect(lastDownload(args.onDownloadResult).fileName).toBe('karte_3.tfw');
    await expect(results(canvas).getByRole('group', { name: /^Entzerrtes GeoTIFF/ })).toHaveTextContent(stays);

    // What is shown and saved stays in the map's system, and the summary says so.
    await userEvent.click(canvas.getByText(/^GDAL-Skript ansehen/));
    await expect(canvas.getByText(/^Hier im System der Karte \(EPSG:31467\)/)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'GDAL-Skript' })).toHaveTextContent('-t_srs EPSG:31467');
  },
};

const SEEDED = 11;
let seedMaps: ReturnType<typeof createSeedMaps> | undefined;
const seeded = () => (seedMaps ??= createSeedMaps());
const seededKarte = () => seeded().karte.find((karte) => karte.id === SEEDED)!;

const iiifEditor: Story['render'] = (args) => (
  <GeorefEditor
    {...args}
    karte={seededKarte()}
    initialPoints={seeded()
      .mappoint.filter((point) => point.karte_id === SEEDED)
      .sort((a, b) => a.nr - b.nr)}
    epsg={seededKarte().epsg as SupportedEpsg}
    bbox={null}
    scan={{ kind: 'tiled', image: parseIiifInfo(demoScanInfo(SEEDED, `${window.location.origin}/iiif`)) }}
  />
);

/** A scan from an IIIF service: the annotation names the service and carries every GCP in WGS 84. */
export const IiifAnnotation: Story = {
  name: 'IIIF-Scan: Georeferenzierungs-Annotation',
  render: iiifEditor,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = downloadButton(canvas, 'Georeferenzierungs-Annotation (IIIF)');
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const { text, fileName } = lastDownload(args.onDownloadResult);
    await expect(fileName).toBe(`karte_${SEEDED}.georef.json`);
    const annotation = JSON.parse(text) as {
      motivation: string;
      target: { source: { id: string; type: string } };
      body: { features: { geometry: { coordinates: [number, number] } }[] };
    };
    await expect(annotation.motivation).toBe('georeferencing');
    await expect(annotation.target.source.id).toMatch(/\/iiif\/11$/);
    await expect(annotation.body.features.length).toBeGreaterThanOrEqual(3);
    // Germany in WGS 84: longitude 5–16° E, latitude 47–56° N.
    for (const { geometry } of annotation.body.features) {
      await expect(geometry.coordinates[0]).toBeGreaterThan(5);
      await expect(geometry.coordinates[0]).toBeLessThan(16);
      await expect(geometry.coordinates[1]).toBeGreaterThan(47);
      await expect(geometry.coordinates[1]).toBeLessThan(56);
    }
  },
};

/** The residual report as a print page: the map, type, RMSE in both units and every point, the outlier marked. */
export const Report: Story = {
  name: 'Residuenbericht',
  args: { initialPoints: outlierPoints },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const open = results(canvas).getByRole('button', { name: 'Bericht öffnen' });
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    const view = await screen.findByRole('dialog', { name: `Druckansicht: Residuenbericht ${storyKarte.map_name}` });
    const sheet = within(within(view).getByRole('region', { name: 'Bericht' }));
    await expect(sheet.getByText('Helmert')).toBeVisible();
    await expect(sheet.getByText('EPSG:25832')).toBeVisible();
    await expect(sheet.getByText('7, davon 7 aktiv, 1 Ausreißer')).toBeVisible();
    await expect(sheet.getByText(/^\d+,\d\d px \(5 Freiheitsgrade\)$/)).toBeVisible();
    await expect(sheet.getByText(/^\d+,\d\d m \(5 Freiheitsgrade\)$/)).toBeVisible();
    const rows = within(sheet.getByRole('table', { name: 'Passpunkte und Residuen' }))
      .getAllByRole('row')
      .slice(1);
    await expect(rows).toHaveLength(7);
    await expect(rows[6]).toHaveTextContent('(Ausreißer)');
    await userEvent.click(within(view).getByRole('button', { name: 'Drucken / als PDF speichern' }));
    await expect(args.onPrintReport).toHaveBeenCalledOnce();
    await userEvent.click(within(view).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * The warped scan as a GeoTIFF, made in the browser: 25 m per pixel, Deflate; a double click
 * makes one file. Its pixels and georeferencing are checked against GDAL in geotiffFile.gdal.test.ts.
 */
export const Geotiff: Story = {
  name: 'Entzerrtes GeoTIFF erstellen',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = geotiffRow(canvas);
    const resolution = row.getByRole('textbox', { name: 'Auflösung (m pro Pixel)' });
    // GDAL's suggestion first: about the scan's own 0,85 m per pixel.
    await waitFor(() => expect(resolution).toHaveValue('0,847'));
    await expect(row.getByText(/^Vorschlag wie gdalwarp: 0,847 m$/)).toBeVisible();
    await userEvent.clear(resolution);
    await userEvent.type(resolution, '25');
    await userEvent.selectOptions(row.getByRole('combobox', { name: 'Kompression' }), 'Deflate (verlustfrei, kleiner)');
    await expect(row.getByRole('combobox', { name: 'Resampling' })).toHaveValue('bilinear');
    await expect(row.getByText(/^Ergebnis: \d+ × \d+ Pixel \(Breite × Höhe\)/)).toBeVisible();
    await userEvent.dblClick(row.getByRole('button', { name: 'GeoTIFF erstellen' }));
    await expect(await row.findByText('karte_3_entzerrt.tif erstellt.', {}, { timeout: 10000 })).toBeVisible();
    await expect(args.onDownloadResult).toHaveBeenCalledOnce();
    const [bytes, fileName] = (args.onDownloadResult as ReturnType<typeof fn>).mock.calls[0] as [Uint8Array, string];
    await expect(fileName).toBe('karte_3_entzerrt.tif');
    await expect([...bytes.subarray(0, 4)]).toEqual([0x49, 0x49, 42, 0]);
    // The first IFD entry after ImageWidth, ImageLength and BitsPerSample: Compression 8 (Deflate).
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    await expect(view.getUint16(8 + 2 + 3 * 12, true)).toBe(259);
    await expect(view.getUint16(8 + 2 + 3 * 12 + 8, true)).toBe(8);
  },
};

/** A resolution that is no number, or too fine for the browser, says so at the field and makes nothing. */
export const GeotiffBadResolution: Story = {
  name: 'GeoTIFF: ungültige Auflösung',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = geotiffRow(canvas);
    const resolution = row.getByRole('textbox', { name: 'Auflösung (m pro Pixel)' });
    await waitFor(() => expect(resolution).toHaveValue('0,847'));
    const build = row.getByRole('button', { name: 'GeoTIFF erstellen' });
    await expect(build).toBeEnabled();
    await userEvent.clear(resolution);
    await userEvent.type(resolution, 'fein');
    await userEvent.tab();
    await expect(row.getByText('Bitte eine Zahl eingeben.')).toBeVisible();
    await expect(resolution).toHaveAccessibleDescription(/Bitte eine Zahl eingeben\./);
    await expect(build).toBeDisabled();
    await userEvent.clear(resolution);
    await userEvent.type(resolution, '0,05');
    await expect(row.getByText(/^Bei dieser Auflösung hätte das GeoTIFF [\d.,]+ Megapixel/)).toBeVisible();
    await expect(build).toBeDisabled();
    await userEvent.clear(resolution);
    await userEvent.type(resolution, '12,5');
    await expect(build).toBeEnabled();
    await expect(args.onDownloadResult).not.toHaveBeenCalled();
  },
};

/** From an IIIF scan the GeoTIFF is warped from the tiles of the level that matches the resolution. */
export const GeotiffFromIiif: Story = {
  name: 'IIIF-Scan: entzerrtes GeoTIFF aus den Kacheln',
  render: iiifEditor,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = geotiffRow(canvas);
    const resolution = row.getByRole('textbox', { name: 'Auflösung (m pro Pixel)' });
    await waitFor(() => expect(resolution).toBeEnabled());
    await userEvent.clear(resolution);
    await userEvent.type(resolution, '20');
    await userEvent.selectOptions(row.getByRole('combobox', { name: 'Resampling' }), 'Nächster Nachbar');
    await userEvent.click(row.getByRole('button', { name: 'GeoTIFF erstellen' }));
    await expect(await row.findByText(`karte_${SEEDED}_entzerrt.tif erstellt.`, {}, { timeout: 15000 })).toBeVisible();
    const [bytes, fileName] = (args.onDownloadResult as ReturnType<typeof fn>).mock.calls[0] as [Uint8Array, string];
    await expect(fileName).toBe(`karte_${SEEDED}_entzerrt.tif`);
    // The sheet, turned a little on the map: most of the grid is scan, its corners transparent.
    const share = opaqueShare(bytes);
    await expect(share).toBeGreaterThan(0.5);
    await expect(share).toBeLessThan(1);
  },
};
