// The demo data worker's answer times for each list's first page at the large dataset, in Node
// (mockListAnswersBench.ts): what the browser bench's "answers until" minus "request from" is
// made of, call by call, without a browser. Run on its own:
//   node --expose-gc scripts/bench/mockListAnswers.mjs [--liste=Kataster …] [--runs=3]
// Per call the first answer after the warm-up (what a person's first click meets) and the median
// of the later ones; the store's build, the warm-up and the heap after it.
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { listsAsked } from './largeLists.mjs';
import { figureLine, heading, median } from './report.mjs';

const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);
// Bundled, not run through Vite's module runner: that runner is closed once the module is
// loaded, and the answers load parts of themselves (the map fits, the generator) on first use.
const dir = mkdtempSync(join(tmpdir(), 'waldmonitor-mock-lists-'));
const outfile = join(dir, 'bench.mjs');
await build({
  entryPoints: [new URL('./mockListAnswersBench.ts', import.meta.url).pathname],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile,
  logLevel: 'error',
});
const bench = await import(pathToFileURL(outfile).href);
// KEEP_BUNDLE=1 keeps the bundle, so a --cpu-prof profile's line numbers can be read in it.
if (process.env.KEEP_BUNDLE) console.log(`Bündel: ${outfile}`);
else rmSync(dir, { recursive: true, force: true });
const lists = listsAsked().map(({ label }) => label);
const result = await bench.runMockListAnswers({ runs, lists });

heading(
  `Datenworker beim großen Datenbestand (Node), Last ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
console.log(figureLine('Aufbau des Speichers', result.buildMs, 'ms'));
console.log(figureLine('Aufwärmen (warmListReads)', result.warmMs, 'ms'));
console.log(figureLine('Heap danach', result.heapMiB, 'MiB'));
console.log(figureLine('Startseite (Übersicht), alle Antworten', result.landingMs, 'ms'));
for (const [label, calls] of Object.entries(result.lists)) {
  const first = calls.reduce((sum, each) => sum + each.times[0], 0);
  heading(`${label}: erste Antworten zusammen ${first.toFixed(1)} ms`);
  for (const each of calls) {
    const later = each.times.slice(1);
    console.log(
      figureLine(each.call.slice(0, 50), each.times[0], 'ms', {
        extra: `später ${later.length ? median(later).toFixed(1) : '–'} ms, ${each.status} ${each.range ?? ''} #${each.digest}`,
      }),
    );
  }
}
process.exit(0);
