// The lists' SQL at a busy year's size (packages/dataservice README, "Lists at scale"): each
// list's first page (default order, 50 rows) and its count, median over BENCH_RUNS runs on a
// throwaway cluster with the large generated dataset (50,000 users, 100,000 sightings, …).
// Budget: the first page ≤ 20 ms. The counts are printed beside it (Prefer: count=exact).
import { importTs } from './builds.mjs';
import { figureLine, heading, median } from './report.mjs';

export const BUDGET_FIRST_PAGE_MS = 20;

export async function measureSqlLists(runs) {
  const bench = await importTs('scripts/bench/sqlListsBench.ts');
  const result = await bench.runSqlListsBench({ runs });
  return {
    load: result.timings,
    lists: result.figures.map((f) => ({ name: f.name, kind: f.kind, medianMs: median(f.times) })),
  };
}

export function printSqlLists({ load, lists }) {
  heading(
    `Listen in SQL beim großen Datenbestand (geladen in ${((load.generate + load.schema + load.load + load.analyze) / 1000).toFixed(0)} s), Median`,
  );
  for (const row of lists) {
    const label = `${row.kind === 'page' ? 'Seite 1' : 'Anzahl '} ${row.name}`;
    console.log(
      figureLine(label, row.medianMs, 'ms', row.kind === 'page' ? { budget: { max: BUDGET_FIRST_PAGE_MS } } : {}),
    );
  }
}
