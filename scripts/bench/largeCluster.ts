/**
 * The throwaway PostgreSQL cluster with the large dataset that the bench's SQL parts run on
 * (sqlListsBench.ts, datevExportBench.ts). Generating and loading the dataset takes a minute or
 * more, so the default run makes it once and hands it to both parts, the lists first, since the
 * export then grows a year of it; a part run alone (`--sql-lists`, `--datev`) makes its own.
 */
import { createLargeDatabase, type LargeDatabase } from '../../packages/dataservice/test/largeDataset';
import { startCluster } from '../../packages/dataservice/test/pgCluster';

export interface LargeCluster {
  /** The database; `large.connection` is the superuser's. */
  large: LargeDatabase;
  /** Drops the database and deletes the cluster. */
  stop(): Promise<void>;
}

export async function startLargeCluster(): Promise<LargeCluster> {
  const cluster = startCluster();
  try {
    const server = { host: cluster.socketDir, port: cluster.port, user: cluster.superuser, database: 'postgres' };
    const large = await createLargeDatabase(server, 'waldmonitor_bench');
    return {
      large,
      stop: async () => {
        try {
          await large.drop();
        } finally {
          cluster.stop();
        }
      },
    };
  } catch (error) {
    cluster.stop();
    throw error;
  }
}

/** `measure` on the cluster the run shares, or on one of its own, stopped after it. */
export async function onLargeCluster<T>(
  shared: LargeCluster | undefined,
  measure: (cluster: LargeCluster) => Promise<T>,
): Promise<T> {
  if (shared) return measure(shared);
  const own = await startLargeCluster();
  try {
    return await measure(own);
  } finally {
    await own.stop();
  }
}
