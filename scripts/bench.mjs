// `npm run bench`: what users get, each figure next to its budget (README, Scripts). A
// benchmark, not a test: it prints "ÜBERSCHRITTEN" for a figure over budget and always
// exits 0, since a busy machine slows every run. The figures also go to bench-results/bench.json.
// Runs per runtime figure: BENCH_RUNS (default 5); Chromium: CHROMIUM_PATH (default /usr/bin/chromium).
// `npm run bench -- --production-lists` measures, in a run of its own, the list screens at the
// large dataset as production runs them (productionLists.mjs): the production build against the
// data service and PostgreSQL; the measure of the lists at scale (≤ 300 ms a figure).
// `npm run bench -- --georef-editor` measures, in a run of its own, the georeferencing editor at
// 1,000 points as production runs it (georefEditor.mjs): the longest task of the page's thread
// while a point is dragged (≤ 50 ms), at the first switch to the thin plate spline and at an
// import of 1,000 points (≤ 100 ms each), and where that time goes.
// `npm run bench -- --demo` measures, in a run of its own, `npm start` as a newcomer meets it
// (npmStart.mjs: first visit and reload of the sign-in page), then builds the demo and measures
// its start with the data service in the browser (demoStartup.mjs): sign-in page, sign-in and reload against
// their budgets, what a first and a second visit transfer, long tasks while PGlite boots, and
// every screen's first data request.
// `npm run bench -- --sql-lists` measures only the lists' SQL (sqlLists.mjs, a part of the default run).
// `npm run bench -- --datev` measures only the accountant's export of a busy year (datevExport.mjs: the
// DATEV Buchungsstapel and the CSV journal of 20,000 invoices and 40,000 payments, ≤ 5 s, memory flat;
// the default run's last part).
// `npm run bench -- --invoice-pdf` measures only the invoice's PDF and ZUGFeRD PDF in Chromium
// (invoicePdf.mjs, a part of the default run too).
// `npm run bench -- --storybook` builds the static Storybook and times its first page
// (storybookFirstPage.mjs; ≤ 2 s), also in a run of its own: the build alone takes a minute or two.
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildBoth, importTs } from './bench/builds.mjs';
import { measureDatevExport, printDatevExport } from './bench/datevExport.mjs';
import { measureDemoStartup, printDemoStartup } from './bench/demoStartup.mjs';
import { measureFirstLoad, printFirstLoad } from './bench/firstLoadSize.mjs';
import { measureGeoref, printGeoref } from './bench/georefRefit.mjs';
import { measureGeorefEditor, printGeorefEditor } from './bench/georefEditor.mjs';
import { measureInvoicePdf, printInvoicePdf } from './bench/invoicePdf.mjs';
import { measureLazy, printLazy } from './bench/lazyChunks.mjs';
import { measureMockChunk, printMockChunk } from './bench/mockChunk.mjs';
import { measureNpmStart, printNpmStart } from './bench/npmStart.mjs';
import { heading, writeJson } from './bench/report.mjs';
import { setDeadline } from './bench/chromium.mjs';
import { measureProductionLists, printProductionLists } from './bench/productionLists.mjs';
import { measureRuntime, printRuntime } from './bench/runtimeFigures.mjs';
import { measureSqlLists, printSqlLists } from './bench/sqlLists.mjs';
import { buildStorybook } from './build/storybook.mjs';
import { measureStorybookFirstPage, printStorybookFirstPage } from './bench/storybookFirstPage.mjs';

const RESULTS = fileURLToPath(new URL('../bench-results/bench.json', import.meta.url));
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const started = performance.now();
// No browser run starts after 4:30, so the bench ends within five minutes on a busy machine.
setDeadline(started + 270_000);
const figures = { date: new Date().toISOString(), loadAverageAtStart: loadavg() };

