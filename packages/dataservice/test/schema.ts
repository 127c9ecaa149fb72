/** The SQL files of packages/dataservice/sql applied to a test cluster's database (src/sqlFiles.ts). */
import type pg from 'pg';
import { sqlScripts } from '../src/sqlFiles';

export { SQL_DIR, sqlFiles } from '../src/sqlFiles';

/** Runs every SQL file in order, each as one script; a failure names the file. */
export async function applySchema(client: pg.ClientBase): Promise<void> {
  for (const { file, sql } of sqlScripts()) {
    try {
      await client.query(sql);
    } catch (error) {
      const e = error as { message: string; position?: string; where?: string };
      throw new Error(
        `${file}: ${e.message}${e.position ? ` (Zeichen ${e.position})` : ''}${e.where ? `\n${e.where}` : ''}`,
      );
    }
  }
}
