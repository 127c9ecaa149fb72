import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_WMS_PATH, createSeedMaps, demoScanInfo, handlers, withFaults } from '@waldmonitor/mocks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { parseIiifInfo } from '../../../model/georef/iiif';
import type { SupportedEpsg } from '../../../model/georef/coordinates';
import { goodPoints, storyBbox, storyKarte, storyScanUrl } from '../storyData';
import { expectMapsDrawn } from '../storyMapsDrawn';
import { GeorefEditor } from './GeorefEditor';
import type { WmsBackground } from './mapBackgrounds';
import type { ScanView } from './scanView';
import { type Canvas } from './editorStoryPage';

/**
 * The scan in the editor: tiles from an IIIF service (msw's demo
 * scan of seeded map 11, with its seeded points on the scan's features), one plain image,
 * no source, and the live warped preview on the world map. The world map has no tile
 * source here, or one that cannot be reached: the offline background shows; or WMS
 * backgrounds to choose from (msw's WMS), one of which fails.
 */
const SEEDED = 11;
/** The seed's maps, which the demo database is made from: drawn once, when a story first needs them. */
let seedMaps: ReturnType<typeof createSeedMaps> | undefined;
const seeded = () => (seedMaps ??= createSeedMaps());
const seededKarte = () => seeded().karte.find((karte) => karte.id === SEEDED)!;
const seededPoints = () =>
  seeded()
    .mappoint.filter((point) => point.karte_id === SEEDED)
    .sort((a, b) => a.nr - b.nr);
const tiledScan = (): ScanView => ({
  kind: 'tiled',
  image: parseIiifInfo(demoScanInfo(SEEDED, `${window.location.origin}/iiif`)),
});

const meta = {
  title: 'Screens/GIS/Karte georeferenzieren – Scan (GeorefScan)',
  component: GeorefEditor,
  args: {
    karte: storyKarte,
    initialPoints: goodPoints,
    epsg: 25832,
    scan: { kind: 'image', url: storyScanUrl },
    bbox: storyBbox,
    onSave: fn(async () => null),
    onExport: fn(),
    onDirtyChange: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers },
    docs: { story: { inline: false, height: '36rem' } },
    leitfaden: {
      zweck:
        'Zustände des Georeferenzierungs-Editors zum Scan: Kacheln aus einem IIIF-Dienst, ein einzelnes Bild oder keine Quelle, dazu die entzerrte Vorschau auf der Weltkarte mit Regler für die Deckkraft. Der Editor ist Teil der Kartenseite im GIS.',
      rollen: ['Experte', 'Administrator'],
      spezifikation:
        'requirements §2 (Georeferenzierungs-Editor: Scans aus IIIF oder einem Bild je Karte, Schlüssel „scans“ in config.json, entzerrte Vorschau), scanView.ts',
      tun: [
        'Bei einem IIIF-Scan nur die Kacheln laden, die im Ausschnitt und in der Zoomstufe zu sehen sind.',
        'Nennt die Konfiguration keine Scanquelle, es im Bereich sagen und den Schlüssel nennen.',
        'Die WMS-Dienste der Konfiguration (DTK, DOP, ALKIS der Länder) unter „Hintergrund“ anbieten, mit Quellenangabe.',
      ],
      lassen: [
        'Ohne erreichbare Kartenkacheln nicht leer bleiben: Der mitgelieferte Offline-Hintergrund übernimmt und sagt es.',
        'Einen ausgefallenen WMS nicht verschweigen: Der Umriss übernimmt, und der Hinweis nennt den Dienst.',
        'Die Vorschau nicht fest einschalten: Sie folgt dem Schalter, ihre Deckkraft dem Regler.',
      ],
    },
  },
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof GeorefEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const imagePane = (canvas: Canvas) => canvas.getByTestId('georef-image');
const warpCanvas = (element: HTMLElement) => element.querySelector<HTMLCanvasElement>('[data-testid="georef-warp"]');

async function expectWarpDrawn(canvasElement: HTMLElement) {
  await waitFor(() => expect(Number(warpCanvas(canvasElement)?.dataset.drawn ?? 0)).toBeGreaterThan(0), {
    timeout: 5000,
  });
}

