import { readFile } from 'node:fs/promises';
import type { SchemaCache } from '@waldmonitor/dataservice/embedded';
import { nodeEngineFiles } from '@waldmonitor/dataservice/node-engine-files';
import { demoSchemaCacheFile, demoSnapshotFile } from '@waldmonitor/dataservice/snapshot-file';
import type { ServiceSource } from './serviceSource';

/** The demo database's snapshot and its schema cache from the shared cache files (made first when the sources changed). */
export const nodeSource: ServiceSource = {
  snapshot: async () => new Blob([await readFile(await demoSnapshotFile())]),
  files: nodeEngineFiles,
  schemaCache: async () => JSON.parse(await readFile(await demoSchemaCacheFile(), 'utf8')) as SchemaCache,
};
