/**
 * `npm run dataservice:backup -- <folder> [--database <name>]` and
 * `npm run dataservice:restore -- <folder>` (README "Backup and restore"; logicalBackup.ts).
 */
import { backup, restore } from './logicalBackup';

const USAGE = `Usage:
  npm run dataservice:backup -- <folder> [--database waldmonitor]
  npm run dataservice:restore -- <folder>

Run as a superuser of the cluster (e.g. sudo -u postgres); the PostgreSQL programs connect as
psql does (PGHOST, PGPORT, PGUSER, PGPASSWORD). A restore needs a cluster without the database.`;

export async function main(command: 'backup' | 'restore', argv: string[]): Promise<number> {
  let folder: string | undefined;
  let database = 'waldmonitor';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-h' || arg === '--help') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    if (arg === '--database' && command === 'backup' && argv[i + 1]) database = argv[++i]!;
    else if (!arg.startsWith('-') && folder === undefined) folder = arg;
    else {
      console.error(`unknown argument ${arg}\n\n${USAGE}`);
      return 2;
    }
  }
  if (folder === undefined) {
    console.error(`give the backup's folder\n\n${USAGE}`);
    return 2;
  }
  try {
    if (command === 'backup') await backup(folder, { database });
    else await restore(folder);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  process.stdout.write(
    command === 'backup' ? `Backup of ${database} written to ${folder}\n` : `Restored from ${folder}\n`,
  );
  return 0;
}
