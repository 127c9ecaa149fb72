import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadSeed } from '../src/loadSeed';
import { applySchema } from './schema';
import { startCluster } from './pgCluster';

/**
 * One throwaway cluster per test run: schema applied and the demo seed loaded once; the
 * test files then work in transactions they roll back.
 */
export default async function setup(project: TestProject) {
  const cluster = startCluster();
  try {
    const connection = { host: cluster.socketDir, port: cluster.port, user: cluster.superuser, database: 'postgres' };
    const client = new pg.Client(connection);
    await client.connect();
    try {
      await applySchema(client);
      await loadSeed(client);
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
