import { readFile } from 'node:fs/promises';
import { demoSnapshotFile } from '@waldmonitor/dataservice/snapshot-file';

/** The demo database's snapshot from the shared cache file (made first when the sources changed). */
export async function nodeSnapshot(): Promise<Blob> {
  return new Blob([await readFile(await demoSnapshotFile())]);
}
