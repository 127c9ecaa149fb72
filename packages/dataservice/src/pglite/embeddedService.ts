/**
 * The data service embedded: the PostgREST 16 emulation over PGlite booted from a snapshot, with
 * the settings of the README's postgrest.conf. Token verification is the caller's, as it is the
 * server's (src/server; embeddedDoor.ts for the demo's tokens): a request arrives with its role
 * and verified claims.
 */
import type { PGlite } from '@electric-sql/pglite';
import {
  createEmulation,
  type SqlHost,
  type SchemaCache,
  type ApiRequest,
  type ApiResponse,
  type Emulation,
  type EmulationSettings,
} from '../postgrest';
import { bootSnapshot, DATABASE_SETTINGS, type EngineFiles } from './engine';
import { pgliteHost } from './pgliteHost';
import { savepointHost } from './rolledBack';
import { CREATE_RESET_SEQUENCES_FUNCTION } from './sequences';

/** packages/dataservice/README.md "PostgREST configuration", as far as it shapes statements. */
export const EMBEDDED_SETTINGS: EmulationSettings = {
  dbSchemas: ['api'],
  dbAnonRole: 'web_anon',
  dbMaxRows: 1000,
  dbPreRequest: 'data.pre_request',
};

/**
 * Where a browser keeps the database between visits (the demo: one file in the origin private
 * file system, from its data worker): the database runs in memory and is saved whole, as a
 * tarball like the snapshot (unpacked), after each request that committed a write.
 */
export interface StoredDatabase {
  /** The database of an earlier visit, or null on a first visit. */
  load(): Promise<Blob | null>;
  /** Keeps `tarball` in place of what was kept; written whole or not at all. */
  save(tarball: Blob): Promise<void>;
  /** Drops it, so the next boot loads the snapshot again. */
  remove(): Promise<void>;
}

/** The snapshot, or how to get it: with a stored database it is needed only for the first visit and a reset. */
export type SnapshotSource = Blob | (() => Promise<Blob>);

export interface EmbeddedService {
  handle(request: ApiRequest): Promise<ApiResponse>;
  /**
   * Back to the snapshot, for the next story or test: a fresh database from it, but only when a
   * request has committed a write since the last reset (most read only, and a boot costs ~0.4 s),
   * or `always`. A stored database is always dropped: it may hold an earlier visit's writes.
   */
  reset(options?: { always?: boolean }): Promise<void>;
  close(): Promise<void>;
}

interface Running {
  db: PGlite;
  emulation: Emulation;
  /** PGlite's one session, taken in turn (pgliteHost). */
  host: ReturnType<typeof pgliteHost>;
  saving: Saves;
}

interface Saves {
  /** A write was committed: save the database (now, or once the save under way is done). */
  ask(): void;
  /** Settles when no save is under way or asked for. */
  done(): Promise<void>;
}

/**
 * Saves the database to `stored` after writes, one save at a time: asks that come while one
 * runs are served by one more save after it. A save dumps the database between two requests
 * (it takes the session, as a request does), so the tarball never holds half a transaction.
 */
function savesOf(db: PGlite, host: SqlHost, stored: StoredDatabase | undefined): Saves {
  let running: Promise<void> = Promise.resolve();
  let asked = false;
  const saveOnce = async () => {
    const session = await host.acquire();
    let tarball: Blob;
    try {
      // A plain tar: gzip would take some 170 ms of every write's answer, for a file only this
      // browser reads.
      tarball = await db.dumpDataDir('none');
    } finally {
      session.release();
    }
    await stored!.save(tarball);
  };
  return {
    ask() {
      if (!stored || asked) return;
      asked = true;
      running = running.then(() => {
        asked = false;
        // A save that fails is tried again with the next write; the session's data stay in memory.
        return saveOnce().catch(() => undefined);
      });
    },
    done: () => running,
  };
}

/** The tarball unpacked once: PGlite boots from a plain tar in half the time of a gzipped one. */
async function unpacked(snapshot: Blob): Promise<Blob> {
  const head = new Uint8Array(await snapshot.slice(0, 2).arrayBuffer());
  if (head[0] !== 0x1f || head[1] !== 0x8b) return snapshot;
  return new Response(snapshot.stream().pipeThrough(new DecompressionStream('gzip'))).blob();
}

/**
 * How the service's PGlite is hosted in a browser: where it is kept, PGlite's files fetched
 * ahead, and the snapshot's schema cache (snapshotFile.ts), read where the snapshot was made
 * instead of from the catalogs at every start (a third of a second in Chromium).
 */
export interface BrowserHost {
  stored?: StoredDatabase;
  files?: Promise<EngineFiles>;
  schemaCache?: Promise<SchemaCache>;
  /**
   * For the stories and tests, which share one service and reset it between each two: every
   * request runs inside one outer transaction, and a reset rolls it back and puts the sequences
   * back (rolledBack.ts, which also says what a savepoint cannot show) instead of booting
   * PGlite again from the snapshot, a second or more each time. Not with `stored`: the demo's
   * writes are committed and kept.
   */
  rollBackResets?: boolean;
}

export async function startEmbeddedService(
  snapshot: SnapshotSource,
  settings: EmulationSettings = EMBEDDED_SETTINGS,
  { stored, files, schemaCache, rollBackResets = false }: BrowserHost = {},
): Promise<EmbeddedService> {
  if (rollBackResets && stored) throw new Error('rollBackResets keeps nothing: not with a stored database');
  let tar: Promise<Blob> | undefined;
  const snapshotTar = () =>
    (tar ??= (typeof snapshot === 'function' ? snapshot() : Promise.resolve(snapshot)).then(unpacked));
  const boot = async (): Promise<Running> => {
    const kept = stored ? await stored.load().then((tarball) => tarball && unpacked(tarball)) : null;
    const [tarball, engineFiles] = await Promise.all([kept ?? snapshotTar(), files]);
    const db = await bootSnapshot(tarball, {
      files: engineFiles,
      asSuperuser: rollBackResets ? CREATE_RESET_SEQUENCES_FUNCTION : [],
    });
    const host = pgliteHost(db, stored ? () => saving.ask() : undefined);
    const saving = savesOf(db, host, stored);
    if (rollBackResets) await db.exec('BEGIN');
    const requests = rollBackResets ? savepointHost(host, DATABASE_SETTINGS) : host;
    return { db, emulation: await createEmulation(settings, requests, await schemaCache), host, saving };
  };
  let running: Promise<Running> = boot();
  await running;
  /** Back to the snapshot without a boot: after the requests under way, between two others. */
  const rollBack = async ({ host }: Running) => {
    const session = await host.acquire();
    try {
      await session.query('ROLLBACK');
      await session.query('SELECT pg_temp.reset_sequences()');
      await session.query('BEGIN');
    } finally {
      session.release();
    }
  };
  const stop = async ({ db, emulation, saving }: Running) => {
    await saving.done();
    await emulation.close();
    await db.close();
  };
  return {
    // A write is answered once it is saved: a reload right after it (the screen showed it) must
    // find it. Reads pass a finished save at once.
    async handle(request) {
      const current = await running;
      const reply = await current.emulation.handle(request);
      await current.saving.done();
      return reply;
    },
    async reset({ always = stored !== undefined } = {}) {
      const current = await running;
      if (rollBackResets) {
        running = rollBack(current).then(() => current);
        await running;
        return;
      }
      if (!always && !current.host.wrote()) return;
      running = stop(current)
        .then(() => stored?.remove())
        .then(boot);
      await running;
    },
    close: async () => stop(await running),
  };
}
