import { browserEngineFiles, fetchedOk } from '@waldmonitor/dataservice/browser-engine-files';
import type { SchemaCache } from '@waldmonitor/dataservice/embedded';
import snapshotUrl, { schemaCacheUrl } from 'virtual:waldmonitor/demo-snapshot';
import type { ServiceSource } from './serviceSource';

/** The demo database's snapshot, its schema cache and PGlite's files, as Vite serves them to Storybook and the story tests. */
export const browserSource: ServiceSource = {
  snapshot: async () => (await fetchedOk(snapshotUrl)).blob(),
  files: browserEngineFiles,
  schemaCache: async () => (await (await fetchedOk(schemaCacheUrl)).json()) as SchemaCache,
};