/** One part of the bench; a part that fails is reported and the others still run. */
async function part(name, measure, print) {
  try {
    figures[name] = await measure();
    print(figures[name]);
  } catch (error) {
    figures[name] = { error: String(error) };
    heading(`${name}: nicht gemessen (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** The load average (1/5/15 min) as printed. */
const load = (values) => values.map((n) => n.toFixed(2)).join(' ');

if (process.argv.includes('--storybook')) {
  const storybook = buildStorybook();
  try {
    await part(
      'storybook',
      async () => ({ buildMs: storybook.buildMs, firstPage: await measureStorybookFirstPage(storybook.dir, runs) }),
      printStorybookFirstPage,
    );
  } finally {
    storybook.remove();
  }
  figures.loadAverageAtEnd = loadavg();
  writeJson(fileURLToPath(new URL('../bench-results/storybook.json', import.meta.url)), figures);
  heading(
    `Last (1/5/15 min) am Anfang ${load(figures.loadAverageAtStart)}, am Ende ${load(figures.loadAverageAtEnd)}; JSON: bench-results/storybook.json`,
  );
  process.exit(0);
}

if (process.argv.includes('--invoice-pdf')) {
  await part('invoicePdf', () => measureInvoicePdf(runs), printInvoicePdf);
  figures.loadAverageAtEnd = loadavg();
  heading(`Last (1/5/15 min) am Anfang ${load(figures.loadAverageAtStart)}, am Ende ${load(figures.loadAverageAtEnd)}`);
  process.exit(0);
}

if (process.argv.includes('--datev')) {
  await part('datevExport', () => measureDatevExport(runs), printDatevExport);
  figures.loadAverageAtEnd = loadavg();
  heading(`Last (1/5/15 min) am Anfang ${load(figures.loadAverageAtStart)}, am Ende ${load(figures.loadAverageAtEnd)}`);
  process.exit(0);
}

if (process.argv.includes('--sql-lists')) {
  await part('sqlLists', () => measureSqlLists(runs), printSqlLists);
  figures.loadAverageAtEnd = loadavg();
  heading(`Last (1/5/15 min) am Anfang ${load(figures.loadAverageAtStart)}, am Ende ${load(figures.loadAverageAtEnd)}`);
  process.exit(0);
}

if (process.argv.includes('--production-lists')) {
  // A run of its own without the five-minute deadline: the build and the large database alone
  // take a few minutes. Three runs unless BENCH_RUNS says otherwise.
  setDeadline(Number.POSITIVE_INFINITY);
  await part(
    'productionLists',
    () => measureProductionLists(process.env.BENCH_RUNS === undefined ? 3 : runs),
    printProductionLists,
  );
  figures.loadAverageAtEnd = loadavg();
  writeJson(fileURLToPath(new URL('../bench-results/production-lists.json', import.meta.url)), figures);
  heading(
    `Last (1/5/15 min) am Anfang ${load(figures.loadAverageAtStart)}, am Ende ${load(figures.loadAverageAtEnd)}; JSON: bench-results/production-lists.json`,
  );
  process.exit(0);
}

if (process.argv.includes('--georef-editor')) {
  // A run of its own without the five-minute deadline, as the lists at scale: the build and the
  // large database take a few minutes; one run (the first switch to a type happens once a page).
  setDeadline(Number.POSITIVE_INFINITY);
  await part('georefEditor', measureGeorefEditor, printGeorefEditor);
  figures.loadAverageAtEnd = loadavg();
  writeJson(fileURLToPath(new URL('../bench-results/georef-editor.json', import.meta.url)), figures);
  heading(
    `Last (1/5/15 min) am Anfang ${load(figures.loadAverageAtStart)}, am Ende ${load(figures.loadAverageAtEnd)}; JSON: bench-results/georef-editor.json`,
  );
  process.exit(0);
}

if (process.argv.includes('--demo')) {
  // A run of its own without the five-minute deadline: the build and the compression of its
  // files (as a production server holds them) take a minute or two before the first run.
  setDeadline(Number.POSITIVE_INFINITY);
  heading(`Last (1/5/15 min) am Anfang ${load(figures.loadAverageAtStart)}`);
  await part('npmStart', () => measureNpmStart(runs), printNpmStart);
  await part('demo', () => measureDemoStartup(runs), printDemoStartup);
  figures.loadAverageAtEnd = loadavg();
  figures.elapsedSeconds = (performance.now() - started) / 1000;
  writeJson(fileURLToPath(new URL('../bench-results/demo.json', import.meta.url)), figures);
  heading(
    `Dauer ${figures.elapsedSeconds.toFixed(0)} s; Last (1/5/15 min) am Anfang ${load(figures.loadAverageAtStart)}, ` +
      `am Ende ${load(figures.loadAverageAtEnd)}; JSON: bench-results/demo.json`,
  );
  process.exit(0);
}

await part('georef', measureGeoref, printGeoref);
await part('invoicePdf', () => measureInvoicePdf(runs), printInvoicePdf);
const builds = await buildBoth();
try {
  const analysis = await importTs('scripts/bench/firstLoadAnalysis.ts');
  let measured = null;
  await part(
    'firstLoad',
    () => {
      measured = measureFirstLoad(analysis, builds.prodDir);
      return measured.figures;
    },
    printFirstLoad,
  );
  if (measured) await part('lazy', () => measureLazy(analysis, measured), printLazy);
  await part('mockChunk', () => measureMockChunk(analysis, builds.demoDir), printMockChunk);
  await part('runtime', () => measureRuntime(builds.demoDir, runs), printRuntime);
} finally {
  builds.remove();
}
// After the browser runs, which have their deadline: the SQL parts share one cluster with the
// large dataset, loaded once; the lists first, since the export then grows a year of it. A
// cluster that does not start leaves each part to start its own (and say why it could not).
const { startLargeCluster } = await importTs('scripts/bench/largeCluster.ts');
const sqlCluster = await startLargeCluster().catch(() => undefined);
try {
  await part('sqlLists', () => measureSqlLists(runs, sqlCluster), printSqlLists);
  await part('datevExport', () => measureDatevExport(runs, sqlCluster), printDatevExport);
} finally {
  await sqlCluster?.stop();
}

heading(
  'Nicht in diesem Lauf, eigene Läufe: die Listen beim großen Datenbestand (`npm run bench -- --production-lists`), ' +
    'der Georeferenzierungs-Editor bei 1.000 Punkten (`npm run bench -- --georef-editor`) ' +
    'und der Start der Demo mit PGlite (`npm run bench -- --demo`)',
);
figures.loadAverageAtEnd = loadavg();
figures.elapsedSeconds = (performance.now() - started) / 1000;
writeJson(RESULTS, figures);
heading(
  `Dauer ${figures.elapsedSeconds.toFixed(0)} s (Budget < 300 s); Last (1/5/15 min) ` +
    `am Anfang ${load(figures.loadAverageAtStart)}, ` +
    `am Ende ${load(figures.loadAverageAtEnd)}; JSON: bench-results/bench.json`,
);
process.exitCode = 0;