/** One plain image for the whole scan: the preview warps it onto the world map. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(imagePane(canvas)).toHaveAttribute('data-scan', 'image');
    await expect(await canvas.findByAltText(`Scan: ${storyKarte.map_name}`)).toBeInTheDocument();
    await expectWarpDrawn(canvasElement);
    await expectMapsDrawn(canvasElement);
  },
};

/** An IIIF scan: only the tiles in view at the zoom shown are loaded. */
export const TiledScan: Story = {
  name: 'Gekachelter Scan (IIIF)',
  render: (args) => (
    <GeorefEditor
      {...args}
      karte={seededKarte()}
      initialPoints={seededPoints()}
      epsg={seededKarte().epsg as SupportedEpsg}
      bbox={null}
      scan={tiledScan()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(imagePane(canvas)).toHaveAttribute('data-scan', 'tiled');
    await waitFor(
      () => expect(imagePane(canvas).querySelectorAll('img.leaflet-tile-loaded').length).toBeGreaterThan(0),
      {
        timeout: 8000,
      },
    );
    const tiles = [...imagePane(canvas).querySelectorAll('img.leaflet-tile')] as HTMLImageElement[];
    // The whole sheet in view: a coarse level, a handful of tiles, never the full 35 megapixels.
    await expect(tiles.length).toBeLessThanOrEqual(12);
    await expect(tiles.every((tile) => /\/iiif\/11\/\d+,\d+,\d+,\d+\/\d+,\d+\/0\/default\.png$/.test(tile.src))).toBe(
      true,
    );
    await expectWarpDrawn(canvasElement);
  },
};

/** The runtime configuration names no scan source: the pane says so and names the key. */
export const NoScanSource: Story = {
  name: 'Ohne Scan-Quelle',
  args: { scan: { kind: 'none' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/unter „scans“ keine Scan-Quelle/)).toBeInTheDocument();
    await expect(canvas.getByText(/Die Vorschau braucht einen Scan\./)).toBeInTheDocument();
    await expect(warpCanvas(canvasElement)).toBeNull();
  },
};

export const ScanLoading: Story = {
  name: 'Scan lädt',
  args: { scan: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Scan wird geladen …')).toBeInTheDocument();
  },
};

/** The scan's error state. */
export const ScanError: Story = {
  name: 'Scan-Fehler',
  tags: ['visual'],
  args: {
    scan: {
      kind: 'error',
      message: 'Der Scan-Dienst antwortet auf https://archiv.example/iiif/3/info.json mit HTTP 404.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('HTTP 404');
  },
};

/** The preview follows the toggle; the slider sets its opacity. */
export const WarpedPreviewOnAndOff: Story = {
  name: 'Entzerrte Vorschau ein und aus',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectWarpDrawn(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Deckkraft' });
    await expect(slider.getAttribute('aria-valuetext')).toMatch(/^70\s%$/);
    await userEvent.click(canvas.getByRole('switch', { name: 'Entzerrten Scan zeigen' }));
    await waitFor(() => expect(warpCanvas(canvasElement)).toBeNull());
    await expect(slider).toBeDisabled();
    await userEvent.click(canvas.getByRole('switch', { name: 'Entzerrten Scan zeigen' }));
    await expectWarpDrawn(canvasElement);
  },
};

export const WarpedPreviewOff: Story = {
  name: 'Entzerrte Vorschau aus',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Entzerrten Scan zeigen' }));
    await waitFor(() => expect(warpCanvas(canvasElement)).toBeNull());
  },
};

/** Tiles that cannot be loaded (no network): the bundled background, said so in the pane. */
export const OfflineFallback: Story = {
  name: 'Offline-Hintergrund',
  args: { tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', attribution: '© OpenStreetMap-Mitwirkende' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('offline-background', {}, { timeout: 8000 })).toHaveTextContent(
      'Offline-Hintergrund',
    );
    const world = canvas.getByTestId('georef-world');
    await waitFor(() => expect(world.querySelectorAll('.wm-town').length).toBeGreaterThan(30));
    await expect(world.querySelector('.wm-river')).not.toBeNull();
    await expect(within(world).getByText('Niedersachsen')).toBeInTheDocument();
  },
};

