/**
 * A throwaway PostgreSQL 15 cluster for the data-service tests: initdb into a fresh temp
 * folder, a Unix socket in that folder only (no TCP port, so nothing else on the machine is
 * touched or can collide), stopped and deleted at the end.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PgCluster {
  /** The folder holding the data directory, the socket and the log. */
  readonly dir: string;
  /** The socket folder: pg's `host` when it starts with a slash. */
  readonly socketDir: string;
  readonly port: number;
  /** The superuser the tests connect as (trust authentication on the socket). */
  readonly superuser: string;
  /** Stops the server (immediate: it is thrown away) and deletes the folder. */
  stop(): void;
}

/**
 * The folder of initdb/pg_ctl: $PG_BINDIR, `pg_config --bindir` when it has them, else
 * Debian's /usr/lib/postgresql/<version>/bin (15 here; the newest one a fresh machine has).
 */
export function pgBinDir(): string {
  const candidates: string[] = [];
  if (process.env.PG_BINDIR) candidates.push(process.env.PG_BINDIR);
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (fromConfig.status === 0) candidates.push(fromConfig.stdout.trim());
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).filter((v) => /^\d+$/.test(v));
    versions.sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => join(debian, v, 'bin')));
  }
  const found = candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
  if (!found) {
    throw new Error(
      `PostgreSQL-Programme (initdb, pg_ctl) nicht gefunden (gesucht: ${candidates.join(', ')}); apt-get install postgresql`,
    );
  }
  return found;
}

/**
 * initdb and postgres refuse to run as root. As root (CI on a fresh machine) they run as
 * Debian's `postgres` user (the package creates it), or `nobody` when that is missing, with
 * the temp folder handed to that user.
 */
function runAsUser(): { name: string; uid: number; gid: number } | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    const id = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (id.status === 0 && gid.status === 0) {
      return { name, uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
    }
  }
  throw new Error('Als root gestartet, aber weder der Nutzer postgres noch nobody existiert');
}

/** Runs in the cluster's own folder: the unprivileged user may not enter the caller's (a root-only checkout). */
function run(user: ReturnType<typeof runAsUser>, program: string, args: string[], cwd: string): void {
  const [cmd, cmdArgs] = user ? ['runuser', ['-u', user.name, '--', program, ...args]] : [program, args];
  execFileSync(cmd, cmdArgs, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C.UTF-8' } });
}

/** Starts a fresh cluster; throws with the server log when it does not come up. */
export function startCluster(): PgCluster {
  const bin = pgBinDir();
  const user = runAsUser();
  const dir = mkdtempSync(join(tmpdir(), 'wm-pg-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  // A port number only names the socket file (.s.PGSQL.<port>); nothing listens on TCP.
  const port = 20000 + Math.floor(Math.random() * 20000);
  const superuser = 'postgres';
  if (user) {
    chownSync(dir, user.uid, user.gid);
    chmodSync(dir, 0o700);
  }
  writeFileSync(logFile, '');
  if (user) chownSync(logFile, user.uid, user.gid);

  let started = false;
  const stop = () => {
    if (started) {
      try {
        run(user, join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], dir);
      } catch {
        // Already gone: the folder is deleted below either way.
      }
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    run(
      user,
      join(bin, 'initdb'),
      ['-D', dataDir, '-U', superuser, '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'],
      dir,
    );
    const options = [
      `-c listen_addresses=''`,
      `-c unix_socket_directories='${dir}'`,
      `-c port=${port}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=40',
      '-c shared_buffers=32MB',
      // German-free server messages: the error texts must equal PostgREST's English ones.
      `-c lc_messages='C'`,
      `-c timezone='UTC'`,
    ].join(' ');
    run(user, join(bin, 'pg_ctl'), ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start'], dir);
    started = true;
  } catch (error) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    stop();
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`PostgreSQL-Testcluster startet nicht: ${String(error)}\n${stderr}\n${log}`);
  }

  return { dir, socketDir: dir, port, superuser, stop };
}
