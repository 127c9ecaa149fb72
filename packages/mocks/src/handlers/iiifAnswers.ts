import { drawScanRegion } from '../scans/drawing';
import { DEMO_IIIF_PATH, demoScanInfo, demoScanSheet, preparedDemoScan } from '../scans/demoScans';

/** IIIF answers plain-text errors with the HTTP status (Image API 3, §7). */
const problem = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** `x,y,w,h` or `full`, in full-resolution pixels. */
function parseRegion(region: string, width: number, height: number) {
  if (region === 'full') return { x: 0, y: 0, w: width, h: height };
  const parts = region.split(',').map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isInteger(n) || n < 0)) return null;
  const [x, y, w, h] = parts as [number, number, number, number];
  if (w === 0 || h === 0 || x >= width || y >= height) return null;
  return { x, y, w: Math.min(w, width - x), h: Math.min(h, height - y) };
}

/** `w,h` (version 3) or `w,` (version 2, the height follows the region's aspect). */
function parseSize(size: string, region: { w: number; h: number }) {
  const match = /^(\d+),(\d*)$/.exec(size);
  if (!match) return null;
  const w = Number(match[1]);
  const h = match[2] ? Number(match[2]) : Math.ceil((region.h * w) / region.w);
  if (w === 0 || h === 0 || w > region.w || h > region.h) return null;
  return { w, h };
}

/** `info.json` of one demo scan, with the service's own address as its id. */
export function answerInfo(request: Request, id: string): Response {
  const url = new URL(request.url);
  const base = `${url.origin}${url.pathname.slice(0, url.pathname.lastIndexOf(DEMO_IIIF_PATH))}${DEMO_IIIF_PATH}`;
  const info = demoScanInfo(Number(id), base);
  if (!info) return problem(404, `Kein Scan mit der Kennung ${id}.`);
  return Response.json(info, { headers: { 'Content-Type': 'application/ld+json' } });
}

/** One level-0 tile, drawn as PNG with OffscreenCanvas. */
export async function answerTile(params: Record<string, string>): Promise<Response> {
  const id = Number(params.id);
  const sheet = demoScanSheet(id);
  if (!sheet) return problem(404, `Kein Scan mit der Kennung ${String(params.id)}.`);
  const region = parseRegion(String(params.region), sheet.width, sheet.height);
  if (!region) return problem(400, `Ungültiger Bildausschnitt „${String(params.region)}“.`);
  const size = parseSize(String(params.size), region);
  if (!size) return problem(400, `Ungültige Größe „${String(params.size)}“.`);
  if (params.rotation !== '0' || !/^default\.png$/.test(String(params.file))) {
    return problem(400, 'Nur Drehung 0 und „default.png“ werden geliefert (Level 0).');
  }
  if (typeof OffscreenCanvas === 'undefined') return problem(501, 'Kacheln werden nur im Browser gezeichnet.');
  const canvas = new OffscreenCanvas(size.w, size.h);
  const ctx = canvas.getContext('2d');
  const scan = preparedDemoScan(id);
  if (!ctx || !scan) return problem(500, 'Die Kachel konnte nicht gezeichnet werden.');
  drawScanRegion(
    ctx,
    scan,
    { x0: region.x, y0: region.y, x1: region.x + region.w, y1: region.y + region.h },
    region.w / size.w,
  );
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return new Response(blob, { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=3600' } });
}
