/**
 * A PGlite instance as the emulation's host (src/postgrest SqlHost). PGlite is one session: a
 * request's statements (BEGIN … COMMIT) must not interleave with another's, so sessions are
 * handed out one at a time, in the order asked for, as a pool of one connection would.
 * json and jsonb come back as PostgreSQL's text, so a body is PostgreSQL's byte for byte.
 * Errors keep PGlite's DatabaseError with its SQLSTATE, which the emulation maps to HTTP.
 * `wrote()` tells whether a committed transaction has written (embeddedService.ts resets then);
 * `onWrite` hears of each such commit (a stored database is saved then).
 */
import type { PGlite } from '@electric-sql/pglite';
import type { SqlHost, SqlResult } from '../postgrest';

const JSON_OID = 114;
const JSONB_OID = 3802;
const AS_TEXT = { parsers: { [JSON_OID]: (text: string) => text, [JSONB_OID]: (text: string) => text } };

/**
 * What a transaction wrote shows in its transaction id: one is assigned at the first write. Asked
 * at COMMIT only: a failed transaction answers nothing before its ABORT (so a write refused
 * halfway, which still drew from the sequences, goes unnoticed: `reset({ always: true })`).
 */
const WROTE = 'SELECT pg_current_xact_id_if_assigned() IS NOT NULL AS wrote';

export function pgliteHost(db: PGlite, onWrite?: () => void): SqlHost & { wrote(): boolean } {
  let wrote = false;
  let queue: Promise<void> = Promise.resolve();
  /** Waits for the session; resolves to its release. */
  const turn = async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = queue;
    queue = queue.then(() => released);
    await previous;
    return release;
  };
  return {
    wrote: () => wrote,
    async acquire() {
      const release = await turn();
      return {
        query: async (text: string, params?: unknown[]): Promise<SqlResult> => {
          let committedWrite = false;
          if ((!wrote || onWrite) && /^\s*COMMIT\b/i.test(text)) {
            committedWrite = (await db.query<{ wrote: boolean }>(WROTE)).rows[0]?.wrote === true;
            wrote ||= committedWrite;
          }
          const { rows } = await db.query<Record<string, unknown>>(text, params, AS_TEXT);
          if (committedWrite) onWrite?.();
          return { rows };
        },
        release,
      };
    },
    // LISTEN and UNLISTEN wait for their turn too: inside a request's transaction they would be
    // undone with its rollback.
    async listen(channel, onNotify) {
      const release = await turn();
      try {
        const unlisten = await db.listen(channel, onNotify);
        return async () => {
          const again = await turn();
          try {
            await unlisten();
          } finally {
            again();
          }
        };
      } finally {
        release();
      }
    },
  };
}
