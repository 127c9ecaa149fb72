// The lists' SQL at a busy year's size (packages/dataservice README, "Lists at scale"): every list
// screen's request as the app sends it, through the PostgREST 16 emulation's statements (the page
// and its count in one), median over BENCH_RUNS runs on a throwaway cluster with the large
// generated dataset (50,000 users, 100,000 sightings, …). Budget: ≤ 20 ms a request, the dunning
// proposal's 200 ms (a screen's own `budgetMs`); a substring search or a sum over every row is
// shown without it (it may read a whole table).
import { importTs } from './builds.mjs';
import { figureLine, heading, median } from './report.mjs';

export const BUDGET_LIST_MS = 20;

/** `cluster`: the run's shared cluster with the large dataset (largeCluster.ts), else one of its own. */
export async function measureSqlLists(runs, cluster) {
  const bench = await importTs('scripts/bench/sqlListsBench.ts');
  const result = await bench.runSqlListsBench({ runs, cluster });
  return {
    load: result.timings,
    lists: result.figures.map((f) => ({
      name: f.name,
      scans: f.scans,
      budgetMs: f.budgetMs ?? BUDGET_LIST_MS,
      medianMs: median(f.times),
    })),
  };
}

export function printSqlLists({ load, lists }) {
  heading(
    `Listen in SQL beim großen Datenbestand (geladen in ${((load.generate + load.schema + load.load + load.analyze) / 1000).toFixed(0)} s), Median je Anfrage mit Anzahl`,
  );
  for (const row of lists) {
    const label = row.name.length > 50 ? `${row.name.slice(0, 49)}…` : row.name;
    console.log(
      figureLine(
        label,
        row.medianMs,
        'ms',
        row.scans ? { extra: '(liest alles)' } : { budget: { max: row.budgetMs ?? BUDGET_LIST_MS } },
      ),
    );
  }
}
