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

export interface EmbeddedService {
  handle(request: ApiRequest): Promise<ApiResponse>;
  /**
   * Back to the snapshot, for the next story or test: a fresh database from it, but only when a
   * request has committed a write since the last reset (most read only, and a boot costs ~0.4 s),
   * or `always`.
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
  snapshot: Blob,
  settings: EmulationSettings = EMBEDDED_SETTINGS,
): Promise<EmbeddedService> {
  const tar = await unpacked(snapshot);
  const boot = async (): Promise<Running> => {
    const db = await bootSnapshot(tar);
    const host = pgliteHost(db);
    return { db, emulation: await createEmulation(settings, host), wrote: host.wrote };
  };
  let running: Promise<Running> = boot();
  const stop = async ({ db, emulation }: Running) => {
    await emulation.close();
    await db.close();
  };
  return {
    handle: async (request) => (await running).emulation.handle(request),
    async reset({ always = false } = {}) {
      const current = await running;
      if (!always && !current.wrote()) return;
      running = stop(current).then(boot);
      await running;
    },
    close: async () => stop(await running),
  };
}
