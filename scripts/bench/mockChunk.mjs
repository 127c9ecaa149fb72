// The demo build's mock service (msw and its routes for the template part and the scans):
// what main.tsx imports once the demo's database answers, beyond what the sign-in page loads
// anyway; and the demo's data worker (PGlite and the PostgREST emulation) beside it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { filesOf, sizer, total } from './chunkSizes.mjs';
import { figureLine, heading, kib } from './report.mjs';

export const BUDGET_MOCK_GZIP_KB = 70;

export function measureMockChunk(analysis, demoDir) {
  const graph = analysis.readBuild(demoDir);
  const { manifest, modulesOf } = graph;
  const first = analysis.firstLoad(graph, analysis.startUpSources(true));
  const keys = [...analysis.staticClosure(manifest, [analysis.SOURCES.mockService])].filter(
    (key) => !first.signIn.has(key),
  );
  const size = sizer(demoDir);
  const { js } = filesOf(manifest, keys);
  const sum = total(size, js);
  const hasTldts = js.some((file) => (modulesOf.get(file) ?? []).some((id) => id.includes('/node_modules/tldts')));
  // The demo's data worker's script, started with the demo on its own thread: not in the
  // budget, which is about the page's thread. PGlite's WebAssembly and data file and the
  // database's snapshot, which the worker fetches, are `npm run bench -- --demo`'s transfer.
  const workerFiles = readdirSync(join(demoDir, 'assets'))
    .map((name) => `assets/${name}`)
    .filter((file) => analysis.SOURCES.dataWorkerFile.test(file));
  const worker = total(size, workerFiles);
  return {
    files: js,
    gzipKb: kib(sum.gzip),
    brotliKb: kib(sum.brotli),
    workerGzipKb: kib(worker.gzip),
    workerFiles,
    packages: analysis.packagesIn({ manifest, modulesOf }, keys),
    hasPublicSuffixList: hasTldts,
  };
}

export function printMockChunk(mock) {
  heading('Demo: Mock-Dienst (msw + Routen für Template-Teil und Scans; die Daten beantwortet PGlite im Daten-Worker)');
  console.log(
    figureLine('Mock-Chunk gzip', mock.gzipKb, 'kB', {
      budget: { max: BUDGET_MOCK_GZIP_KB },
      extra: `(brotli ${mock.brotliKb.toFixed(1)} kB; ${mock.files.length} Datei(en))`,
    }),
  );
  console.log(
    `  Pakete darin: ${mock.packages.join(', ')}; Public-Suffix-Liste (tldts): ${mock.hasPublicSuffixList ? 'ja' : 'nein'}`,
  );
  console.log(
    figureLine('Dazu das Skript des Daten-Workers (PGlite)', mock.workerGzipKb, 'kB', {
      extra: `(eigener Thread, startet mit der Demo; ohne Wasm, Daten und Schnappschuss: --demo; ${mock.workerFiles.join(', ') || 'nicht gefunden'})`,
    }),
  );
}
