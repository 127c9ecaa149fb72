/**
 * `npm run dataservice:migrate -- [--database waldmonitor]` (README "Installing", "Upgrading";
 * deploy.ts): installs the schema into an empty database, or upgrades one, in one transaction.
 */
import pg from 'pg';
import { deploy } from './deploy';

const USAGE = `Usage:
  npm run dataservice:migrate -- [--database waldmonitor]

Installs the data service's schema into an empty database or upgrades one of an earlier release,
in one transaction: on an error nothing is changed. Run as a superuser of the cluster (e.g.
sudo -u postgres); connects as psql does (PGHOST, PGPORT, PGUSER, PGPASSWORD).`;

export async function main(argv: string[]): Promise<number> {
  let database = process.env.PGDATABASE || 'waldmonitor';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-h' || arg === '--help') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    if (arg === '--database' && argv[i + 1]) database = argv[++i]!;
    else {
      console.error(`unknown argument ${arg}\n\n${USAGE}`);
      return 2;
    }
  }
  const client = new pg.Client({ database });
  try {
    await client.connect();
    const result = await deploy(client, { log: (line) => process.stdout.write(`${line}\n`) });
    if (result.baselined) process.stdout.write(`${database}: the release before migrations, baseline marked as run\n`);
    process.stdout.write(
      `${database}: ${result.migrated.length} migration(s) run${result.migrated.length ? ` (${result.migrated.join(', ')})` : ''}, ${result.defined.length} definition files applied\n`,
    );
    return 0;
  } catch (error) {
    console.error(`${database}: nothing changed. ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await client.end().catch(() => undefined);
  }
}
