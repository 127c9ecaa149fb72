/**
 * PostgreSQL in WebAssembly (PGlite) for the demo, the stories and the tests: the package's SQL
 * runs unchanged in it (docs/decisions.md "One data service, two hosts"). `pg_trgm` comes as
 * PGlite's contrib extension (sql/62_user_search.sql creates it).
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const EXTENSIONS = { pg_trgm };

/**
 * An empty WebAssembly module in place of `initdb.wasm`: PGlite starts downloading initdb
 * (130 kB gzip) on every boot unless it is handed one, and a database loaded from a snapshot
 * or found in its data directory never runs initdb.
 */
const NO_INITDB = new WebAssembly.Module(new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]));

export interface BootOptions {
  /**
   * Where the database lives between visits (`memfs2opfs://…`, `idb://…`); in memory without it.
   * The snapshot is loaded only when the directory holds no database yet: PGlite refuses to
   * load a tarball over an existing one.
   */
  dataDir?: string;
}

/**
 * A database from a snapshot (src/pglite/snapshot.ts), or the one already in `dataDir` when
 * `snapshot` is null, signed in as `authenticator`, the role PostgREST signs in as: it switches
 * to the request's role from there, and its schema cache reads the roles `authenticator` may
 * become.
 */
export async function bootSnapshot(snapshot: Blob | null, { dataDir }: BootOptions = {}): Promise<PGlite> {
  const db = new PGlite({
    extensions: EXTENSIONS,
    dataDir,
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    initdbWasmModule: NO_INITDB,
  });
  await db.waitReady;
  // Not PGlite's `username`, which only sets the current role: the session user stays the
  // superuser, who may become any role. As `authenticator` a token's role claim can name only
  // the roles PostgREST's authenticator may become, and session_user answers as on the server.
  await db.exec('SET SESSION AUTHORIZATION authenticator');
  return db;
}
