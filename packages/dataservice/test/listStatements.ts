/**
 * The statements the emulation emits for a list request, run on a database of their own (the
 * large dataset): EXPLAIN (ANALYZE, BUFFERS) of the main statement inside the request's own
 * transaction (its set_config and pre-request first), and the whole request timed as PostgREST
 * runs it. Named prepared statements, as PostgREST prepares each statement (db-prepared-statements,
 * on by default): after five runs PostgreSQL may switch to a generic plan, which the bench sees.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import {
  createEmulationFromSchemaCache,
  loadSchemaCache,
  type ApiRequest,
  type Emulation,
  type SqlHost,
  type SqlSession,
  type Statement,
} from '../src/postgrest';
import { jsonAsText, SETTINGS } from './harness';

/** A statement's name as a prepared statement: one per distinct SQL text, as hasql caches them. */
const statementName = (sql: string) => `pgrst_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;

/** The client as the emulation's only session, each statement prepared once on it. */
function hostOver(db: pg.ClientBase): SqlHost {
  const session = {
    async query(text: string, params: unknown[] = []) {
      const prepared = params.length > 0 ? { name: statementName(text) } : {};
      const result = await db.query({ text, values: params, types: jsonAsText, ...prepared });
      return { rows: result.rows as Record<string, unknown>[] };
    },
    release: () => undefined,
  };
  return { acquire: async () => session };
}

/** The client as a plain session, to load the schema cache over it. */
export const sessionOf = (db: pg.ClientBase): SqlSession => ({
  query: async (text, params) => ({ rows: (await db.query(text, params)).rows as Record<string, unknown>[] }),
});

/** The emulation over `db` (signed in as authenticator), its schema cache loaded from it. */
export async function emulationOn(db: pg.ClientBase): Promise<Emulation> {
  const cache = await loadSchemaCache(sessionOf(db), SETTINGS.dbSchemas);
  return createEmulationFromSchemaCache(SETTINGS, cache, hostOver(db));
}

export function plannedStatements(emulation: Emulation, request: ApiRequest): Statement[] {
  const planned = emulation.plan(request);
  if (!('statements' in planned)) throw new Error(`refused (${planned.status}): ${planned.body}`);
  return planned.statements;
}

/** The statement that reads (PostgREST's `WITH pgrst_source AS …`). */
export const isMainStatement = (statement: Statement) => statement.sql.startsWith('WITH pgrst_source');

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Function Name'?: string;
  'CTE Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Parent Relationship'?: string;
  'Sort Method'?: string;
  'Sort Space Type'?: string;
  Plans?: PlanNode[];
}

export interface ExplainedPlan {
  Plan: PlanNode;
  'Planning Time': number;
  'Execution Time': number;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the request's main statement, after the statements PostgREST
 * sends before it (BEGIN … READ ONLY, set_config of role and claims, the pre-request function),
 * in a transaction rolled back at the end.
 */
export async function explainRequest(
  db: pg.ClientBase,
  emulation: Emulation,
  request: ApiRequest,
): Promise<ExplainedPlan> {
  const statements = plannedStatements(emulation, request);
  const main = statements.find(isMainStatement);
  if (!main) throw new Error(`no main statement for ${request.method} ${request.path}`);
  const before = statements.slice(0, statements.indexOf(main));
  try {
    for (const statement of before) await db.query(statement.sql, statement.params);
    const { rows } = await db.query<{ 'QUERY PLAN': [ExplainedPlan] }>(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${main.sql}`,
      main.params,
    );
    return rows[0]!['QUERY PLAN'][0];
  } finally {
    await db.query('ROLLBACK');
  }
}
