// `npm start`: the demo as a newcomer should first see it, built and served as production
// serves a build (serve/compressingServer.mjs: compressed, `assets/` cached as immutable), so
// the sign-in page is there within a second or two and a reload downloads nothing large again.
// The development server (`npm run dev`) transforms about 540 modules on a first visit and lets
// the browser cache none of PGlite's 15 MB; it is for changing code, not for a first look.
// The demo is built (`npm run build:demo`, into dist-demo/) when no build is there or a source
// changed since it was made; otherwise the last build is served at once.
// Options: `--port N` (5173 by default; the next free one when it is taken, as Vite does),
// `--log-requests` (one line per answered request: the bench counts what a visit transfers).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCompressingServer } from './serve/compressingServer.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEMO = join(ROOT, 'dist-demo');
const BUILT_MARK = join(DEMO, 'index.html');
/** What a demo build is made from; node_modules only through the lock file. */
const SOURCES = ['packages', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];
const SKIPPED = new Set(['node_modules', 'dist', 'test', 'coverage']);

const argument = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};

/** The newest file under `path`, `{ path, at }` (ms), tests and installed packages left out. */
function newestChange(path) {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return { path, at: 0 };
  if (!stats.isDirectory()) return { path, at: stats.mtimeMs };
  let newest = { path, at: 0 };
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || /\.(test|stories)\.tsx?$/.test(entry.name)) continue;
    const candidate = newestChange(join(path, entry.name));
    if (candidate.at > newest.at) newest = candidate;
  }
  return newest;
}

function buildIfStale() {
  const builtAt = existsSync(BUILT_MARK) ? statSync(BUILT_MARK).mtimeMs : 0;
  const changed = SOURCES.map((source) => newestChange(join(ROOT, source))).reduce((a, b) => (b.at > a.at ? b : a));
  if (builtAt > changed.at) return;
  console.log(
    builtAt
      ? `${relative(ROOT, changed.path)} changed since the demo was built: building it again …`
      : 'Building the demo …',
  );
  const build = spawnSync('npm', ['run', 'build:demo'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Listens on `port`, or on the next free one after it. */
async function listen(port, options) {
  for (let candidate = port; ; candidate += 1) {
    try {
      return await startCompressingServer(DEMO, { ...options, port: candidate });
    } catch (error) {
      if (error?.code !== 'EADDRINUSE' || candidate - port >= 20) throw error;
    }
  }
}

buildIfStale();
const logRequests = process.argv.includes('--log-requests');
const server = await listen(Number(argument('--port') ?? 5173), {
  quality: 5,
  level: 6,
  cacheDir: join(ROOT, 'node_modules', '.cache', 'waldmonitor-start'),
  onRequest: logRequests
    ? ({ path, status, encoding, bytes }) => console.log(`request ${status} ${encoding} ${bytes} ${path}`)
    : undefined,
});
console.log(`\n  Waldmonitor demo (built, dist-demo/; \`npm run dev\` for the development server)\n`);
console.log(`  ➜  Local:   ${server.url}/\n`);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
