/**
 * The connected mode's back end for the end-to-end test: a throwaway PostgreSQL 15 cluster
 * with the data service's SQL and the demo seed (packages/dataservice), served over HTTP by
 * the PostgREST-protocol test server, its tokens verified with the OpenID Connect server's keys.
 */
import { createRemoteJWKSet } from 'jose';
import pg from 'pg';
import { loadSeed } from '../../../dataservice/src/loadSeed';
import { startCluster, type PgCluster } from '../../../dataservice/test/pgCluster';
import { listenPostgrest, type PostgrestServer } from '../../../dataservice/test/postgrestServer';
import { applySchema } from '../../../dataservice/test/schema';

export interface ConnectedBackend {
  /** The data service's address: the app's `dataService.url`. */
  url: string;
  /** A superuser connection, to look behind the api's back. */
  superuser(): Promise<pg.Client>;
  close(): Promise<void>;
}

/** db-max-rows of the README's PostgREST configuration. */
const MAX_ROWS = 1000;

export async function startConnectedBackend(issuer: string, audience: string): Promise<ConnectedBackend> {
  const cluster: PgCluster = startCluster();
  const connection = { host: cluster.socketDir, port: cluster.port, database: 'postgres' };
  let pool: pg.Pool | undefined;
  let server: PostgrestServer | undefined;
  try {
    const setup = new pg.Client({ ...connection, user: cluster.superuser });
    await setup.connect();
    try {
      await applySchema(setup);
      await loadSeed(setup);
    } finally {
      await setup.end();
    }
    pool = new pg.Pool({ ...connection, user: 'authenticator', max: 8 });
    server = await listenPostgrest({
      pool,
      // PostgREST reads the realm's keys (jwt-secret = its JWKS); oidc-provider serves them at /jwks.
      keys: createRemoteJWKSet(new URL(`${issuer}/jwks`)),
      audience,
      maxRows: MAX_ROWS,
    });
  } catch (error) {
    await pool?.end();
    cluster.stop();
    throw error;
  }
  const running = server;
  const open = pool;
  return {
    url: running.url,
    async superuser() {
      const client = new pg.Client({ ...connection, user: cluster.superuser });
      await client.connect();
      return client;
    },
    async close() {
      await running.close();
      await open.end();
      cluster.stop();
    },
  };
}
