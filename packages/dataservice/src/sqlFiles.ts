/**
 * The SQL of packages/dataservice: `migrations/` (what holds state, run by node-pg-migrate) and
 * `sql/`, the files that define what holds none, in the order they run: by file name (00_, 01_,
 * 1x_, 2x_, 9x_). Node only: src/migrate/deploy.ts reads them from disk for the operator's
 * command, the tests' clusters and the demo's snapshot. `DATASERVICE_SQL=<regex>` applies only
 * the matching files of `sql/` (while another file is half written).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// From the file's own path, not `new URL(…, import.meta.url)`: a test in happy-dom has its
// `URL`, which resolves a file URL against http://localhost.
export const SQL_DIR = join(dirname(fileURLToPath(import.meta.url)), '../sql');
export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../migrations');

export function sqlFiles(): string[] {
  const only = process.env.DATASERVICE_SQL ? new RegExp(process.env.DATASERVICE_SQL) : undefined;
  return readdirSync(SQL_DIR)
    .filter((f) => f.endsWith('.sql') && (!only || only.test(f)))
    .sort();
}

/** Every SQL file, in order, as `{ file, sql }`. */
export const sqlScripts = () => sqlFiles().map((file) => ({ file, sql: readFileSync(join(SQL_DIR, file), 'utf8') }));

/** Every migration, in the order node-pg-migrate runs them (by file name), as `{ file, sql }`. */
export const migrationScripts = () =>
  readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((file) => ({ file, sql: readFileSync(join(MIGRATIONS_DIR, file), 'utf8') }));
