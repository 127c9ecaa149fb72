/**
 * A test cluster's database gets the schema as an operator's does: src/migrate/deploy.ts (the
 * migrations, then the files of sql/, in one transaction).
 */
import type pg from 'pg';
import { deploy } from '../src/migrate/deploy';

export { SQL_DIR, sqlFiles } from '../src/sqlFiles';

export async function applySchema(client: pg.ClientBase): Promise<void> {
  await deploy(client);
}
