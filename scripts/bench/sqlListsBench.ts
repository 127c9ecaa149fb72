/**
 * The lists' SQL at a busy year's size: a throwaway PostgreSQL cluster (the data-service tests'
 * harness) with the large generated dataset (largeCluster.ts), then every list screen's request
 * as the app sends it (packages/dataservice/test/listRequests.ts) through the PostgREST 16 emulation: its
 * statements — BEGIN, set_config, the pre-request function, the page with its count, COMMIT —
 * prepared as PostgREST prepares them, `runs` times each after one warming run.
 * Loaded through Vite's module runner by scripts/bench/sqlLists.mjs.
 */
import { connectLarge } from '../../packages/dataservice/test/largeDataset';
import { listRequests } from '../../packages/dataservice/test/listRequests';
import { emulationOn } from '../../packages/dataservice/test/listStatements';
import { onLargeCluster, type LargeCluster } from './largeCluster';

export interface SqlListFigure {
  name: string;
  /** A substring search or a sum over every row: timed, but it may read a whole table. */
  scans: boolean;
  /** Its budget in ms when not the lists' (listRequests.ts `budgetMs`). */
  budgetMs?: number;
  /** Milliseconds per request, as the service sees them (every statement, the socket). */
  times: number[];
}

export interface SqlListsResult {
  timings: { generate: number; schema: number; load: number; analyze: number };
  figures: SqlListFigure[];
}

/** On `cluster` when the run shares one (before anything changes its data), else on a cluster of its own. */
export async function runSqlListsBench({
  runs = 7,
  cluster,
}: { runs?: number; cluster?: LargeCluster } = {}): Promise<SqlListsResult> {
  return onLargeCluster(cluster, async ({ large }) => {
    const db = await connectLarge(large);
    try {
      const emulation = await emulationOn(db);
      const figures: SqlListFigure[] = [];
      for (const { name, screen, variant, request } of listRequests()) {
        const times: number[] = [];
        // One run to warm the caches, as a list a person opens twice is warm.
        for (let run = 0; run <= runs; run += 1) {
          const start = performance.now();
          const response = await emulation.handle(request);
          const ms = performance.now() - start;
          if (response.status >= 300) throw new Error(`${name}: ${response.status} ${response.body}`);
          if (run > 0) times.push(ms);
        }
        figures.push({
          name,
          scans: variant.scans === true || variant.readsAll === true,
          ...(screen.budgetMs === undefined ? {} : { budgetMs: screen.budgetMs }),
          times,
        });
      }
      return { timings: large.timings, figures };
    } finally {
      await db.end();
    }
  });
}
