/**
 * `@waldmonitor/dataservice/embedded`: the data service in PGlite for the demo, the stories and
 * the tests (docs/decisions.md "One data service, two hosts"). Runs in a browser worker, a page
 * or Node; the snapshot comes from `virtual:waldmonitor/demo-snapshot` (browser) or
 * `@waldmonitor/dataservice/snapshot-file` (Node).
 */
export {
  startEmbeddedService,
  EMBEDDED_SETTINGS,
  type EmbeddedService,
  type SnapshotSource,
  type StoredDatabase,
  type BrowserHost,
} from './embeddedService';
export type { EngineFiles } from './engine';
export { embeddedDoor, type DoorRequest } from './embeddedDoor';
export type { ApiResponse, SchemaCache } from '../postgrest';
