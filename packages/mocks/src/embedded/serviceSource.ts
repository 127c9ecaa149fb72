import type { EngineFiles, SchemaCache } from '@waldmonitor/dataservice/embedded';

/**
 * What the service is started from: the demo database's snapshot and its schema cache, and
 * PGlite's own files, each asked for once. A reset rolls the service's one transaction back
 * (`rollBackResets`) and boots nothing; only a worker that starts a service again boots from
 * the same files (the snapshot unpacked, the engine compiled).
 * Files in Node (nodeSource.ts), URLs in the browser (browserSource.ts).
 */
export interface ServiceSource {
  snapshot(): Promise<Blob>;
  files(): Promise<EngineFiles>;
  schemaCache(): Promise<SchemaCache>;
}
