/**
 * Sample data for the GIS stories: one scanned sheet (A1 at 300 dpi, 1:10.000, UTM 32
 * near Göttingen) with a known pixel → map transformation, control points on its grid
 * crossings, the client and the extent of its maps.
 */
import type { BBoxRow } from '../../model/resultRows';
import type { Client, Karte } from '../../model/entities';
import type { GcpRow } from '../../model/georef/pointsFile';
import { toWgs84, transformCoordinates } from '../../model/georef/coordinates';
import type { MapsTableRow } from './MapsTable/filterMaps';

/** scale × 0.0254 / dpi: 10 000 × 0,0254 / 300. */
const METRES_PER_PIXEL = (10000 * 0.0254) / 300;
const ROTATION = (0.8 * Math.PI) / 180;
const ORIGIN = { x: 545120, y: 5718340 };

export const storyKarte: Karte = {
  id: 3,
  map_name: 'Forstkarte Revier Bramwald 1936',
  width: 7016,
  height: 9933,
  din: 'A1',
  client_id: 2,
  georef_bash: null,
  georef_maske: null,
  epsg: 25832,
  georef_label: null,
  georef_typ: 'helmert',
  res: 300,
  scale: 10000,
  jahr: 1936,
  client_status: null,
  typ: 'vermessen',
  status: 'in_bearbeitung',
  bem_client: null,
  ausf_unternehmen: 'Vermessungsbüro Hartmann & Söhne',
  auftr_nr: 'A-2025-0142',
  reg_nr: '12/1936',
  kreis: 'Landkreis Göttingen',
  gemarkung: 'Bramwald',
  gemeinde: 'Hann. Münden',
  bem_to_client: null,
  bem_apus: 'Blatt leicht verzogen, Polynom 2 prüfen.',
  show_client: false,
};

export const storyClient: Pick<Client, 'client_id' | 'name' | 'bundesland' | 'epsg'> = {
  client_id: 2,
  name: 'Forstbetriebsgemeinschaft Bramwald-Solling eG',
  bundesland: 'NI',
  epsg: 25832,
};

/** The true pixel → map transformation of the sheet: north-up, rotated 0,8°. */
export function storyTruth(px: number, py: number): { x: number; y: number } {
  const c = Math.cos(ROTATION) * METRES_PER_PIXEL;
  const s = Math.sin(ROTATION) * METRES_PER_PIXEL;
  return { x: ORIGIN.x + c * px + s * py, y: ORIGIN.y + s * px - c * py };
}

/** Survey noise of a few decimetres, fixed so that the stories always show the same residuals. */
const NOISE = [
  [0.21, -0.14],
  [-0.18, 0.25],
  [0.09, 0.17],
  [-0.26, -0.08],
  [0.15, -0.22],
  [-0.05, 0.12],
  [0.11, 0.03],
] as const;

/** Grid crossings of the sheet (every 1000 pixels), where control points are set. */
const CROSSINGS = [
  [1000, 1000],
  [6000, 1000],
  [1000, 9000],
  [6000, 9000],
  [3000, 5000],
  [5000, 7000],
  [2000, 3000],
] as const;

function gcp(nr: number, pixelx: number, pixely: number, offset: readonly [number, number] = [0, 0]): GcpRow {
  const map = storyTruth(pixelx, pixely);
  return {
    nr,
    pixelx,
    pixely,
    mapx: Math.round((map.x + offset[0]) * 100) / 100,
    mapy: Math.round((map.y + offset[1]) * 100) / 100,
    enable: true,
    dx: null,
    dy: null,
    residual: null,
  };
}

/** Six well-set points: a good Helmert fit with residuals under one pixel. */
export const goodPoints: GcpRow[] = CROSSINGS.slice(0, 6).map(([x, y], i) => gcp(i + 1, x, y, NOISE[i]));

/** The six good points carried into Gauß-Krüger zone 3, as a surveyor's DHDN map would hold them. */
export const gaussKruegerPoints = (): GcpRow[] =>
  goodPoints.map((point) => {
    const { x, y } = transformCoordinates(25832, 31467, { x: point.mapx, y: point.mapy });
    return { ...point, mapx: Math.round(x * 100) / 100, mapy: Math.round(y * 100) / 100 };
  });

/** The six and a seventh set on the wrong crossing (25 m off): flagged as an outlier. */
export const outlierPoints: GcpRow[] = [...goodPoints, gcp(7, 2000, 3000, [25, -18])];

/** Two points: enough for Helmert, too few for polynomial 1 (3). */
export const fewPoints: GcpRow[] = goodPoints.slice(0, 2);