/** Two WMS of a Land (msw's WMS answers GetMap with a plain tile), beside the tiles. */
const wmsService = (name: string, layers: string): WmsBackground => ({
  name,
  url: `${DEMO_WMS_PATH}/${layers}`,
  layers,
  format: 'image/png',
  version: '1.3.0',
  attribution: `© ${name}: Landesamt für Geoinformation (Beispiel)`,
});
const DTK = wmsService('DTK25 Niedersachsen', 'ni_dtk25');
const DOP = wmsService('DOP20 Niedersachsen', 'ni_dop20');
/** A service of its own for the failing story: the browser reuses an image it has loaded under the same URL. */
const ALKIS = wmsService('ALKIS Niedersachsen', 'ni_alkis');
const tile = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#dfe8d0"/></svg>',
)}`;

/** The world map's tiles that came from a WMS, as leaflet put them into the pane. */
const wmsTiles = (world: HTMLElement) =>
  [...world.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].filter((img) => img.src.includes(DEMO_WMS_PATH));

/** The configured WMS in the choice „Hintergrund“: one chosen, its GetMap tiles drawn with its attribution. */
export const WmsBackgroundChosen: Story = {
  name: 'WMS-Hintergrund',
  args: {
    tileUrl: tile,
    attribution: '© OpenStreetMap-Mitwirkende',
    backgrounds: { wms: [DTK, DOP], onChoose: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const choice = canvas.getByRole('combobox', { name: 'Hintergrund' });
    await expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Karte', 'DTK25 Niedersachsen', 'DOP20 Niedersachsen', 'Ohne Hintergrund (Umriss)']);
    await userEvent.selectOptions(choice, 'DTK25 Niedersachsen');
    await expect(args.backgrounds?.onChoose).toHaveBeenCalledWith('wms:DTK25 Niedersachsen');
    const world = canvas.getByTestId('georef-world');
    await waitFor(
      () => expect(wmsTiles(world).some((img) => img.classList.contains('leaflet-tile-loaded'))).toBe(true),
      {
        timeout: 8000,
      },
    );
    const getMap = new URL(wmsTiles(world)[0]!.src).searchParams;
    await expect(
      Object.fromEntries(['SERVICE', 'REQUEST', 'VERSION', 'LAYERS', 'CRS'].map((key) => [key, getMap.get(key)])),
    ).toEqual({
      SERVICE: 'WMS',
      REQUEST: 'GetMap',
      VERSION: '1.3.0',
      LAYERS: 'ni_dtk25',
      CRS: 'EPSG:3857',
    });
    await expect(await canvas.findByText(DTK.attribution)).toBeInTheDocument();
    await expect(canvas.queryByText('© OpenStreetMap-Mitwirkende')).toBeNull();
    await expect(canvas.queryByTestId('offline-background')).toBeNull();
    // The outline chosen on purpose: drawn without a notice.
    await userEvent.selectOptions(choice, 'Ohne Hintergrund (Umriss)');
    await waitFor(() => expect(world.querySelectorAll('.wm-town').length).toBeGreaterThan(30));
    await waitFor(() => expect(wmsTiles(world)).toHaveLength(0));
    await expect(canvas.queryByTestId('offline-background')).toBeNull();
  },
};

/** The WMS chosen earlier in the session answers with errors: the outline stands in, and the notice names the service. */
export const WmsBackgroundFails: Story = {
  name: 'WMS fällt aus',
  args: {
    tileUrl: tile,
    attribution: '© OpenStreetMap-Mitwirkende',
    backgrounds: { wms: [DTK, ALKIS], chosen: 'wms:ALKIS Niedersachsen', onChoose: fn() },
  },
  parameters: { msw: { handlers: withFaults({ 'GET /wms': { status: 500 } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Hintergrund' })).toHaveDisplayValue('ALKIS Niedersachsen');
    await expect(await canvas.findByTestId('offline-background', {}, { timeout: 8000 })).toHaveTextContent(
      /^Offline-Hintergrund: Der WMS „ALKIS Niedersachsen“ ist nicht erreichbar; gezeigt werden Deutschlands Umriss/,
    );
    const world = canvas.getByTestId('georef-world');
    await waitFor(() => expect(world.querySelectorAll('.wm-town').length).toBeGreaterThan(30));
    await expect(wmsTiles(world)).toHaveLength(0);
    await expect(canvas.queryByText(ALKIS.attribution)).toBeNull();
  },
};

export const Narrow: Story = {
  name: 'Schmal',
  args: { scan: { kind: 'none' } },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('georef-world')).toBeInTheDocument();
    await expectMapsDrawn(canvasElement);
  },
};
