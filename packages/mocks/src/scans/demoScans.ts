/**
 * The demo scans: for every map of the seed a sheet with its known transform,
 * described as an IIIF Image API 3 level-0 service would describe it, and drawn tile by
 * tile on request. Built from the seed alone, so a map's scan does not change when its
 * points or metadata are edited in the demo.
 */
import { createSeedMaps, SEED } from '@waldmonitor/dataservice/seed';
import { prepareScan, type PreparedScan } from './drawing';
import { anchorNear } from '@waldmonitor/dataservice/seed/scans/features';
import { DEMO_IIIF_PATH } from './iiifPath';
import { worldToPixel, type ScanSheet, type XY } from '@waldmonitor/dataservice/seed/scans/sheet';

export { DEMO_IIIF_PATH };
/** Tile edge in pixels, as most IIIF servers default to. */
export const DEMO_TILE_SIZE = 512;

interface DemoScan {
  sheet: ScanSheet;
  title: string;
}

let scans: Map<number, DemoScan> | null = null;

function demoScans(): Map<number, DemoScan> {
  if (!scans) {
    const { karte, sheets } = createSeedMaps(SEED);
    scans = new Map(karte.map((row, index) => [row.id, { sheet: sheets[index] as ScanSheet, title: row.map_name }]));
  }
  return scans;
}

/** The sheet of a seeded map (its known pixel ↔ world transform); undefined for a map the seed does not have. */
export function demoScanSheet(karteId: number): ScanSheet | undefined {
  return demoScans().get(karteId)?.sheet;
}

/** Scale factors from 1 until the whole sheet fits one tile. */
function scaleFactors(sheet: ScanSheet): number[] {
  const factors = [1];
  while (Math.max(sheet.width, sheet.height) / (factors[factors.length - 1] as number) > DEMO_TILE_SIZE) {
    factors.push((factors[factors.length - 1] as number) * 2);
  }
  return factors;
}

/** The info.json of a map's scan; `serviceBase` is the absolute URL of the service (ids are absolute in IIIF). */
export function demoScanInfo(karteId: number, serviceBase: string): Record<string, unknown> | undefined {
  const sheet = demoScanSheet(karteId);
  if (!sheet) return undefined;
  return {
    '@context': 'http://iiif.io/api/image/3/context.json',
    id: `${serviceBase.replace(/\/+$/, '')}/${karteId}`,
    type: 'ImageService3',
    protocol: 'http://iiif.io/api/image',
    profile: 'level0',
    width: sheet.width,
    height: sheet.height,
    tiles: [{ width: DEMO_TILE_SIZE, scaleFactors: scaleFactors(sheet) }],
    preferredFormats: ['png'],
  };
}

/** Prepared drawings of the last few maps opened: a map's tiles share one. */
const prepared = new Map<number, PreparedScan>();
const KEEP = 4;

export function preparedDemoScan(karteId: number): PreparedScan | undefined {
  const cached = prepared.get(karteId);
  if (cached) return cached;
  const scan = demoScans().get(karteId);
  if (!scan) return undefined;
  const made = prepareScan(scan.sheet, scan.title);
  prepared.set(karteId, made);
  if (prepared.size > KEEP) prepared.delete(prepared.keys().next().value as number);
  return made;
}

/**
 * The feature (parcel corner or grid crossing) nearest to a spot on a seeded map's scan,
 * with its pixel and world coordinates: where a test or a person sets a control point.
 */
export function demoScanAnchor(karteId: number, spot: XY): { pixel: XY; world: XY } | undefined {
  const sheet = demoScanSheet(karteId);
  const anchor = sheet && anchorNear(sheet, spot, new Set());
  return anchor ? { pixel: worldToPixel(sheet, anchor.world), world: anchor.world } : undefined;
}
