/**
 * The emulation's host on node-postgres: a pool signed in as `authenticator` (PostgREST's
 * db-uri), json columns handed over as PostgreSQL's text (so bodies are byte for byte
 * PostgreSQL's), LISTEN on a connection of its own. `statements` counts what ran, so a
 * test can see that no request looks anything up in the catalog.
 */
import pg from 'pg';
import { inject } from 'vitest';
import type { SqlHost } from '../../src/postgrest';

const JSON_OID = 114;

export interface PgHost extends SqlHost {
  pool: pg.Pool;
  /** Every statement run through acquired sessions, in order. */
  statements: string[];
  end(): Promise<void>;
}

export function pgHost(user = 'authenticator'): PgHost {
  const pool = new pg.Pool({
    ...inject('pg'),
    user,
    max: 3,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === JSON_OID
          ? (value: string) => value
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const statements: string[] = [];
  return {
    pool,
    statements,
    async acquire() {
      const client = await pool.connect();
      return {
        query: async (text: string, params?: unknown[]) => {
          statements.push(text);
          const result = await client.query(text, params);
          return { rows: result.rows as Record<string, unknown>[] };
        },
        release: () => client.release(),
      };
    },
    async listen(channel, onNotify) {
      const client = await pool.connect();
      const handler = (message: pg.Notification) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      };
      client.on('notification', handler);
      const quoted = `"${channel.replace(/"/g, '""')}"`;
      await client.query(`LISTEN ${quoted}`);
      return async () => {
        await client.query(`UNLISTEN ${quoted}`);
        client.off('notification', handler);
        client.release();
      };
    },
    end: () => pool.end(),
  };
}
