/**
 * The emulation's PostgreSQL, as PostgREST 16.2 holds it (`AppState/Pool.hs`, the listener in
 * `AppState/Reload.hs`): a pool of `db-pool` connections signed in with `db-uri`
 * (`db-pool-acquisition-timeout`, `-max-lifetime`, `-max-idletime`), and for `LISTEN` a
 * connection of its own that reconnects after 1, 2, 4 … 32 s when it is lost.
 */
import pg from 'pg';
import type { SqlHost, SqlResult, SqlSession } from '../postgrest';
import type { AppConfig } from './config';
import { connectionConfig } from './dbUri';

/** Raised by `acquire()`: PostgREST answers 504 PGRST003 (timeout) or 503 PGRST000 (connection). */
export class AcquireError extends Error {
  constructor(
    readonly kind: 'timeout' | 'connection',
    message: string,
  ) {
    super(message);
  }
}

export interface PgHost extends SqlHost {
  /** Whether a LISTEN connection is up (undefined: nobody listens). */
  listenerUp(): boolean | undefined;
  /** `SELECT 1` on the pool: PostgREST's connection check when there is no listener. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface PgHostHooks {
  /** `NOTIFY pgrst, 'reload config'` (the emulation gets it as well). */
  onConfigReload(): void;
  /** The LISTEN connection is back after a loss: notifications may have been missed. */
  onListenerReconnected(): void;
  log(line: string): void;
}

const APPLICATION_NAME = 'waldmonitor dataservice (PostgREST 16.2 emulation)';
const JSON_OID = 114;

/** json as PostgreSQL's text, so a response body is byte for byte what PostgreSQL wrote (the emulation's index.ts). */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === JSON_OID && format !== 'binary'
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

function session(client: pg.PoolClient | pg.Client): SqlSession {
  return {
    async query(text: string, params?: unknown[]): Promise<SqlResult> {
      const result = await client.query(text, params);
      return { rows: result.rows as Record<string, unknown>[] };
    },
  };
}

export function createPgHost(config: AppConfig, hooks: PgHostHooks): PgHost {
  const connection = { ...connectionConfig(config.dbUri), fallback_application_name: APPLICATION_NAME, types };
  const pool = new pg.Pool({
    ...connection,
    max: config.dbPool,
    connectionTimeoutMillis: config.dbPoolAcquisitionTimeout * 1000,
    idleTimeoutMillis: config.dbPoolMaxIdletime * 1000,
    maxLifetimeSeconds: config.dbPoolMaxLifetime,
  });
  // An idle connection that dies (the server restarted) must not end the process.
  pool.on('error', (error) => hooks.log(`Database connection lost: ${error.message}`));
  const listeners = new Set<{ up: boolean; stop: () => Promise<void> }>();
  let closed = false;

  function listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const state = { up: false, stop: async () => {} };
    let client: pg.Client | undefined;
    let delay = 1;
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    const quoted = `"${channel.replace(/"/g, '""')}"`;

    const retry = (error: Error) => {
      state.up = false;
      const old = client;
      client = undefined;
      if (old) {
        old.removeAllListeners();
        old.on('error', () => {});
        old.end().catch(() => {});
      }
      if (stopped || closed) return;
      hooks.log(`Failed listening for database notifications on the "${channel}" channel. ${error.message}`);
      hooks.log(`Retrying listening for database notifications in ${delay} seconds...`);
      timer = setTimeout(() => void connect(true), delay * 1000);
      delay = Math.min(delay * 2, 32);
    };

    async function connect(reconnecting: boolean): Promise<void> {
      const c = new pg.Client(connection);
      client = c;
      const lost = (error: Error) => {
        if (client === c) retry(error);
      };
      c.on('error', lost);
      c.on('end', () => lost(new Error('the connection ended')));
      c.on('notification', (message) => {
        if (message.channel !== channel) return;
        const payload = message.payload ?? '';
        // 'reload config' is the server's (its settings) and the emulation's (the role settings in its cache).
        if (payload === 'reload config') hooks.onConfigReload();
        onNotify(payload);
      });
      try {
        await c.connect();
        await c.query(`LISTEN ${quoted}`);
      } catch (error) {
        lost(error as Error);
        return;
      }
      state.up = true;
      delay = 1;
      hooks.log(`Listening for database notifications on the "${channel}" channel`);
      if (reconnecting) hooks.onListenerReconnected();
    }

    state.stop = async () => {
      stopped = true;
      clearTimeout(timer);
      listeners.delete(state);
      const c = client;
      client = undefined;
      state.up = false;
      if (c) {
        c.removeAllListeners();
        c.on('error', () => {});
        await c.end().catch(() => {});
      }
    };
    listeners.add(state);
    return connect(false).then(() => state.stop);
  }

  return {
    async acquire() {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        const message = (error as Error).message;
        throw new AcquireError(
          message === 'timeout exceeded when trying to connect' ? 'timeout' : 'connection',
          message,
        );
      }
      let released = false;
      return {
        ...session(client),
        release() {
          if (!released) client.release();
          released = true;
        },
      };
    },
    listen,
    listenerUp: () => (listeners.size === 0 ? undefined : [...listeners].every((l) => l.up)),
    async ping() {
      try {
        const result = await pool.query('SELECT 1');
        return result.rowCount === 1;
      } catch {
        return false;
      }
    },
    async close() {
      closed = true;
      await Promise.all([...listeners].map((l) => l.stop()));
      await pool.end();
    },
  };
}
