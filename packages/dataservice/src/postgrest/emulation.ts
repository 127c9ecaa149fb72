/**
 * One request through the emulation, as PostgREST 16.2 runs it (App.hs, Query.hs,
 * MainTx.hs): parse and plan without the database, then one transaction on one session —
 * BEGIN, the set_config statement, the pre-request function, the main statement, the
 * checks that roll back (a singular response that is not one row, max-affected), tx=rollback
 * or db-tx-end, the planner's count — then COMMIT or ABORT and the response.
 */
import { parseApiRequest, type ParsedRequest } from './apiRequest';
import {
  databaseError,
  errorResponse,
  isDatabaseError,
  maxAffectedViolation,
  PgrstError,
  putMatchingPkError,
  singularityError,
  tableNotFound,
} from './errors';
import { Catalog } from './catalog';
import { planCrud, type PlanSettings } from './plan';
import { routineFor } from './routineLookup';
import type { CrudPlan } from './planTypes';
import { beginStatement, isolationLevel, preRequestQuery, txVarQuery } from './preQuery';
import { actionResponse, toResultSet, type ResultSet } from './response';
import { loadSchemaCache, type SchemaCache } from './schemaCache';
import type { Snippet } from './snippet';
import { mainCall, mainRead, mainWrite, postExplain } from './statements';
import type { ApiRequest, ApiResponse, Emulation, EmulationSettings, SqlHost, SqlSession, Statement } from './types';

/** What follows BEGIN: a statement sent, or a check of the main statement's result. */
type Step =
  | { kind: 'send'; statement: Statement }
  /** The main statement: its row is the result that the checks and the response read. */
  | { kind: 'main'; statement: Statement }
  /** The planner's count (Prefer: count=planned or estimated), taken into the result's total. */
  | { kind: 'explain'; statement: Statement }
  /** Throws to roll the transaction back (a singular response that is not one row, max-affected). */
  | { kind: 'check'; check: (rs: ResultSet) => void };

/**
 * One request's transaction in PostgREST's order, written once: plan() lists its statements,
 * run() sends them and makes the checks between them.
 */
interface Transaction {
  plan: CrudPlan;
  parsed: ParsedRequest;
  begin: Statement;
  steps: Step[];
}

type Prepared = { kind: 'transaction'; tx: Transaction } | { kind: 'response'; response: ApiResponse };

const plain = (sql: string): Statement => ({ sql, params: [] });

const send = (statement: Statement): Step => ({ kind: 'send', statement });

/**
 * What follows the main statement, by kind of request (MainTx.actionResult): the checks that
 * roll back, tx=rollback's SET CONSTRAINTS (`rollback`) and a read's planner count.
 */
function resultSteps(plan: CrudPlan, parsed: ParsedRequest, rollback: boolean, explain: Statement | null): Step[] {
  const p = parsed.preferences;
  const singular = plan.mediaType.kind === 'singular';
  const notSingular: Step = {
    kind: 'check',
    check: (rs) => {
      if (singular && rs.queryTotal !== 1) throw singularityError(rs.queryTotal);
    },
  };
  const maxAffected: Step = {
    kind: 'check',
    check: (rs) => {
      if (p.maxAffected !== null && p.handling === 'strict' && rs.queryTotal > p.maxAffected) {
        throw maxAffectedViolation(rs.queryTotal);
      }
    },
  };
  const optionalRollback = rollback ? [send(plain('SET CONSTRAINTS ALL IMMEDIATE'))] : [];
  if (plan.kind === 'read') {
    return [notSingular, ...optionalRollback, ...(explain ? [{ kind: 'explain', statement: explain } as const] : [])];
  }
  if (plan.kind === 'call') return [...optionalRollback, notSingular, maxAffected];
  if (plan.mutation === 'single-upsert') {
    const onePut: Step = {
      kind: 'check',
      check: (rs) => {
        if (rs.queryTotal !== 1) throw putMatchingPkError();
      },
    };
    return [onePut, ...optionalRollback];
  }
  return [notSingular, ...(plan.mutation === 'create' ? [] : [maxAffected]), ...optionalRollback];
}

/** The planner's row estimate of the count query (MainTx.decodeExplain). */
function explainedRows(row: Record<string, unknown> | undefined): number | null {
  const value = row === undefined ? undefined : Object.values(row)[0];
  const plan = (typeof value === 'string' ? JSON.parse(value) : value) as
    { Plan?: { 'Plan Rows'?: unknown } }[] | undefined;
  const rows = plan?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' && Number.isInteger(rows) ? rows : null;
}