/** The extent of the client's maps: the sheet's corners in WGS 84, a little widened. */
export const storyBbox: BBoxRow = (() => {
  const corners = [
    [0, 0],
    [storyKarte.width, 0],
    [0, storyKarte.height],
    [storyKarte.width, storyKarte.height],
  ].map(([px, py]) => toWgs84(25832, storyTruth(px as number, py as number)));
  const lons = corners.map((c) => c.lon);
  const lats = corners.map((c) => c.lat);
  return {
    xmin: Math.min(...lons) - 0.05,
    ymin: Math.min(...lats) - 0.03,
    xmax: Math.max(...lons) + 0.05,
    ymax: Math.max(...lats) + 0.03,
  };
})();

/**
 * A drawn stand-in for the scan: sheet, frame, a grid every 1000 pixels with crosses,
 * forest stands and tracks, as an SVG data URL in the sheet's pixel size.
 */
export const storyScanUrl: string = (() => {
  const { width, height } = storyKarte;
  const lines: string[] = [];
  for (let x = 1000; x < width; x += 1000) lines.push(`M${x} 300V${height - 300}`);
  for (let y = 1000; y < height; y += 1000) lines.push(`M300 ${y}H${width - 300}`);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#efe4c8"/>`,
    `<rect x="300" y="300" width="${width - 600}" height="${height - 600}" fill="none" stroke="#5a4a2a" stroke-width="24"/>`,
    `<path d="M900 1600C2200 1200 3000 2600 4400 2100S6200 3400 6400 4200L6300 6100C5200 6900 3600 6400 2600 7200S1100 6900 900 6000Z" fill="#b9cc9a" stroke="#4f6b2f" stroke-width="14"/>`,
    `<path d="M700 8600C2000 7600 3400 8200 4200 7000S6000 5200 6600 3000" fill="none" stroke="#7a3b1a" stroke-width="30" stroke-dasharray="120 60"/>`,
    `<path d="M1500 300C1800 2500 2600 4300 2400 6200S3100 8800 3600 ${height - 300}" fill="none" stroke="#3d6f9e" stroke-width="40"/>`,
    `<path d="${lines.join('')}" stroke="#5a4a2a" stroke-width="6" opacity="0.6"/>`,
    `<text x="${width / 2}" y="700" font-family="serif" font-size="260" text-anchor="middle" fill="#3b2f1a">Forstkarte Revier Bramwald</text>`,
    '</svg>',
  ].join('');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
})();

const STORY_CLIENTS = [
  'Forstbetriebsgemeinschaft Bramwald-Solling eG',
  'Stadtforst Göttingen',
  'Wasser- und Bodenverband Obere Leine',
  'Gut Rößing GbR',
  'Realverband Dransfeld',
  'Klosterkammer Hannover, Forstbetrieb',
  'Entwässerungsgenossenschaft Weserniederung',
  'Gemeindeforst Staufenberg',
] as const;

export const storyClients = STORY_CLIENTS.map((name, index) => ({
  client_id: index + 1,
  name,
  epsg: (index % 3 === 2 ? 25833 : 25832) as 25832 | 25833,
}));

const KINDS = ['Forstkarte Revier', 'Flurkarte Gemarkung', 'Dränplan', 'Meliorationsplan', 'Bestandeskarte Abteilung'];
const PLACES = [
  'Bramwald',
  'Hemeln',
  'Dransfeld',
  'Rößing',
  'Escherode',
  'Volkmarshausen',
  'Bühren',
  'Jühnde',
  'Löwenhagen',
];
const STATUSES = ['neu', 'in_bearbeitung', 'georeferenziert', 'geprueft'] as const;
const SCALES = [2500, 5000, 10000, 25000];

/** `count` maps spread over the clients, with every status, years from 1870 and some gaps. */
export function storyMapRows(count: number): MapsTableRow[] {
  return Array.from({ length: count }, (_, i) => {
    const status = STATUSES[i % STATUSES.length] as MapsTableRow['status'];
    const client = storyClients[i % storyClients.length];
    const punkte = status === 'neu' ? i % 3 : 6 + (i % 9);
    const jahr = i % 17 === 5 ? null : 1870 + ((i * 37) % 120);
    return {
      id: i + 1,
      map_name: `${KINDS[i % KINDS.length]} ${PLACES[(i * 7) % PLACES.length]}${jahr ? ` ${jahr}` : ''}`,
      client_id: client?.client_id ?? null,
      client_name: client?.name ?? null,
      jahr,
      status,
      punkte,
      scale: i % 11 === 3 ? null : (SCALES[i % SCALES.length] ?? null),
      din: ['A0', 'A1', 'A2', 'A3'][i % 4] ?? null,
      georef_typ: status === 'neu' ? null : i % 5 === 2 ? 'polynomial2' : 'polynomial1',
      aktive_punkte: punkte - (i % 2),
      // Only maps whose enabled points fix their type carry an RMSE, as the service computes it.
      rmse:
        (status === 'georeferenziert' || status === 'geprueft') && (i % 5 !== 2 || punkte - (i % 2) > 6)
          ? Math.round(((i % 13) * 0.17 + 0.2) * 100) / 100
          : null,
    };
  });
}
