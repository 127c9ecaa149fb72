/**
 * Golden test of the app's list request on a view (requirements §7 "Table paths of ours"): the
 * review list of one queue cell, page 2, as packages/app/src/pages/dashboard/review/
 * reviewListQuery.ts sends it. PostgREST 16.2 (Statements.hs mainRead, QueryBuilder.hs
 * readPlanToQuery and readPlanToCountQuery) filters, orders and limits inside pgrst_source and
 * counts over the view with the same filters, so neither reads pgrst_source twice.
 */
import { describe, expect, it } from 'vitest';
import { createEmulationFromSchemaCache, type SchemaCache } from './index';

const column = (name: string, type: string) => ({ name, dataType: type, nominalType: type, default: null });

const CACHE: SchemaCache = {
  tables: [
    {
      schema: 'api',
      name: 'kaefer_liste',
      isView: true,
      insertable: false,
      updatable: false,
      deletable: false,
      pkCols: [],
      columns: [
        column('id', 'integer'),
        column('bundesland', 'text'),
        column('art', 'integer'),
        column('status', 'text'),
        column('fund_datum', 'date'),
      ],
    },
  ],
  routines: [],
  roleSettings: {},
  roleIsolationLevels: {},
};

const emulation = createEmulationFromSchemaCache(
  { dbSchemas: ['api'], dbAnonRole: 'web_anon', dbMaxRows: null, dbPreRequest: null },
  CACHE,
);

const V = '"api"."kaefer_liste"';
const FILTERS = `${V}."bundesland" = $1 AND  ${V}."art" IS NULL AND  ${V}."status" = ANY ($2)`;
const COUNT_FILTERS = `${V}."bundesland" = $5 AND  ${V}."art" IS NULL AND  ${V}."status" = ANY ($6)`;

describe('GET /kaefer_liste as the review list sends it', () => {
  it('pages and counts inside their own queries: eq, is.null, in.(…), order, limit/offset, count=exact', () => {
    const planned = emulation.plan({
      method: 'GET',
      path: '/kaefer_liste',
      query:
        'bundesland=eq.BY&art=is.null&status=in.(gemeldet,in_pruefung,bestaetigt)&order=fund_datum.desc,id.desc&limit=50&offset=50',
      headers: { prefer: 'count=exact' },
      body: null,
      role: 'ogf_expert',
      claims: {},
    });
    if (!('statements' in planned)) throw new Error(planned.body);
    expect(planned.statements[0]!.sql).toBe('BEGIN ISOLATION LEVEL READ COMMITTED READ ONLY');
    expect(planned.statements.find((s) => s.sql.startsWith('WITH pgrst_source'))).toEqual({
      sql:
        `WITH pgrst_source AS ( SELECT ${V}.* FROM ${V} WHERE  ${FILTERS}   ` +
        `ORDER BY ${V}."fund_datum" DESC , ${V}."id" DESC  LIMIT $3 OFFSET $4 ) , ` +
        `pgrst_source_count AS (SELECT 1  FROM ${V} WHERE  ${COUNT_FILTERS} ) ` +
        'SELECT (SELECT pg_catalog.count(*) FROM pgrst_source_count) AS total_result_set, ' +
        "pg_catalog.count(_postgrest_t) AS page_total, coalesce(json_agg(_postgrest_t), '[]') AS body, " +
        "nullif(current_setting('response.headers', true), '') AS response_headers, " +
        "nullif(current_setting('response.status', true), '') AS response_status, '' AS response_inserted " +
        'FROM ( SELECT * FROM pgrst_source ) _postgrest_t',
      params: [
        'BY',
        '{"gemeldet","in_pruefung","bestaetigt"}',
        '50',
        '50',
        'BY',
        '{"gemeldet","in_pruefung","bestaetigt"}',
      ],
    });
  });
});