/** Hasql reports a failed connection, not a SQLSTATE: PostgREST answers 503 (Error.hs, PGRST001). */
function clientError(error: unknown): PgrstError {
  const message = error instanceof Error ? error.message : String(error);
  return new PgrstError(503, 'PGRST001', 'Database client error. Retrying the connection.', message);
}

function toErrorResponse(error: unknown, authenticated: boolean): ApiResponse {
  if (error instanceof PgrstError) return errorResponse(error);
  if (isDatabaseError(error) && (/^[0-9A-Z]{5}$/.test(error.code) || error.code === 'PGRST')) {
    return errorResponse(databaseError(error, authenticated));
  }
  return errorResponse(clientError(error));
}

/** Response.hs respondInfo: OPTIONS on a table or a function. */
function infoResponse(allow: string): ApiResponse {
  return {
    status: 200,
    headers: { 'Content-Length': '0', 'Access-Control-Allow-Origin': '*', Allow: allow, Vary: 'Accept, Prefer, Range' },
    body: '',
  };
}

class PostgrestEmulation implements Emulation {
  private catalog: Catalog;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly settings: EmulationSettings,
    cache: SchemaCache,
    private readonly host: SqlHost | null,
  ) {
    this.catalog = new Catalog(cache);
  }

  get schemaCache(): SchemaCache {
    return this.catalog.cache;
  }

  async startListening(): Promise<void> {
    if (!this.host?.listen || this.settings.dbChannelEnabled === false) return;
    // AppState/Reload.hs: an empty payload or 'reload schema' reloads the schema cache,
    // 'reload config' the configuration read from the database (here: the role settings, part of the cache).
    this.unlisten = await this.host.listen(this.settings.dbChannel ?? 'pgrst', (payload) => {
      if (payload === '' || payload === 'reload schema' || payload === 'reload config') {
        // A failed reload keeps the cache it had, as PostgREST serves with a stale cache.
        this.reloadSchemaCache().catch(() => undefined);
      }
    });
  }

  async reloadSchemaCache(): Promise<void> {
    if (!this.host) throw new Error('this emulation has no database host');
    const session = await this.host.acquire();
    try {
      this.catalog = new Catalog(await loadSchemaCache(session, this.settings.dbSchemas));
    } finally {
      session.release();
    }
  }

  async close(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
  }

  private authenticated(request: ApiRequest): boolean {
    return request.role !== this.settings.dbAnonRole;
  }

  private prepare(request: ApiRequest): Prepared {
    const settings = this.settings;
    try {
      const parsed = parseApiRequest(settings, request);
      const { action } = parsed;
      if (action.kind === 'relation-info') {
        const table = this.catalog.table(action.qi);
        if (!table) {
          throw tableNotFound(
            action.qi.schema,
            action.qi.name,
            this.catalog.tableNamesBySchema.get(action.qi.schema) ?? null,
          );
        }
        const allow = [
          'OPTIONS,GET,HEAD',
          ...(table.insertable ? ['POST'] : []),
          ...(table.insertable && table.updatable && table.pkCols.length > 0 ? ['PUT'] : []),
          ...(table.updatable ? ['PATCH'] : []),
          ...(table.deletable ? ['DELETE'] : []),
        ].join(',');
        return { kind: 'response', response: infoResponse(allow) };
      }
      if (action.kind === 'routine-info') {
        const routine = routineFor(this.catalog, parsed, action.qi);
        return {
          kind: 'response',
          response: infoResponse(routine.volatility === 'volatile' ? 'OPTIONS,POST' : 'OPTIONS,GET,HEAD,POST'),
        };
      }
      const planSettings: PlanSettings = { maxRows: settings.dbMaxRows };
      const plan = planCrud(this.catalog, parsed, planSettings);
      const count = parsed.preferences.count;
      let main: Snippet;
      let explain: Snippet | null = null;
      if (plan.kind === 'read') {
        main = mainRead(plan, count, settings.dbMaxRows, parsed.topLevelRange);
        if (count === 'planned' || count === 'estimated') explain = postExplain(plan.readPlan);
      } else if (plan.kind === 'call') {
        main = mainCall(plan, count, settings.dbMaxRows, parsed.topLevelRange);
      } else {
        main = mainWrite(plan, parsed.preferences.representation);
      }
      const txEnd = settings.dbTxEnd ?? 'commit';
      const tx = parsed.preferences.transaction;
      // tx=rollback, or db-tx-end = rollback without tx=commit (MainTx.optionalRollback).
      const rollback = tx === 'rollback' || (txEnd.startsWith('rollback') && tx !== 'commit');
      const txVars = txVarQuery(plan, parsed, request, this.catalog.cache, settings.dbExtraSearchPath ?? ['public']);
      return {
        kind: 'transaction',
        tx: {
          plan,
          parsed,
          begin: plain(beginStatement(isolationLevel(plan, this.catalog.cache, request.role), plan.txMode)),
          steps: [
            send(txVars.render()),
            ...(settings.dbPreRequest === null ? [] : [send(plain(preRequestQuery(settings.dbPreRequest)))]),
            { kind: 'main', statement: main.render() },
            ...resultSteps(plan, parsed, rollback, explain?.render() ?? null),
            send(plain(rollback ? 'ABORT' : 'COMMIT')),
          ],
        },
      };
    } catch (error) {
      if (error instanceof PgrstError) return { kind: 'response', response: errorResponse(error) };
      throw error;
    }
  }

  plan(request: ApiRequest): { statements: Statement[] } | ApiResponse {
    const prepared = this.prepare(request);
    if (prepared.kind === 'response') return prepared.response;
    const { tx } = prepared;
    return {
      statements: [tx.begin, ...tx.steps.flatMap((step) => (step.kind === 'check' ? [] : [step.statement]))],
    };
  }

  async handle(request: ApiRequest): Promise<ApiResponse> {
    const prepared = this.prepare(request);
    if (prepared.kind === 'response') return prepared.response;
    if (!this.host) throw new Error('this emulation has no database host');
    const { tx } = prepared;
    const authenticated = this.authenticated(request);
    let session: (SqlSession & { release(): void }) | null = null;
    try {
      session = await this.host.acquire();
      const rs = await this.run(session, tx);
      return actionResponse(tx.plan, tx.parsed, rs);
    } catch (error) {
      return toErrorResponse(error, authenticated);
    } finally {
      session?.release();
    }
  }

  /** MainTx.mainTx and actionResult: the transaction's steps in order; a failure aborts it. */
  private async run(session: SqlSession, tx: Transaction): Promise<ResultSet> {
    const exec = (s: Statement) => session.query(s.sql, s.params);
    // Before the try: a transaction that did not begin is not aborted.
    await exec(tx.begin);
    try {
      let rs: ResultSet | undefined;
      for (const step of tx.steps) {
        if (step.kind === 'check') {
          step.check(rs!);
          continue;
        }
        const { rows } = await exec(step.statement);
        if (step.kind === 'main') rs = toResultSet(rows[0]);
        else if (step.kind === 'explain') this.takeExplainedTotal(rs!, tx.parsed, explainedRows(rows[0]));
      }
      return rs!;
    } catch (error) {
      await session.query('ABORT').catch(() => undefined);
      throw error;
    }
  }

  /** Prefer: count=planned takes the planner's estimate; count=estimated takes it over db-max-rows only. */
  private takeExplainedTotal(rs: ResultSet, parsed: ParsedRequest, explained: number | null): void {
    const maxRows = this.settings.dbMaxRows;
    if (parsed.preferences.count === 'planned') rs.tableTotal = explained;
    // Maybe's order: Nothing is below every number, so without db-max-rows this always takes the max.
    else if (rs.tableTotal !== null && (maxRows === null || rs.tableTotal > maxRows)) {
      rs.tableTotal = explained === null ? null : Math.max(rs.tableTotal, explained);
    }
  }
}

/**
 * An emulation over a schema cache loaded once from the host (and again on NOTIFY), or over
 * `known`, the cache of this very database read where it was made (the demo's snapshot).
 */
export async function createEmulation(
  settings: EmulationSettings,
  host: SqlHost,
  known?: SchemaCache,
): Promise<Emulation> {
  let cache = known;
  if (!cache) {
    const session = await host.acquire();
    try {
      cache = await loadSchemaCache(session, settings.dbSchemas);
    } finally {
      session.release();
    }
  }
  const emulation = new PostgrestEmulation(settings, cache, host);
  await emulation.startListening();
  return emulation;
}

/**
 * An emulation over a given schema cache: without a host it only plans (golden tests);
 * with one it also runs, and reloadSchemaCache() reads the cache from the host.
 */
export function createEmulationFromSchemaCache(
  settings: EmulationSettings,
  cache: SchemaCache,
  host: SqlHost | null = null,
): Emulation & { readonly schemaCache: SchemaCache } {
  return new PostgrestEmulation(settings, cache, host);
}
