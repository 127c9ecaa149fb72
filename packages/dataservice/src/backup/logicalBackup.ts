/**
 * A logical backup that restores into a new cluster as it was: the roles with their attributes,
 * passwords, memberships and settings (`pg_dumpall --roles-only`), then the database with its
 * own settings and privileges (`pg_dump --format=custom --create`). A plain `pg_dump` alone
 * restores with errors ("role waldmonitor_owner does not exist") and leaves every function
 * owned by whoever restores it, so the SECURITY DEFINER functions would run as a superuser.
 *
 * The PostgreSQL programs come from PATH and connect as libpq does (PGHOST, PGPORT, PGUSER,
 * PGPASSWORD, ~/.pgpass): run as a superuser of the cluster, e.g. `sudo -u postgres`.
 *
 * `roles.sql` holds the roles' password hashes and the dump every row: the folder is made 0700
 * and both files 0600, whatever the umask, before anything is written into them.
 */
import { execFile } from 'node:child_process';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The two files of a backup, in the folder given. */
export const ROLES_FILE = 'roles.sql';
export const DATABASE_FILE = 'database.dump';

export interface BackupOptions {
  /** The database to back up (README: `waldmonitor`). */
  database: string;
  /** The environment of the PostgreSQL programs (PATH, PGHOST, …); the process's by default. */
  env?: NodeJS.ProcessEnv;
}

/** Runs a PostgreSQL program; its error message carries what the program printed. */
async function pgProgram(program: string, args: string[], env: NodeJS.ProcessEnv | undefined): Promise<string> {
  try {
    const { stdout } = await run(program, args, { env: env ?? process.env, maxBuffer: 256 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stderr, code } = error as { stderr?: string; code?: number | string };
    throw new Error(`${program} ${args.join(' ')} ist fehlgeschlagen (${code}): ${stderr?.trim() || String(error)}`);
  }
}

const ROLE_STATEMENT = /^(?:CREATE|ALTER) ROLE ("(?:[^"]|"")+"|[^\s;]+)/;
const unquote = (name: string) => (name.startsWith('"') ? name.slice(1, -1).replace(/""/g, '"') : name);

/**
 * The roles script without the statements about superusers: a new cluster has its own
 * (initdb's), and "CREATE ROLE postgres" would fail there; their passwords are the new
 * cluster's business.
 */
export function withoutSuperusers(rolesSql: string, superusers: readonly string[]): string {
  const skipped = new Set(superusers);
  return rolesSql
    .split('\n')
    .filter((line) => {
      const role = ROLE_STATEMENT.exec(line)?.[1];
      return role === undefined || !skipped.has(unquote(role));
    })
    .join('\n');
}

/** An empty file only its owner can read and write (an existing one emptied and closed to others). */
async function privateFile(path: string): Promise<void> {
  await writeFile(path, '', { mode: 0o600 });
  await chmod(path, 0o600);
}

/** Writes `roles.sql` and `database.dump` into `folder` (created if missing; made 0700). */
export async function backup(folder: string, { database, env }: BackupOptions): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
  const rolesFile = join(folder, ROLES_FILE);
  const databaseFile = join(folder, DATABASE_FILE);
  // pg_dump writes into the existing file and keeps its mode.
  await Promise.all([privateFile(rolesFile), privateFile(databaseFile)]);
  const superusers = (
    await pgProgram(
      'psql',
      ['-X', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', database, '-c', 'SELECT rolname FROM pg_roles WHERE rolsuper'],
      env,
    )
  )
    .split('\n')
    .map((name) => name.trim())
    .filter(Boolean);
  const roles = await pgProgram('pg_dumpall', ['--roles-only', '-l', database], env);
  await writeFile(rolesFile, withoutSuperusers(roles, superusers));
  await pgProgram('pg_dump', ['--format=custom', '--create', '--file', databaseFile, database], env);
}

/**
 * Restores a backup into a cluster that does not have the database yet: the roles first (the
 * objects' owners), then the database; the first error stops it, so "done" means no error.
 */
export async function restore(folder: string, { env }: Pick<BackupOptions, 'env'> = {}): Promise<void> {
  // Fails before anything is changed if the backup is incomplete.
  await readFile(join(folder, ROLES_FILE));
  await readFile(join(folder, DATABASE_FILE));
  await pgProgram('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', 'postgres', '-f', join(folder, ROLES_FILE)], env);
  await pgProgram('pg_restore', ['--create', '--exit-on-error', '-d', 'postgres', join(folder, DATABASE_FILE)], env);
}
