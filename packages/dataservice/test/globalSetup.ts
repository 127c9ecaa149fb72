import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadSeed } from '../src/loadSeed';
import { startCluster } from './pgCluster';
import { installRelease } from './release';
import { applySchema } from './schema';

/**
 * One throwaway cluster per test run, its database as an operator's is: the last release
 * before migrations installed, the demo seed loaded, then upgraded to this schema (deploy: the
 * migrations, then sql/), then the seed's rows of the tables the upgrade added, so the whole
 * suite runs on an upgraded database (upgrade.test.ts checks it equals a new one). The test files then work in transactions they roll back.
 */
export default async function setup(project: TestProject) {
  const cluster = startCluster();
  try {
    const connection = { host: cluster.socketDir, port: cluster.port, user: cluster.superuser, database: 'postgres' };
    const client = new pg.Client(connection);
    await client.connect();
    try {
      await installRelease(client);
      const { skipped } = await loadSeed(client);
      await applySchema(client);
      // The seed's rows of the tables the release did not have yet (the payments).
      if (skipped.length > 0) await loadSeed(client, undefined, skipped);
    } finally {
      await client.end();
    }
    project.provide('pg', connection);
  } catch (error) {
    cluster.stop();
    throw error;
  }
  return () => cluster.stop();
}
