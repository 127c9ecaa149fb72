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
import { bootSnapshot, type EngineFiles } from './engine';
import { pgliteHost } from './pgliteHost';

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
  /** Whether a committed transaction wrote (pgliteHost). */
  wrote: () => boolean;
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
}

export async function startEmbeddedService(
  snapshot: SnapshotSource,
  settings: EmulationSettings = EMBEDDED_SETTINGS,
  { stored, files, schemaCache }: BrowserHost = {},
): Promise<EmbeddedService> {
  let tar: Promise<Blob> | undefined;
  const snapshotTar = () =>
    (tar ??= (typeof snapshot === 'function' ? snapshot() : Promise.resolve(snapshot)).then(unpacked));
  const boot = async (): Promise<Running> => {
    const kept = stored ? await stored.load().then((tarball) => tarball && unpacked(tarball)) : null;
    const [tarball, engineFiles] = await Promise.all([kept ?? snapshotTar(), files]);
    const db = await bootSnapshot(tarball, { files: engineFiles });
    const host = pgliteHost(db, stored ? () => saving.ask() : undefined);
    const saving = savesOf(db, host, stored);
    return { db, emulation: await createEmulation(settings, host, await schemaCache), wrote: host.wrote, saving };
  };
  let running: Promise<Running> = boot();
  await running;
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
      if (!always && !current.wrote()) return;
      running = stop(current)
        .then(() => stored?.remove())
        .then(boot);
      await running;
    },
    close: async () => stop(await running),
  };
}
