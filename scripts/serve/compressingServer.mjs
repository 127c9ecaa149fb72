// A built app served as a production web server serves it (nginx with gzip_static and
// brotli_static): text, JavaScript, WebAssembly and PGlite's data file compressed ahead and
// sent in the best encoding the browser accepts; Vite's hashed `assets/` cached for a year as
// immutable, everything else (index.html, config.json, the service workers) revalidated with
// an ETag. The bench measures with it (brotli at quality 11, gzip at level 9, as a production
// server's precompressed files), and `npm start` serves the built demo with it (quality 5, the
// compressed forms kept in a cache folder by content, so a start after a rebuild compresses
// only what changed). The e2e tests' static server sends every file whole and uncached, which
// says nothing about what a visit transfers.
// It counts what it sends, per request: the socket's bytes (headers and the body as sent),
// so the figure holds the page's, its workers' and its service worker's requests alike, and a
// cache hit, which never reaches the server, counts nothing.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { CONTENT_TYPES } from './contentTypes.mjs';

/** Worth compressing; fonts, images and the gzipped snapshot are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.wasm', '.data']);

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesUnder(root) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * A file's compressed form at `quality` (brotli) or `level` (gzip); read from `cacheDir` when
 * an earlier start made it from the same bytes, and written there otherwise.
 */
async function compressed(body, hash, encoding, { quality, level, cacheDir }) {
  const make = () =>
    encoding === 'br'
      ? brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : gzipped(body, { level });
  if (!cacheDir) return make();
  const cached = join(cacheDir, `${hash}-${encoding === 'br' ? `br${quality}` : `gz${level}`}`);
  try {
    return await readFile(cached);
  } catch {
    const made = await make();
    await writeFile(cached, made);
    return made;
  }
}

/** Every file of the build in memory, with its compressed forms where they are smaller. */
async function prepare(root, options) {
  if (options.cacheDir) await mkdir(options.cacheDir, { recursive: true });
  const prepared = await Promise.all(
    (await filesUnder(root)).map(async (path) => {
      const body = await readFile(path);
      const hash = createHash('sha256').update(body).digest('base64url');
      const variants = { identity: body };
      if (COMPRESSIBLE.has(extname(path))) {
        const [br, gz] = await Promise.all([
          compressed(body, hash, 'br', options),
          compressed(body, hash, 'gzip', options),
        ]);
        if (br.length < body.length) variants.br = br;
        if (gz.length < body.length) variants.gzip = gz;
      }
      const file = {
        variants,
        etag: hash.slice(0, 16),
        type: CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
      };
      return [`/${relative(root, path).split(sep).join('/')}`, file];
    }),
  );
  return new Map(prepared);
}

/** The encoding to send: brotli, then gzip, when the browser accepts it and the file has it. */
function encodingFor(acceptEncoding = '', variants) {
  const accepted = acceptEncoding.split(',').map((part) => part.trim().split(';')[0]);
  return ['br', 'gzip'].find((encoding) => accepted.includes(encoding) && variants[encoding]) ?? 'identity';
}

/**
 * Serves `root` (index.html for paths without a file, as the router decides); `log()` holds
 * a record per answered request since the last `clearLog()`: `{ path, status, encoding, bytes }`.
 * Options: `port` (0, any free one, by default), `quality` and `level` of the compression
 * (11 and 9 by default, as precompressed files in production), `cacheDir` for the compressed
 * forms, `onRequest(record)` called with each record as it is logged.
 */
export async function startCompressingServer(root, { port = 0, quality = 11, level = 9, cacheDir, onRequest } = {}) {
  const startedAt = performance.now();
  const files = await prepare(root, { quality, level, cacheDir });
  const prepareMs = performance.now() - startedAt;
  let log = [];
  let inFlight = 0;
  let lastActivity = performance.now();

  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const file = files.get(pathname) ?? (extname(pathname) ? null : files.get('/index.html'));
    const socket = request.socket;
    const before = socket.bytesWritten;
    const record = { path: pathname, status: 404, encoding: 'identity', bytes: 0 };
    inFlight += 1;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      record.bytes = socket.bytesWritten - before;
      log.push(record);
      onRequest?.(record);
      inFlight -= 1;
      lastActivity = performance.now();
    };
    response.on('finish', finish);
    response.on('close', finish);
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Not found');
      return;
    }
    const encoding = encodingFor(request.headers['accept-encoding'], file.variants);
    const etag = `"${file.etag}-${encoding}"`;
    const headers = {
      'Content-Type': file.type,
      'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: etag,
      ...(Object.keys(file.variants).length > 1 ? { Vary: 'Accept-Encoding' } : {}),
    };
    record.encoding = encoding;
    if (request.headers['if-none-match'] === etag) {
      record.status = 304;
      response.writeHead(304, headers);
      response.end();
      return;
    }
    const body = file.variants[encoding];
    record.status = 200;
    response.writeHead(200, {
      ...headers,
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
      'Content-Length': body.length,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    prepareMs,
    log: () => [...log],
    clearLog: () => (log = []),
    /** Resolves once nothing was asked or answered for `quietMs` (or after `timeoutMs`). */
    async quiet(quietMs = 1000, timeoutMs = 20_000) {
      const until = performance.now() + timeoutMs;
      while (performance.now() < until && (inFlight > 0 || performance.now() - lastActivity < quietMs)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
