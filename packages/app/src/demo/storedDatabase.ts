/**
 * The demo's database in this browser's origin private file system (OPFS), where PGlite's
 * `memfs2opfs://` data directory mirrors PGDATA file by file: the database runs in memory, a
 * query's changed files are written behind it, and a reload reads the directory back. Known
 * from outside PGlite because PGlite loads a snapshot only into an empty directory and would
 * otherwise run initdb, which the demo never ships.
 */
import type { StoredDatabase } from '@waldmonitor/dataservice/embedded';

const DATA_DIR_PREFIX = 'waldmonitor-demo-';

/**
 * PGlite writes a flush's files in the order WAL, data, control: with `global/pg_control` the
 * first flush of a snapshot is complete, a directory without it is a visit cut short.
 */
const WRITTEN_LAST = ['global', 'pg_control'] as const;

async function hasFile(directory: FileSystemDirectoryHandle, path: readonly string[]): Promise<boolean> {
  try {
    let at = directory;
    for (const name of path.slice(0, -1)) at = await at.getDirectoryHandle(name);
    await at.getFileHandle(path[path.length - 1]!);
    return true;
  } catch {
    return false;
  }
}

/**
 * The database of one snapshot: a new build's snapshot (another schema or seed) starts from
 * its own seed instead of an old build's files, whose leftovers are dropped.
 */
export function storedDatabase(snapshotUrl: string): StoredDatabase & { dropOthers(): Promise<void> } {
  const file = (snapshotUrl.split('?')[0] ?? '').split('/').pop() ?? '';
  const name = `${DATA_DIR_PREFIX}${file.replace(/[^\w-]/g, '_')}`;
  const root = () => navigator.storage.getDirectory();
  return {
    dataDir: `memfs2opfs://${name}`,
    async exists() {
      return hasFile(await root(), [name, ...WRITTEN_LAST]);
    },
    async remove() {
      await (await root()).removeEntry(name, { recursive: true }).catch(() => undefined);
    },
    async dropOthers() {
      const directory = await root();
      for await (const other of directory.keys()) {
        if (other.startsWith(DATA_DIR_PREFIX) && other !== name) {
          await directory.removeEntry(other, { recursive: true }).catch(() => undefined);
        }
      }
    },
  };
}
