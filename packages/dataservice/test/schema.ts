/** The SQL files of packages/dataservice/sql, applied in file-name order. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

export const SQL_DIR = fileURLToPath(new URL('../sql', import.meta.url));

/**
 * The SQL files in the order they run: by file name (00_, 01_, 1x_, 2x_, 9x_).
 * `DATASERVICE_SQL=<regex>` applies only the matching files (while another file is half written).
 */
export function sqlFiles(): string[] {
  const only = process.env.DATASERVICE_SQL ? new RegExp(process.env.DATASERVICE_SQL) : undefined;
  return readdirSync(SQL_DIR)
    .filter((f) => f.endsWith('.sql') && (!only || only.test(f)))
    .sort();
}

/** Runs every SQL file in order, each as one script; a failure names the file. */
export async function applySchema(client: pg.ClientBase): Promise<void> {
  for (const file of sqlFiles()) {
    try {
      await client.query(readFileSync(join(SQL_DIR, file), 'utf8'));
    } catch (error) {
      const e = error as { message: string; position?: string; where?: string };
      throw new Error(
        `${file}: ${e.message}${e.position ? ` (Zeichen ${e.position})` : ''}${e.where ? `\n${e.where}` : ''}`,
      );
    }
  }
}
