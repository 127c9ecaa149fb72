// Bundle figures for `npm run bench`: builds the production app (no demo) into a temp folder
// and prints each JavaScript chunk with its gzip size, and the first load: the entry chunk
// and what index.html preloads. Lazy route chunks (GIS with leaflet, …) are listed apart.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

export async function bundleFigures() {
  const outDir = mkdtempSync(join(tmpdir(), 'waldmonitor-bench-'));
  process.env.VITE_WITH_DEMO = 'false';
  // runnerImport (the georeferencing bench) leaves NODE_ENV=development behind, and Vite then
  // builds React's development bundle: the figures must be those of the production build.
  const previousNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: 'vite.config.ts', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const firstLoad = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]));
    const assets = join(outDir, 'assets');
    return readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => {
        const code = readFileSync(join(assets, file));
        return { file, kb: code.length / 1024, gzipKb: gzipSync(code).length / 1024, isFirstLoad: firstLoad.has(file) };
      })
      .sort((a, b) => b.gzipKb - a.gzipKb);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    delete process.env.VITE_WITH_DEMO;
    if (previousNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previousNodeEnv;
  }
}

export function printBundleFigures(chunks) {
  console.log('Bundle (Produktion, ohne Demo): JavaScript je Chunk');
  console.log('chunk                                         kB   gzip kB  erste Ladung');
  for (const c of chunks) {
    console.log(
      `${c.file.padEnd(42)} ${c.kb.toFixed(1).padStart(7)} ${c.gzipKb.toFixed(1).padStart(8)}  ${c.isFirstLoad ? 'ja' : 'nein (lazy)'}`,
    );
  }
  const first = chunks.filter((c) => c.isFirstLoad).reduce((sum, c) => sum + c.gzipKb, 0);
  console.log(`Erste Ladung: ${first.toFixed(1)} kB gzip JavaScript`);
}
