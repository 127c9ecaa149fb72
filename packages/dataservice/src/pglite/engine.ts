/**
 * PostgreSQL in WebAssembly (PGlite) for the demo, the stories and the tests: the package's SQL
 * runs unchanged in it (docs/decisions.md "One data service, two hosts"). `pg_trgm` comes as
 * PGlite's contrib extension (sql/62_user_search.sql creates it).
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const EXTENSIONS = { pg_trgm };

/**
 * A database from a snapshot (src/pglite/snapshot.ts), signed in as `authenticator`, the role
 * PostgREST signs in as: it switches to the request's role from there, and its schema cache reads
 * the roles `authenticator` may become.
 */
export async function bootSnapshot(snapshot: Blob): Promise<PGlite> {
  const db = new PGlite({ extensions: EXTENSIONS, loadDataDir: snapshot });
  await db.waitReady;
  // Not PGlite's `username`, which only sets the current role: the session user stays the
  // superuser, who may become any role. As `authenticator` a token's role claim can name only
  // the roles PostgREST's authenticator may become, and session_user answers as on the server.
  await db.exec('SET SESSION AUTHORIZATION authenticator');
  return db;
}
