/**
 * The main statement of a request, shaped as PostgREST 16.2 shapes it (Query/Statements.hs):
 * the query in a CTE named pgrst_source, an optional pgrst_source_count CTE (countF), and
 * one row of total_result_set, page_total, body, response_headers, response_status and
 * response_inserted aggregated over `_postgrest_t`.
 */
import type { CrudPlan, ReadPlan } from './planTypes';
import type { Count } from './preferences';
import { shouldCount } from './preferences';
import {
  callPlanToQuery,
  limitedQuery,
  mutatePlanToQuery,
  readPlanToCountQuery,
  readPlanToQuery,
} from './queryBuilder';
import type { RowRange } from './range';
import {
  countF,
  handlerF,
  locationF,
  noLocationF,
  pageCountSelectF,
  responseHeadersF,
  responseStatusF,
  SOURCE_CTE,
} from './sqlFragments';
import { Snippet } from './snippet';

/**
 * Statements.mainRead — GET/HEAD on a table or view:
 * `WITH pgrst_source AS ( <read> ) [, pgrst_source_count AS (<count>)] SELECT … FROM ( SELECT * FROM pgrst_source ) _postgrest_t`.
 * count=estimated counts at most db-max-rows + 1 rows in SQL (the planner's estimate comes from EXPLAIN).
 */
export function mainRead(
  plan: Extract<CrudPlan, { kind: 'read' }>,
  count: Count | null,
  maxRows: number | null,
  range: RowRange,
): Snippet {
  const countQuery = readPlanToCountQuery(plan.readPlan);
  const pageCount = pageCountSelectF(null);
  const { cte, result } = countF(
    count === 'estimated' ? limitedQuery(countQuery, maxRows === null ? null : maxRows + 1) : countQuery,
    pageCount,
    shouldCount(count),
    maxRows,
    range,
  );
  return Snippet.sql(`WITH ${SOURCE_CTE} AS ( `).append(
    readPlanToQuery(plan.readPlan),
    ' ) ',
    cte,
    ' SELECT ',
    result,
    ` AS total_result_set, ${pageCount} AS page_total, ${handlerF(null, plan.handler)} AS body, ` +
      `${responseHeadersF} AS response_headers, ${responseStatusF} AS response_status, '' AS response_inserted ` +
      `FROM ( SELECT * FROM ${SOURCE_CTE} ) _postgrest_t`,
  );
}

/**
 * Statements.mainCall — a function call (POST or GET /rpc/…):
 * `WITH pgrst_source AS (<call>) [, pgrst_source_count AS (<count>)]SELECT … FROM (<read of pgrst_source>) _postgrest_t`.
 * On /rpc, count=estimated counts like count=exact and count=planned does not count.
 */
export function mainCall(
  plan: Extract<CrudPlan, { kind: 'call' }>,
  count: Count | null,
  maxRows: number | null,
  range: RowRange,
): Snippet {
  const pageCount = pageCountSelectF(plan.routine);
  const { cte, result } = countF(readPlanToCountQuery(plan.readPlan), pageCount, shouldCount(count), maxRows, range);
  return Snippet.sql(`WITH ${SOURCE_CTE} AS (`).append(
    callPlanToQuery(plan.callPlan),
    ') ',
    cte,
    'SELECT ',
    result,
    ` AS total_result_set, ${pageCount} AS page_total, ${handlerF(plan.routine, plan.handler)} AS body, ` +
      `${responseHeadersF} AS response_headers, ${responseStatusF} AS response_status, '' AS response_inserted ` +
      'FROM (',
    readPlanToQuery(plan.readPlan),
    ') _postgrest_t',
  );
}

/**
 * Statements.mainWrite — POST/PATCH/PUT/DELETE on a table or view:
 * `WITH pgrst_source AS (<INSERT|UPDATE|DELETE … RETURNING>) SELECT '' AS total_result_set, … FROM (<read>) _postgrest_t`;
 * the Location of an inserted row only for return=headers-only.
 */
export function mainWrite(plan: Extract<CrudPlan, { kind: 'mutate' }>, representation: string | null): Snippet {
  const mutate = plan.mutatePlan;
  const isInsert = mutate.kind === 'insert';
  const isPut = mutate.kind === 'insert' && mutate.putConditions.length > 0;
  const mergeDuplicates = mutate.kind === 'insert' && mutate.onConflict?.resolution === 'merge-duplicates';
  const inserted =
    isInsert && (isPut || mergeDuplicates) ? "nullif(current_setting('pgrst.inserted', true),'')::int" : "''";
  const location =
    isInsert && representation === 'headers-only'
      ? `CASE WHEN pg_catalog.count(_postgrest_t) = 1 THEN coalesce(${locationF(mutate.pkCols)}, ${noLocationF}) ELSE ${noLocationF} END`
      : noLocationF;
  // With no representation asked for, the read does not name columns (?select= would fail on RETURNING 1).
  const select =
    plan.handler.kind === 'none' ? Snippet.sql(`SELECT * FROM ${SOURCE_CTE}`) : readPlanToQuery(plan.readPlan);
  return Snippet.sql(`WITH ${SOURCE_CTE} AS (`).append(
    mutatePlanToQuery(mutate),
    ') ',
    "SELECT '' AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, " +
      `${location} AS header, ${handlerF(null, plan.handler)} AS body, ` +
      `${responseHeadersF} AS response_headers, ${responseStatusF} AS response_status, ${inserted} AS response_inserted ` +
      'FROM (',
    select,
    ') _postgrest_t',
  );
}

/** Statements.postExplain: the planner's row estimate of the count query (count=planned/estimated on reads). */
export function postExplain(readPlan: ReadPlan): Snippet {
  return Snippet.sql('EXPLAIN (FORMAT JSON) ').append(readPlanToCountQuery(readPlan));
}
