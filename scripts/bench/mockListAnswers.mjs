// The demo data worker's answer times for each list's first page at the large dataset, in Node
// (mockListAnswersBench.ts): what the browser bench's "answers until" minus "request from" is
// made of, call by call, without a browser. Run on its own:
//   node --expose-gc scripts/bench/mockListAnswers.mjs [--liste=Kataster …] [--runs=3]
// Per call the first answer after the warm-up (what a person's first click meets) and the median
// of the later ones; the store's build, the warm-up and the heap after it.
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createServer, createServerModuleRunner } from 'vite';
import { listsAsked } from './largeLists.mjs';
import { figureLine, heading, median } from './report.mjs';

const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);
// A module runner that stays open for the whole run (builds.mjs' importTs closes its runner once
// the module is loaded, and the answers load parts of themselves on first use: the map fits, the
// generator).
const server = await createServer({
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
const bench = await runner.import(fileURLToPath(new URL('./mockListAnswersBench.ts', import.meta.url)));
const lists = listsAsked().map(({ label }) => label);
const result = await bench.runMockListAnswers({ runs, lists });
await runner.close();
await server.close();

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
