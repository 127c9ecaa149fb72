/**
 * The connected mode's back end for the end-to-end test: a throwaway PostgreSQL 15 cluster
 * with the data service's SQL and the demo seed (packages/dataservice), served over HTTP by
 * the data service (`npm run dataservice`, here in the test's process) from a PostgREST 16
 * configuration file as the package's README has it, its `jwt-secret` a JWKS file of the
 * OpenID Connect server's keys. `npm run bench -- --production-lists` starts the same back end
 * with a busy year's data instead (`dataset: 'large'`).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JSONWebKeySet } from 'jose';
import pg from 'pg';
import { loadSeed } from '../../../dataservice/src/loadSeed';
import { createEmulation } from '../../../dataservice/src/postgrest';
import { startDataService, type DataService } from '../../../dataservice/src/server/service';
import { createLargeDatabase, type LargeDatabase } from '../../../dataservice/test/largeDataset';
import { startCluster, type PgCluster } from '../../../dataservice/test/pgCluster';
import { applySchema } from '../../../dataservice/test/schema';
import { freePort } from '../../../dataservice/test/server/freePort';

export interface ConnectedBackend {
  /** The data service's address: the app's `dataService.url`. */
  url: string;
  /** A superuser connection, to look behind the api's back. */
  superuser(): Promise<pg.Client>;
  close(): Promise<void>;
}

/**
 * The README's `postgrest.conf` (packages/dataservice/README.md, "PostgREST configuration")
 * with this run's database, keys and ports.
 */
function postgrestConf(
  cluster: PgCluster,
  database: string,
  jwksFile: string,
  audience: string,
  adminPort: number,
): string {
  const dbUri = `postgres:///${database}?host=${encodeURIComponent(cluster.socketDir)}&port=${cluster.port}&user=authenticator`;
  return [
    `db-uri = "${dbUri}"`,
    'db-schemas = "api"',
    'db-anon-role = "web_anon"',
    'db-pre-request = "data.pre_request"',
    'jwt-role-claim-key = "$$.app_status"',
    `jwt-aud = "${audience}"`,
    'db-max-rows = 1000',
    'db-pool = 10',
    'db-pool-acquisition-timeout = 10',
    'server-timing-enabled = true',
    `jwt-secret = "@${jwksFile}"`,
    'server-host = "127.0.0.1"',
    'server-port = 0',
    'admin-server-host = "127.0.0.1"',
    `admin-server-port = ${adminPort}`,
    '',
  ].join('\n');
}

/** `/ready` on the admin server, as a load balancer asks it. */
async function ready(adminUrl: string): Promise<void> {
  const response = await fetch(`${adminUrl}/ready`);
  if (response.status !== 200) throw new Error(`the data service's /ready answered ${response.status}`);
}

export interface ConnectedBackendOptions {
  /**
   * `demo`: the demo seed in the cluster's `postgres` database (the e2e's rows). `large`: a
   * busy year's data (packages/mocks `createLargeSeed`) in a database of its own, loaded and
   * analysed as the SQL benchmarks load it; its administrators include the demo seed's.
   */
  dataset?: 'demo' | 'large';
  /** Every line the data service logs, as it logs it (besides the start-up failure's report). */
  onLog?: (line: string) => void;
}

/** The demo seed into the cluster's own database; the large dataset into one of its own. */
async function loadDataset(cluster: PgCluster, dataset: 'demo' | 'large'): Promise<LargeDatabase | null> {
  const server = { host: cluster.socketDir, port: cluster.port, user: cluster.superuser, database: 'postgres' };
  if (dataset === 'large') return createLargeDatabase(server, 'waldmonitor_large');
  const setup = new pg.Client(server);
  await setup.connect();
  try {
    await applySchema(setup);
    await loadSeed(setup);
  } finally {
    await setup.end();
  }
  return null;
}

export async function startConnectedBackend(
  jwks: JSONWebKeySet,
  audience: string,
  { dataset = 'demo', onLog }: ConnectedBackendOptions = {},
): Promise<ConnectedBackend> {
  const cluster: PgCluster = startCluster();
  const dir = mkdtempSync(join(tmpdir(), 'wm-e2e-dataservice-'));
  const log: string[] = [];
  let service: DataService | undefined;
  let large: LargeDatabase | null = null;
  try {
    large = await loadDataset(cluster, dataset);
    // PostgREST reads the realm's keys from a file (it does not fetch the issuer's JWKS URL).
    const jwksFile = join(dir, 'waldmonitor-jwks.json');
    writeFileSync(jwksFile, JSON.stringify(jwks));
    const configPath = join(dir, 'postgrest.conf');
    const database = large?.connection.database ?? 'postgres';
    writeFileSync(configPath, postgrestConf(cluster, database, jwksFile, audience, await freePort()));
    const logLine = (line: string) => {
      log.push(line);
      onLog?.(line);
    };
    service = await startDataService({ configPath, env: {}, log: logLine, createEmulation });
    if (!service.adminUrl) throw new Error('the data service started without its admin server');
    await ready(service.adminUrl);
  } catch (error) {
    await service?.close();
    await large?.drop();
    cluster.stop();
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`the connected back end did not start; the data service's log:\n${log.join('\n')}`, {
      cause: error,
    });
  }
  const running = service;
  const database = large?.connection.database ?? 'postgres';
  const loaded = large;
  return {
    url: running.url,
    async superuser() {
      const client = new pg.Client({ host: cluster.socketDir, port: cluster.port, database, user: cluster.superuser });
      await client.connect();
      return client;
    },
    async close() {
      await running.close();
      // The large database's own connection is closed before the cluster stops under it.
      await loaded?.drop();
      cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
