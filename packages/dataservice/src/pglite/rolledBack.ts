/**
 * Requests inside one outer transaction that a reset rolls back: how the stories' and tests'
 * shared service (`rollBackResets`, embeddedService.ts) and the parity tests (test/harness.ts)
 * put the database back to its snapshot between two stories or scenarios in milliseconds,
 * where booting PGlite again takes a second or more.
 *
 * Each request's transaction becomes a savepoint of the outer one: BEGIN → SAVEPOINT, COMMIT →
 * RELEASE (then the request's role and settings are reset, as a finished transaction would drop
 * them, and `afterRelease` puts back what the session set at its start), ABORT → ROLLBACK TO.
 * What this cannot show, and the cluster's tests do: a savepoint is neither READ ONLY nor of
 * its own isolation level (a GET that writes is not refused), and `now()` is the outer
 * transaction's for every request until the reset.
 */
import type { SqlHost, SqlResult } from '../postgrest';

type Run = (text: string, params?: unknown[]) => Promise<SqlResult>;

/** The statements that stand for `text` in a savepoint, or null when it passes unchanged. */
function asSavepoint(text: string, afterRelease: string): string[] | null {
  if (/^BEGIN\b/.test(text)) return ['SAVEPOINT pgrst_request'];
  if (text === 'COMMIT') {
    // One statement a call: PGlite prepares each, and a prepared statement holds one.
    return [
      'RELEASE SAVEPOINT pgrst_request',
      'RESET ALL',
      'RESET ROLE',
      `SELECT set_config('request.jwt.claims', '', true)`,
      ...(afterRelease ? [afterRelease] : []),
    ];
  }
  if (text === 'ABORT') return ['ROLLBACK TO SAVEPOINT pgrst_request', 'RELEASE SAVEPOINT pgrst_request'];
  return null;
}

/** `run` as a session whose transactions are savepoints while `nested()` holds. */
export function savepointSession(run: Run, nested: () => boolean, afterRelease = '') {
  return {
    async query(text: string, params?: unknown[]): Promise<SqlResult> {
      const instead = nested() ? asSavepoint(text, afterRelease) : null;
      if (!instead) return run(text, params);
      for (const statement of instead) await run(statement);
      return { rows: [] };
    },
  };
}

/** A host whose every session's transactions are savepoints of the one the caller keeps open. */
export function savepointHost(host: SqlHost, afterRelease = ''): SqlHost {
  return {
    async acquire() {
      const session = await host.acquire();
      return {
        ...savepointSession(
          (text, params) => session.query(text, params),
          () => true,
          afterRelease,
        ),
        release: () => session.release(),
      };
    },
  };
}
