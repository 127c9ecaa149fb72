/**
 * The PGlite side of a parity scenario: the demo's, the stories' and the tests' host of the
 * data service (src/pglite), booted from the snapshot with the demo seed, as the cluster's
 * database is seeded. After a scenario that may have changed anything the database starts again
 * from the snapshot, sequences included (a call refused halfway still draws from them).
 */
import { readFile } from 'node:fs/promises';
import { startEmbeddedService, type EmbeddedService } from '../../src/pglite/embeddedService';
import { demoSnapshotFile } from '../../src/pglite/snapshotFile';
import { apiRequest, SETTINGS } from '../harness';
import type { Send } from './sqlSide';

export async function startPglite(): Promise<EmbeddedService> {
  const snapshot = new Blob([await readFile(await demoSnapshotFile())]);
  return startEmbeddedService(snapshot, SETTINGS);
}

export const onPglite =
  (service: EmbeddedService): Send =>
  (caller, method, path, options) =>
    service.handle(apiRequest(caller, method, path, options));
