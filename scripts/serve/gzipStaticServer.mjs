// A folder served as a static host serves it: text compressed with gzip once (as a host's
// pre-compressed files or its cache), not per request on the two cores the browser needs. The
// static Storybook's first-page bench and the visual check (scripts/visual) open it so.
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CONTENT_TYPES } from './contentTypes.mjs';

/** Serves `dir` on a free port of 127.0.0.1: `url` ends with `/`; `close()` stops it. */
export async function serveStatic(dir) {
  const root = normalize(dir);
  const gzipped = new Map();
  const server = createServer((request, response) => {
    let path = normalize(join(root, decodeURIComponent(new URL(request.url, 'http://x').pathname)));
    if (!path.startsWith(root + sep)) return void response.writeHead(404).end();
    try {
      if (statSync(path).isDirectory()) path = join(path, 'index.html');
      const type = CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
      if (!/text|json|svg|javascript/.test(type))
        return void response.writeHead(200, { 'content-type': type }).end(readFileSync(path));
      if (!gzipped.has(path)) gzipped.set(path, gzipSync(readFileSync(path)));
      response.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip' }).end(gzipped.get(path));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}
