/**
 * A database of the release f5c9db8, the last installed without migrations. release/f5c9db8.sql.gz
 * holds its 34 SQL files concatenated in the order they ran (`git show f5c9db8:packages/
 * dataservice/sql/<file>`), frozen here so any clone has them, not read from git; compressed, so
 * that a search for a function's definition finds only the one in sql/ or migrations/. The
 * suite's database (globalSetup.ts) and the upgrade test start from it and upgrade it, as an
 * operator's database is.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type pg from 'pg';

const RELEASE = 'f5c9db8';

export async function installRelease(client: pg.ClientBase): Promise<void> {
  const sql = gunzipSync(readFileSync(join(import.meta.dirname, 'release', `${RELEASE}.sql.gz`))).toString('utf8');
  await client.query(sql);
}
