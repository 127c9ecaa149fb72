import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { imageUrl } from '@waldmonitor/dataservice/images';
import { demoScanInfo } from '@waldmonitor/mocks';
import { solidPng } from './solidPng';

/**
 * The servers config.json names beside the app, on an origin of their own as in production:
 * an IIIF Image API service of the seed's scans (`scans`), the beetle pictures
 * (`kaeferBilder`) and the world map's tiles (`mapTiles`). The page reaches them only as far
 * as the web server's Content-Security-Policy allows (img-src, connect-src).
 */
export interface MediaServer {
  /** `http://127.0.0.1:<port>`: the origin the operator writes into the CSP. */
  origin: string;
  /** What config.json names for each. */
  config: {
    scans: { type: 'iiif'; url: string };
    kaeferBilder: { url: string };
    mapTiles: { url: string; attribution: string };
  };
  /** Every path asked for, in order. */
  requested: string[];
  close(): Promise<void>;
}

const tiles = new Map<string, Buffer>();
/** A tile of the given size, made once (the scan's grey, the world map's green). */
function tile(width: number, height: number, rgb: readonly [number, number, number]): Buffer {
  const key = `${width}x${height}:${rgb.join(',')}`;
  let png = tiles.get(key);
  if (!png) {
    png = solidPng(width, height, rgb);
    tiles.set(key, png);
  }
  return png;
}

export async function startMediaServer(): Promise<MediaServer> {
  const requested: string[] = [];
  let origin = '';
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    requested.push(path);
    // IIIF's info.json is read with fetch() from the app's origin: CORS, as IIIF servers answer.
    const cors = { 'Access-Control-Allow-Origin': '*' };
    const png = (body: Buffer) => response.writeHead(200, { ...cors, 'Content-Type': 'image/png' }).end(body);
    let match = /^\/iiif\/(\d+)\/info\.json$/.exec(path);
    if (match) {
      const info = demoScanInfo(Number(match[1]), `${origin}/iiif`);
      if (!info) return response.writeHead(404, cors).end();
      return response.writeHead(200, { ...cors, 'Content-Type': 'application/ld+json' }).end(JSON.stringify(info));
    }
    // A level-0 tile: region `x,y,w,h` or `full`, size `w,h` (API 3) or `w,` (API 2: square here).
    match = /^\/iiif\/\d+\/(?:full|\d+,\d+,\d+,\d+)\/(\d+),(\d*)\/0\/default\.png$/.exec(path);
    if (match) return png(tile(Number(match[1]), Number(match[2] || match[1]), [214, 206, 186]));
    if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(path)) return png(tile(256, 256, [170, 211, 160]));
    match = /^\/bilder\/\d+\/([\w.-]+)$/.exec(path);
    const picture = match && imageUrl(match[1] ?? '');
    if (picture) {
      const body = readFileSync(fileURLToPath(picture));
      return response.writeHead(200, { ...cors, 'Content-Type': 'image/svg+xml' }).end(body);
    }
    response.writeHead(404, cors).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    config: {
      scans: { type: 'iiif', url: `${origin}/iiif` },
      kaeferBilder: { url: `${origin}/bilder/{kaefer_id}/{filename}` },
      mapTiles: { url: `${origin}/tiles/{z}/{x}/{y}.png`, attribution: '© Testkacheln' },
    },
    requested,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
