/**
 * The demo's database in this browser's origin private file system (OPFS): one file, the
 * database as a tarball like the build's snapshot (unpacked, about 15 MB), written whole after
 * each request that committed a write (embeddedService.ts). The database itself runs in memory; a reload boots from
 * the file as a first visit boots from the snapshot.
 */
import type { StoredDatabase } from '@waldmonitor/dataservice/embedded';

const FILE_PREFIX = 'waldmonitor-demo-';

/**
 * The database of one snapshot: a new build's snapshot (another schema or seed) starts from its
 * own seed instead of an old build's data, whose files are dropped.
 */
export function storedDatabase(snapshotUrl: string): StoredDatabase & { dropOthers(): Promise<void> } {
  const snapshot = (snapshotUrl.split('?')[0] ?? '').split('/').pop() ?? '';
  const name = `${FILE_PREFIX}${snapshot.replace(/[^\w-]/g, '_')}.tar`;
  const root = () => navigator.storage.getDirectory();
  return {
    async load() {
      try {
        return await (await (await root()).getFileHandle(name)).getFile();
      } catch {
        return null;
      }
    },
    async save(tarball) {
      // A writable stream writes to a copy of the file and puts it in place at close: a tab
      // closed mid-save leaves the previous database, never half of one.
      const writable = await (await (await root()).getFileHandle(name, { create: true })).createWritable();
      await writable.write(tarball);
      await writable.close();
    },
    async remove() {
      await (await root()).removeEntry(name).catch(() => undefined);
    },
    async dropOthers() {
      const directory = await root();
      for await (const other of directory.keys()) {
        if (other.startsWith(FILE_PREFIX) && other !== name) {
          await directory.removeEntry(other, { recursive: true }).catch(() => undefined);
        }
      }
    },
  };
}
