import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { CONTENT_TYPES } from '../../../../scripts/serve/contentTypes.mjs';

export interface StaticServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string;
  close(): Promise<void>;
}

export interface StaticServerOptions {
  /** Served as `/config.json` instead of the file in the build (one build, many environments). */
  config?: unknown;
}

/** The file a request path names inside `root`, or null (also for paths that try to leave it). */
async function fileIn(root: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const path = normalize(join(root, decoded));
  if (!path.startsWith(root + sep)) return null;
  const info = await stat(path).catch(() => null);
  return info?.isFile() ? path : null;
}

/**
 * As nginx sends them (deploy/nginx/waldmonitor.conf): the hashed build files under `/assets/`
 * never change under their name, so a browser keeps them a year without asking again; everything
 * else (`index.html`, `config.json`, the service workers) is asked for on every use.
 */
const cacheControl = (pathname: string) =>
  pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

/**
 * A static server for a built app, as a production web server would serve it: files by
 * content type, and `index.html` for every unknown path, so the router decides (SPA fallback).
 */
export async function serveStatic(root: string, options: StaticServerOptions = {}): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === '/config.json' && options.config !== undefined) {
      response.writeHead(200, { 'Content-Type': CONTENT_TYPES['.json'], 'Cache-Control': 'no-store' });
      response.end(JSON.stringify(options.config));
      return;
    }
    void fileIn(root, pathname).then((found) => {
      const path = found ?? (extname(pathname) ? null : join(root, 'index.html'));
      if (!path) {
        response.writeHead(404, { 'Content-Type': CONTENT_TYPES['.txt'] });
        response.end('Not found');
        return;
      }
      // The service workers (`demoServiceWorker.js`, `mockServiceWorker.js`) are scripts: browsers register a service worker only with a JavaScript type.
      response.writeHead(200, {
        'Content-Type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
        'Cache-Control': cacheControl(found ? pathname : '/'),
      });
      createReadStream(path).pipe(response);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
