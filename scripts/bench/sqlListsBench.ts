/**
 * The lists' SQL at a busy year's size: a throwaway PostgreSQL cluster (the data-service tests'
 * harness), the large generated dataset, then each list's first page (default order, LIMIT 50,
 * as PostgREST sends it) and its count, run as the list's role, `runs` times each.
 * Loaded through Vite's module runner by scripts/bench/sqlLists.mjs.
 */
import { connectLarge, createLargeDatabase } from '../../packages/dataservice/test/largeDataset';
import { allQueries } from '../../packages/dataservice/test/listQueries';
import { startCluster } from '../../packages/dataservice/test/pgCluster';
import { asRole } from '../../packages/dataservice/test/harness';

export interface SqlListFigure {
  name: string;
  kind: 'page' | 'count';
  /** Milliseconds per run of the query, as the client sees it (planning, execution, the socket). */
  times: number[];
}

export interface SqlListsResult {
  timings: { generate: number; schema: number; load: number; analyze: number };
  figures: SqlListFigure[];
}

export async function runSqlListsBench({ runs = 7 }: { runs?: number } = {}): Promise<SqlListsResult> {
  const cluster = startCluster();
  try {
    const server = { host: cluster.socketDir, port: cluster.port, user: cluster.superuser, database: 'postgres' };
    const large = await createLargeDatabase(server, 'waldmonitor_bench');
    const db = await connectLarge(large);
    try {
      const figures: SqlListFigure[] = [];
      for (const query of allQueries()) {
        const times: number[] = [];
        // One run to warm the caches, as a list a person opens twice is warm.
        for (let run = 0; run <= runs; run += 1) {
          // The query alone: planning, execution and the socket, not the role switch around it.
          const ms = await asRole(db, query.list.caller, async (tx) => {
            const start = performance.now();
            await tx.query(query.sql);
            return performance.now() - start;
          });
          if (run > 0) times.push(ms);
        }
        figures.push({ name: query.name, kind: query.kind, times });
      }
      return { timings: large.timings, figures };
    } finally {
      await db.end();
      await large.drop();
    }
  } finally {
    cluster.stop();
  }
}
