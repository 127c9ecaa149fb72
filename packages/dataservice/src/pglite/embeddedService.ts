/**
 * The data service embedded: the PostgREST 16 emulation over PGlite booted from a snapshot, with
 * the settings of the README's postgrest.conf. Token verification is the caller's, as it is the
 * server's (src/server): a request arrives with its role and verified claims.
 */
import { createEmulation, type ApiRequest, type ApiResponse, type EmulationSettings } from '../postgrest';
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
  close(): Promise<void>;
}

export async function startEmbeddedService(
  snapshot: Blob,
  settings: EmulationSettings = EMBEDDED_SETTINGS,
): Promise<EmbeddedService> {
  const db = await bootSnapshot(snapshot);
  const emulation = await createEmulation(settings, pgliteHost(db));
  return {
    handle: (request) => emulation.handle(request),
    close: async () => {
      await emulation.close();
      await db.close();
    },
  };
}
