/**
 * PostgreSQL in WebAssembly (PGlite) for the demo, the stories and the tests: the package's SQL
 * runs unchanged in it (docs/decisions.md "One data service, two hosts"). `pg_trgm` and `unaccent`
 * come as PGlite's contrib extensions (the migrations create them).
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export const EXTENSIONS = { pg_trgm, unaccent };

/**
 * An empty WebAssembly module in place of `initdb.wasm`: PGlite starts downloading initdb
 * (130 kB gzip) on every boot unless it is handed one, and a database loaded from a snapshot
 * never runs initdb.
 */
const NO_INITDB = new WebAssembly.Module(new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]));

export interface BootOptions {
  /**
   * PGlite's own files, fetched by the caller: a browser can start them alongside the snapshot,
   * where PGlite would ask for them only once it is constructed, with the snapshot in hand.
   */
  files?: EngineFiles;
  /**
   * Statements to run as the superuser before the engine signs in as authenticator (a test's
   * helpers: the session cannot become the superuser again).
   */
  asSuperuser?: readonly string[];
}

/**
 * PostgreSQL's 128 MB of shared buffers are, in WebAssembly, memory the engine zeroes at its
 * start: 30,000 of the 74,000 page faults of a boot, half a second of it in Node and more in a
 * browser tab, where every e2e test and every reload of the demo boots again. The demo's
 * database is 15 MB unpacked and lives in memory either way (an evicted page goes to the
 * in-memory file system), so 16 MB hold it whole.
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** `pglite.wasm` compiled and `pglite.data`, as PGlite's options `pgliteWasmModule` and `fsBundle` take them. */
export interface EngineFiles {
  wasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

/**
 * PGlite's backend skips what a PostgreSQL session applies at its start, the database's own
 * settings (ALTER DATABASE … SET): without app.settings.jwt_aud (32_identity.sql) the door
 * refuses every token. This statement applies them as a session's start would.
 */
export const DATABASE_SETTINGS = `SELECT set_config(split_part(c, '=', 1), substr(c, strpos(c, '=') + 1), false)
       FROM pg_db_role_setting s, unnest(s.setconfig) c
      WHERE s.setrole = 0 AND s.setdatabase = (SELECT oid FROM pg_database WHERE datname = current_database())`;

/**
 * A database in memory from a snapshot (src/pglite/snapshot.ts) or a stored copy of one
 * (embeddedService.ts), signed in as `authenticator`, the role PostgREST signs in as: it switches
 * to the request's role from there, and its schema cache reads the roles `authenticator` may
 * become.
 */
export async function bootSnapshot(snapshot: Blob, { files, asSuperuser = [] }: BootOptions = {}): Promise<PGlite> {
  const db = new PGlite({
    extensions: EXTENSIONS,
    ...(files ? { pgliteWasmModule: files.wasmModule, fsBundle: files.fsBundle } : {}),
    loadDataDir: snapshot,
    initdbWasmModule: NO_INITDB,
    startParams: START_PARAMS,
  });
  await db.waitReady;
  await db.query(DATABASE_SETTINGS);
  for (const statement of asSuperuser) await db.query(statement);
  // Not PGlite's `username`, which only sets the current role: the session user stays the
  // superuser, who may become any role. As `authenticator` a token's role claim can name only
  // the roles PostgREST's authenticator may become, and session_user answers as on the server.
  await db.exec('SET SESSION AUTHORIZATION authenticator');
  return db;
}
