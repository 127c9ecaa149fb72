// The types a built app's files are served with: by the e2e tests' static server
// (packages/app/test/e2e/staticServer.ts) and by the compressing server of `npm start` and the
// bench (compressingServer.mjs). Plain JavaScript, so `npm start` reads it without a TypeScript
// runner.
export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  // The demo's PostgreSQL (PGlite): the browser compiles a module as it arrives only with this type.
  '.wasm': 'application/wasm',
  '.gz': 'application/gzip',
};
