/**
 * The data service embedded: the PostgREST 16 emulation over PGlite booted from a snapshot, with
 * the settings of the README's postgrest.conf. Token verification is the caller's, as it is the
 * server's (src/server; embeddedDoor.ts for the demo's tokens): a request arrives with its role
 * and verified claims.
 */
import type { PGlite } from '@electric-sql/pglite';
import {
  createEmulation,
  type ApiRequest,
  type ApiResponse,
  type Emulation,
  type EmulationSettings,
} from '../postgrest';
import { bootSnapshot } from './engine';
import { pgliteHost } from './pgliteHost';

/** packages/dataservice/README.md "PostgREST configuration", as far as it shapes statements. */
export const EMBEDDED_SETTINGS: EmulationSettings = {
  dbSchemas: ['api'],
  dbAnonRole: 'web_anon',
  dbMaxRows: 1000,
  dbPreRequest: 'data.pre_request',
};

/**
 * Where a browser keeps the database between visits (the demo: the origin private file system, in its data worker).
 * The host knows its storage: PGlite loads a snapshot only into an empty data directory.
 */
export interface StoredDatabase {
  /** PGlite's `dataDir`, e.g. `memfs2opfs://waldmonitor-demo-…`. */
  dataDir: string;
  /** Whether the directory holds a database from an earlier visit. */
  exists(): Promise<boolean>;
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
   * or `always`. A stored database is always replaced: it may hold an earlier visit's writes.
   */
  reset(options?: { always?: boolean }): Promise<void>;
  close(): Promise<void>;
}

interface Running {
  db: PGlite;
  emulation: Emulation;
  /** Whether a committed transaction wrote (pgliteHost). */
  wrote: () => boolean;
}

/** The tarball unpacked once: PGlite boots from a plain tar in half the time of a gzipped one. */
async function unpacked(snapshot: Blob): Promise<Blob> {
  const head = new Uint8Array(await snapshot.slice(0, 2).arrayBuffer());
  if (head[0] !== 0x1f || head[1] !== 0x8b) return snapshot;
  return new Response(snapshot.stream().pipeThrough(new DecompressionStream('gzip'))).blob();
}

export async function startEmbeddedService(
  snapshot: SnapshotSource,
  settings: EmulationSettings = EMBEDDED_SETTINGS,
  stored?: StoredDatabase,
): Promise<EmbeddedService> {
  let tar: Promise<Blob> | undefined;
  const snapshotTar = () =>
    (tar ??= (typeof snapshot === 'function' ? snapshot() : Promise.resolve(snapshot)).then(unpacked));
  const boot = async (): Promise<Running> => {
    const kept = stored !== undefined && (await stored.exists());
    // A first visit cut short leaves files behind (PG_VERSION, data, no pg_control), and PGlite
    // refuses to load a snapshot over them: every later start would fail, reset included.
    if (stored && !kept) await stored.remove();
    const db = await bootSnapshot(kept ? null : await snapshotTar(), { dataDir: stored?.dataDir });
    const host = pgliteHost(db);
    return { db, emulation: await createEmulation(settings, host), wrote: host.wrote };
  };
  let running: Promise<Running> = boot();
  await running;
  const stop = async ({ db, emulation }: Running) => {
    await emulation.close();
    await db.close();
  };
  return {
    handle: async (request) => (await running).emulation.handle(request),
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
