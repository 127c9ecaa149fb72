/**
 * Golden tests: the statements the emulation emits for every kind of request the app sends
 * (packages/app/src/api/client.ts, listQuery.ts, the contract's TABLE_CALLS), pinned as
 * PostgREST 16.2 builds them (Query/Statements.hs, QueryBuilder.hs, SqlFragment.hs,
 * PreQuery.hs), and its refusals as PostgREST words them. The schema cache is written by
 * hand; no database is involved (execution: test/postgrest/).
 */
import { describe, expect, it } from 'vitest';
import {
  createEmulationFromSchemaCache,
  type ApiRequest,
  type ApiResponse,
  type Routine,
  type SchemaCache,
  type Statement,
} from './index';

const column = (name: string, type: string, defaultValue: string | null = null) => ({
  name,
  dataType: type,
  nominalType: type,
  default: defaultValue,
});
const param = (name: string, type = 'text', required = true) => ({
  name,
  type,
  typeMaxLength: type,
  required,
  variadic: false,
});
const routine = (
  name: string,
  params: Routine['params'],
  returns: Routine['returns'],
  volatility: Routine['volatility'] = 'stable',
): Routine => ({
  schema: 'api',
  name,
  params,
  returns,
  volatility,
  hasVariadic: false,
  isolationLevel: null,
  settings: [],
});
const view = (name: string, columns: ReturnType<typeof column>[]) => ({
  schema: 'api',
  name,
  isView: true,
  insertable: true,
  updatable: true,
  deletable: true,
  pkCols: [],
  columns,
});

/** A few of the app's relations and functions, as the schema cache would load them. */
const CACHE: SchemaCache = {
  tables: [
    view('karte', [
      column('id', 'integer', "nextval('data.karte_id_seq'::regclass)"),
      column('map_name', 'text'),
      column('jahr', 'integer'),
      column('width', 'integer'),
      column('height', 'integer'),
      column('status', 'character varying(20)'),
    ]),
    view('mappoint', [column('karte_id', 'integer'), column('nr', 'integer'), column('x', 'double precision')]),
    view('benutzer', [column('user_id', 'integer'), column('berufsgruppe', 'text')]),
  ],
  routines: [
    // RETURNS TABLE (…): a composite of type record.
    routine('a_get_all_users', [], { setOf: true, composite: true, schema: 'pg_catalog', name: 'record' }),
    routine('a_get_kaefer_overview', [param('bundesland', 'text', false), param('kaeferart', 'text', false)], {
      setOf: true,
      composite: true,
      schema: 'data',
      name: 'kaefer_overview_row',
    }),
    routine('a_get_user_name', [param('g_mail')], {
      setOf: false,
      composite: false,
      schema: 'pg_catalog',
      name: 'text',
    }),
    routine(
      'a_set_projektordner',
      [param('client_id'), param('ordner')],
      { setOf: false, composite: false, schema: 'pg_catalog', name: 'void' },
      'volatile',
    ),
    {
      ...routine('tags', [], { setOf: true, composite: false, schema: 'pg_catalog', name: 'text' }, 'immutable'),
      isolationLevel: 'repeatable read',
      settings: [['statement_timeout', '1s']],
    },
  ],
  roleSettings: { ogf_expert: [['statement_timeout', '5s']] },
  roleIsolationLevels: {},
};

const emulation = createEmulationFromSchemaCache(
  { dbSchemas: ['api'], dbAnonRole: 'web_anon', dbMaxRows: 1000, dbPreRequest: 'data.pre_request' },
  CACHE,
);
/** No db-max-rows, no pre-request, tx= allowed, two schemas. */
const bare = createEmulationFromSchemaCache(
  {
    dbSchemas: ['api', 'other'],
    dbAnonRole: 'web_anon',
    dbMaxRows: null,
    dbPreRequest: null,
    dbTxEnd: 'commit-allow-override',
  },
  CACHE,
);

const request = (
  method: string,
  path: string,
  query = '',
  body: string | null = null,
  headers: Record<string, string> = {},
): ApiRequest => ({
  method,
  path,
  query,
  body,
  headers,
  role: 'ogf_admin',
  claims: { email: 'admin@example.org' },
});

function statements(req: ApiRequest, on = emulation): Statement[] {
  const planned = on.plan(req);
  if (!('statements' in planned)) throw new Error(`refused: ${planned.body}`);
  return planned.statements;
}
/** The main statement (the one with pgrst_source). */
const main = (req: ApiRequest, on = emulation) =>
  statements(req, on).find((s) => s.sql.startsWith('WITH pgrst_source'))!;
function refusal(req: ApiRequest, on = emulation): ApiResponse & { json: Record<string, unknown> } {
  const planned = on.plan(req);
  if ('statements' in planned) throw new Error('planned, not refused');
  return { ...planned, json: JSON.parse(planned.body) as Record<string, unknown> };
}

const TAIL =
  "nullif(current_setting('response.headers', true), '') AS response_headers, nullif(current_setting('response.status', true), '') AS response_status";

describe('the transaction around every request (MainTx.hs, PreQuery.hs)', () => {
  it('begins read-only for a stable function, sets search_path, role, claims, method, path, headers and cookies, calls the pre-request function', () => {
    const all = statements(
      request('POST', '/rpc/a_get_user_name', '', '{"g_mail":"x@y.de"}', { cookie: 'a=1; b=2', prefer: 'count=exact' }),
    );
    expect(all.map((s) => s.sql.split(' ').slice(0, 2).join(' '))).toEqual([
      'BEGIN ISOLATION',
      "select set_config('search_path',",
      'select "data"."pre_request"()',
      'WITH pgrst_source',
      'COMMIT',
    ]);
    expect(all[0]!.sql).toBe('BEGIN ISOLATION LEVEL READ COMMITTED READ ONLY');
    expect(all[1]).toEqual({
      sql:
        "select set_config('search_path', $1, true), set_config('role', $2, true), set_config('request.jwt.claims', $3, true), " +
        "set_config('request.method', $4, true), set_config('request.path', $5, true), set_config('request.headers', $6, true), " +
        "set_config('request.cookies', $7, true)",
      params: [
        '"api", "public"',
        'ogf_admin',
        '{"email":"admin@example.org","role":"ogf_admin"}',
        'POST',
        '/rpc/a_get_user_name',
        '{"prefer":"count=exact"}',
        '{"a":"1","b":"2"}',
      ],
    });
  });

  it('writes for a volatile function (READ WRITE), and for a table write', () => {
    expect(statements(request('POST', '/rpc/a_set_projektordner', '', '{"client_id":"3","ordner":"x"}'))[0]!.sql).toBe(
      'BEGIN ISOLATION LEVEL READ COMMITTED READ WRITE',
    );
    expect(statements(request('PATCH', '/karte', 'id=eq.3', '{"jahr":1987}'))[0]!.sql).toBe(
      'BEGIN ISOLATION LEVEL READ COMMITTED READ WRITE',
    );
    // A GET on a volatile function still reads only.
    expect(statements(request('GET', '/rpc/a_set_projektordner', 'client_id=3&ordner=x'))[0]!.sql).toBe(
      'BEGIN ISOLATION LEVEL READ COMMITTED READ ONLY',
    );
  });

  it("applies the role's settings before the role, the function's settings and isolation level, and Prefer: timezone", () => {
    const all = statements(
      { ...request('GET', '/rpc/tags', '', null, { prefer: 'timezone=Europe/Berlin' }), role: 'ogf_expert' },
      bare,
    );
    expect(all[0]!.sql).toBe('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    expect(all[1]!.sql).toBe(
      "select set_config('search_path', $1, true), set_config($2, $3, true), set_config('role', $4, true), " +
        "set_config('request.jwt.claims', $5, true), set_config('request.method', $6, true), set_config('request.path', $7, true), " +
        "set_config('request.headers', $8, true), set_config('request.cookies', $9, true), set_config('timezone', $10, true), " +
        'set_config($11, $12, true)',
    );
    expect(all[1]!.params.slice(1, 4)).toEqual(['statement_timeout', '5s', 'ogf_expert']);
    expect(all[1]!.params.slice(9)).toEqual(['Europe/Berlin', 'statement_timeout', '1s']);
  });

  it('rolls back with Prefer: tx=rollback when db-tx-end allows it', () => {
    const all = statements(request('PATCH', '/karte', 'id=eq.3', '{"jahr":1987}', { prefer: 'tx=rollback' }), bare);
    expect(all.slice(-2).map((s) => s.sql)).toEqual(['SET CONSTRAINTS ALL IMMEDIATE', 'ABORT']);
    expect(
      statements(request('PATCH', '/karte', 'id=eq.3', '{"jahr":1987}', { prefer: 'tx=rollback' })).at(-1)!.sql,
    ).toBe('COMMIT');
  });
});

describe('POST /rpc/… (Statements.mainCall, QueryBuilder.callPlanToQuery)', () => {
  it('a list: filters, order, limit/offset and count=exact, counted in pgrst_source_count', () => {
    const statement = main(
      request(
        'POST',
        '/rpc/a_get_all_users',
        'or=(first_name.ilike.*eich*,email.ilike.*eich*)&app_status=eq.ogf_admin&order=last_name.asc,user_id.desc.nullslast&limit=50&offset=100',
        '{}',
        { prefer: 'count=exact', 'content-type': 'application/json' },
      ),
    );
    expect(statement).toEqual({
      sql:
        'WITH pgrst_source AS (SELECT "pgrst_call".* FROM "api"."a_get_all_users"() pgrst_call) , pgrst_source_count AS (' +
        'SELECT 1  FROM "pgrst_source" AS "record" WHERE  ( "record"."first_name" ilike $1 OR  "record"."email" ilike $2) AND  "record"."app_status" = $3)' +
        'SELECT (SELECT pg_catalog.count(*) FROM pgrst_source_count) AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, ' +
        `coalesce(json_agg(_postgrest_t), '[]') AS body, ${TAIL}, '' AS response_inserted ` +
        'FROM (SELECT "record".* FROM "pgrst_source" AS "record" WHERE  ( "record"."first_name" ilike $4 OR  "record"."email" ilike $5) AND  "record"."app_status" = $6  ' +
        'ORDER BY "record"."last_name" ASC , "record"."user_id" DESC NULLS LAST LIMIT $7 OFFSET $8) _postgrest_t',
      params: ['%eich%', '%eich%', 'ogf_admin', '%eich%', '%eich%', 'ogf_admin', '50', '100'],
    });
  });

  it('arguments from the JSON body through json_to_record … LIMIT 1 in a LATERAL subquery, called by name', () => {
    expect(
      main(
        request('POST', '/rpc/a_get_kaefer_overview', 'limit=50&offset=0', '{"bundesland":"BY"}', {
          prefer: 'count=exact',
        }),
      ),
    ).toEqual({
      sql:
        'WITH pgrst_source AS (SELECT "pgrst_call".* FROM (SELECT $1::json AS json_data) pgrst_payload, ' +
        'LATERAL (SELECT "bundesland" FROM json_to_record(pgrst_payload.json_data) AS _("bundesland" text) LIMIT 1) pgrst_body , ' +
        'LATERAL "api"."a_get_kaefer_overview"("bundesland" := pgrst_body."bundesland") pgrst_call) , ' +
        'pgrst_source_count AS (SELECT 1  FROM "pgrst_source" AS "kaefer_overview_row")' +
        'SELECT (SELECT pg_catalog.count(*) FROM pgrst_source_count) AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, ' +
        `coalesce(json_agg(_postgrest_t), '[]') AS body, ${TAIL}, '' AS response_inserted ` +
        'FROM (SELECT "kaefer_overview_row".* FROM "pgrst_source" AS "kaefer_overview_row"   LIMIT $2 OFFSET $3) _postgrest_t',
      params: ['{"bundesland":"BY"}', '50', '0'],
    });
  });

  it('without a range or db-max-rows, count=exact is the page count (no second CTE); without count, null', () => {
    expect(main(request('POST', '/rpc/a_get_all_users', '', '{}', { prefer: 'count=exact' }), bare).sql).toBe(
      'WITH pgrst_source AS (SELECT "pgrst_call".* FROM "api"."a_get_all_users"() pgrst_call) ' +
        'SELECT pg_catalog.count(_postgrest_t) AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, ' +
        `coalesce(json_agg(_postgrest_t), '[]') AS body, ${TAIL}, '' AS response_inserted ` +
        'FROM (SELECT "record".* FROM "pgrst_source" AS "record"   ) _postgrest_t',
    );
    // With db-max-rows a count always gets its CTE (countF): the range is capped.
    expect(main(request('POST', '/rpc/a_get_all_users', '', '{}', { prefer: 'count=exact' })).sql).toContain(
      ', pgrst_source_count AS (SELECT 1  FROM "pgrst_source" AS "record")SELECT',
    );
  });

  it('select= narrows the call’s columns to the selected and filtered ones (sorted)', () => {
    expect(main(request('POST', '/rpc/a_get_all_users', 'select=user_id,email&email=like.*x*', '{}'), bare)).toEqual({
      sql:
        'WITH pgrst_source AS (SELECT "pgrst_call"."email", "pgrst_call"."user_id" FROM "api"."a_get_all_users"() pgrst_call) ' +
        'SELECT null::bigint AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, ' +
        `coalesce(json_agg(_postgrest_t), '[]') AS body, ${TAIL}, '' AS response_inserted ` +
        'FROM (SELECT "record"."user_id", "record"."email" FROM "pgrst_source" AS "record" WHERE  "record"."email" like $1   ) _postgrest_t',
      params: ['%x%'],
    });
  });

  it('ignores a Range header on POST; count=planned does not count on /rpc, count=estimated counts like exact', () => {
    const planned = main(
      request('POST', '/rpc/a_get_all_users', '', '{}', { range: '0-9', prefer: 'count=planned' }),
      bare,
    );
    expect(planned.sql).toContain('SELECT null::bigint AS total_result_set');
    expect(planned.sql).toContain('FROM (SELECT "record".* FROM "pgrst_source" AS "record"   ) _postgrest_t');
    expect(
      statements(request('POST', '/rpc/a_get_all_users', '', '{}', { prefer: 'count=planned' })).some((s) =>
        s.sql.startsWith('EXPLAIN'),
      ),
    ).toBe(false);
    const estimated = main(request('POST', '/rpc/a_get_all_users', 'limit=5', '{}', { prefer: 'count=estimated' }));
    expect(estimated.sql).toContain(
      'pgrst_source_count AS (SELECT 1  FROM "pgrst_source" AS "record")SELECT (SELECT pg_catalog.count(*)',
    );
  });

  it('a scalar function: pgrst_scalar, one row, the value itself; db-max-rows still pages it', () => {
    expect(main(request('POST', '/rpc/a_get_user_name', '', '{"g_mail":"x@y.de"}'))).toEqual({
      sql:
        'WITH pgrst_source AS (SELECT pgrst_call.pgrst_scalar FROM (SELECT $1::json AS json_data) pgrst_payload, ' +
        'LATERAL (SELECT "g_mail" FROM json_to_record(pgrst_payload.json_data) AS _("g_mail" text) LIMIT 1) pgrst_body , ' +
        'LATERAL (SELECT "api"."a_get_user_name"("g_mail" := pgrst_body."g_mail") pgrst_scalar) pgrst_call) ' +
        "SELECT null::bigint AS total_result_set, 1 AS page_total, coalesce(json_agg(_postgrest_t.pgrst_scalar)->0, 'null') AS body, " +
        `${TAIL}, '' AS response_inserted ` +
        'FROM (SELECT "a_get_user_name".* FROM "pgrst_source" AS "a_get_user_name"   LIMIT $2 OFFSET $3) _postgrest_t',
      params: ['{"g_mail":"x@y.de"}', '1000', '0'],
    });
  });

  it('a void function (a scalar of type void) and a set-returning scalar function', () => {
    expect(main(request('POST', '/rpc/a_set_projektordner', '', '{"client_id":"3","ordner":"x"}')).sql).toContain(
      'LATERAL (SELECT "api"."a_set_projektordner"("client_id" := pgrst_body."client_id", "ordner" := pgrst_body."ordner") pgrst_scalar) pgrst_call) ' +
        "SELECT null::bigint AS total_result_set, 1 AS page_total, coalesce(json_agg(_postgrest_t.pgrst_scalar)->0, 'null') AS body",
    );
    expect(main(request('GET', '/rpc/tags'), bare).sql).toBe(
      'WITH pgrst_source AS (SELECT pgrst_call.pgrst_scalar FROM (SELECT "api"."tags"() pgrst_scalar) pgrst_call) ' +
        "SELECT null::bigint AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, coalesce(json_agg(_postgrest_t.pgrst_scalar), '[]') AS body, " +
        `${TAIL}, '' AS response_inserted FROM (SELECT "tags".* FROM "pgrst_source" AS "tags"   ) _postgrest_t`,
    );
  });

  it('GET /rpc/…: arguments from the query string, cast to the parameter type; Range and filters apply', () => {
    expect(main(request('GET', '/rpc/a_get_user_name', 'g_mail=x@y.de'))).toMatchObject({
      sql: expect.stringContaining(
        'FROM (SELECT "api"."a_get_user_name"("g_mail" := $1::text) pgrst_scalar) pgrst_call) SELECT',
      ) as string,
      params: ['x@y.de', '1000', '0'],
    });
    const ranged = main(
      request('GET', '/rpc/a_get_all_users', 'user_id=in.(1,2,"a,b")&email=not.is.null', null, {
        range: '10-19',
        prefer: 'count=exact',
      }),
      bare,
    );
    expect(ranged).toEqual({
      sql:
        'WITH pgrst_source AS (SELECT "pgrst_call".* FROM "api"."a_get_all_users"() pgrst_call) , pgrst_source_count AS (' +
        'SELECT 1  FROM "pgrst_source" AS "record" WHERE  "record"."user_id" = ANY ($1)  AND NOT "record"."email" IS NULL)' +
        'SELECT (SELECT pg_catalog.count(*) FROM pgrst_source_count) AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, ' +
        `coalesce(json_agg(_postgrest_t), '[]') AS body, ${TAIL}, '' AS response_inserted ` +
        'FROM (SELECT "record".* FROM "pgrst_source" AS "record" WHERE  "record"."user_id" = ANY ($2)  AND NOT "record"."email" IS NULL   LIMIT $3 OFFSET $4) _postgrest_t',
      params: ['{"1","2","a,b"}', '{"1","2","a,b"}', '10', '10'],
    });
  });

  it('singular: Accept: application/vnd.pgrst.object+json takes the first row', () => {
    expect(
      main(
        request('POST', '/rpc/a_get_all_users', 'user_id=eq.1', '{}', { accept: 'application/vnd.pgrst.object+json' }),
      ).sql,
    ).toContain("coalesce(json_agg(_postgrest_t)->0, 'null') AS body");
  });
});

describe('GET on a table or view (Statements.mainRead, QueryBuilder.readPlanToQuery)', () => {
  it('filters, order, Range and count=exact', () => {
    expect(
      main(request('GET', '/mappoint', 'karte_id=eq.7&order=nr.asc', null, { prefer: 'count=exact', range: '0-24' })),
    ).toEqual({
      sql:
        'WITH pgrst_source AS ( SELECT "api"."mappoint".* FROM "api"."mappoint" WHERE  "api"."mappoint"."karte_id" = $1  ' +
        'ORDER BY "api"."mappoint"."nr" ASC  LIMIT $2 OFFSET $3 ) , pgrst_source_count AS (' +
        'SELECT 1  FROM "api"."mappoint" WHERE  "api"."mappoint"."karte_id" = $4) ' +
        'SELECT (SELECT pg_catalog.count(*) FROM pgrst_source_count) AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, ' +
        `coalesce(json_agg(_postgrest_t), '[]') AS body, ${TAIL}, '' AS response_inserted FROM ( SELECT * FROM pgrst_source ) _postgrest_t`,
      params: ['7', '25', '0', '7'],
    });
  });

  it('a singular read (Accept: application/vnd.pgrst.object+json), capped by db-max-rows', () => {
    expect(main(request('GET', '/karte', 'id=eq.3', null, { accept: 'application/vnd.pgrst.object+json' }))).toEqual({
      sql:
        'WITH pgrst_source AS ( SELECT "api"."karte".* FROM "api"."karte" WHERE  "api"."karte"."id" = $1   LIMIT $2 OFFSET $3 )  ' +
        "SELECT null::bigint AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, coalesce(json_agg(_postgrest_t)->0, 'null') AS body, " +
        `${TAIL}, '' AS response_inserted FROM ( SELECT * FROM pgrst_source ) _postgrest_t`,
      params: ['3', '1000', '0'],
    });
  });

  it('select with renames, casts and a JSON path; and/or trees before the filters; nulls order; count=planned by EXPLAIN', () => {
    const all = statements(
      request(
        'GET',
        '/karte',
        'select=id,name:map_name,jahr::text,data->a->>b&or=(jahr.gte.2000,and(status.eq.x,jahr.not.is.null))&order=jahr.desc.nullsfirst,id',
        null,
        {
          prefer: 'count=planned',
        },
      ),
    );
    expect(all.find((s) => s.sql.startsWith('WITH'))).toEqual({
      sql:
        'WITH pgrst_source AS ( SELECT "api"."karte"."id", "api"."karte"."map_name" AS "name", CAST( "api"."karte"."jahr" AS text ), ' +
        'to_jsonb("api"."karte"."data")->$1->>$2 AS "b" FROM "api"."karte" ' +
        'WHERE  ( "api"."karte"."jahr" >= $3 OR  ( "api"."karte"."status" = $4 AND NOT "api"."karte"."jahr" IS NULL))  ' +
        'ORDER BY "api"."karte"."jahr" DESC NULLS FIRST, "api"."karte"."id"   LIMIT $5 OFFSET $6 )  ' +
        "SELECT null::bigint AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, coalesce(json_agg(_postgrest_t), '[]') AS body, " +
        `${TAIL}, '' AS response_inserted FROM ( SELECT * FROM pgrst_source ) _postgrest_t`,
      params: ['a', 'b', '2000', 'x', '1000', '0'],
    });
    expect(all.at(-2)).toEqual({
      sql: 'EXPLAIN (FORMAT JSON) SELECT 1  FROM "api"."karte" WHERE  ( "api"."karte"."jahr" >= $1 OR  ( "api"."karte"."status" = $2 AND NOT "api"."karte"."jahr" IS NULL))',
      params: ['2000', 'x'],
    });
  });

  it('count=estimated counts at most db-max-rows + 1 rows and asks the planner too', () => {
    const all = statements(request('GET', '/karte', 'limit=10', null, { prefer: 'count=estimated' }));
    expect(all.find((s) => s.sql.startsWith('WITH'))!.sql).toContain(
      'WITH pgrst_source AS ( SELECT "api"."karte".* FROM "api"."karte"   LIMIT $1 OFFSET $2 ) , pgrst_source_count AS (SELECT 1  FROM "api"."karte" LIMIT 1001) SELECT',
    );
    expect(all.at(-2)!.sql).toBe('EXPLAIN (FORMAT JSON) SELECT 1  FROM "api"."karte"');
  });
});

describe('writes (Statements.mainWrite, QueryBuilder.mutatePlanToQuery)', () => {
  it('POST with Prefer: return=representation reads the body with json_to_record and returns the rows', () => {
    expect(
      main(request('POST', '/karte', '', '{"map_name":"a","width":1,"height":2}', { prefer: 'return=representation' })),
    ).toEqual({
      sql:
        'WITH pgrst_source AS (INSERT INTO "api"."karte"("height", "map_name", "width") ' +
        'SELECT "pgrst_body"."height", "pgrst_body"."map_name", "pgrst_body"."width" FROM (SELECT $1::json AS json_data) pgrst_payload, ' +
        'LATERAL (SELECT "height", "map_name", "width" FROM json_to_record(pgrst_payload.json_data) AS _("height" integer, "map_name" text, "width" integer) ) pgrst_body  ' +
        'RETURNING "api"."karte".*) ' +
        "SELECT '' AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, array[]::text[] AS header, coalesce(json_agg(_postgrest_t), '[]') AS body, " +
        `${TAIL}, '' AS response_inserted FROM (SELECT "karte".* FROM "pgrst_source" AS "karte"   ) _postgrest_t`,
      params: ['{"map_name":"a","width":1,"height":2}'],
    });
  });

  it('POST of an array without a representation: json_to_recordset, RETURNING 1', () => {
    expect(
      main(request('POST', '/mappoint', '', '[{"karte_id":1,"nr":1,"x":1.5},{"karte_id":1,"nr":2,"x":2}]')).sql,
    ).toBe(
      'WITH pgrst_source AS (INSERT INTO "api"."mappoint"("karte_id", "nr", "x") SELECT "pgrst_body"."karte_id", "pgrst_body"."nr", "pgrst_body"."x" ' +
        'FROM (SELECT $1::json AS json_data) pgrst_payload, LATERAL (SELECT "karte_id", "nr", "x" FROM json_to_recordset(pgrst_payload.json_data) ' +
        'AS _("karte_id" integer, "nr" integer, "x" double precision) ) pgrst_body  RETURNING 1) ' +
        "SELECT '' AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, array[]::text[] AS header, ''::text AS body, " +
        `${TAIL}, '' AS response_inserted FROM (SELECT * FROM pgrst_source) _postgrest_t`,
    );
  });

  it('PATCH and DELETE with a filter', () => {
    expect(main(request('PATCH', '/karte', 'id=eq.3', '{"jahr":1987}'))).toEqual({
      sql:
        'WITH pgrst_source AS (UPDATE "api"."karte" SET "jahr" = "pgrst_body"."jahr" FROM (SELECT $1::json AS json_data) pgrst_payload, ' +
        'LATERAL (SELECT "jahr" FROM json_to_record(pgrst_payload.json_data) AS _("jahr" integer) ) pgrst_body  WHERE  "api"."karte"."id" = $2 RETURNING 1) ' +
        "SELECT '' AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, array[]::text[] AS header, ''::text AS body, " +
        `${TAIL}, '' AS response_inserted FROM (SELECT * FROM pgrst_source) _postgrest_t`,
      params: ['{"jahr":1987}', '3'],
    });
    expect(main(request('DELETE', '/mappoint', 'karte_id=eq.3'))).toEqual({
      sql:
        'WITH pgrst_source AS (DELETE FROM "api"."mappoint"  WHERE  "api"."mappoint"."karte_id" = $1 RETURNING 1) ' +
        "SELECT '' AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, array[]::text[] AS header, ''::text AS body, " +
        `${TAIL}, '' AS response_inserted FROM (SELECT * FROM pgrst_source) _postgrest_t`,
      params: ['3'],
    });
  });
});

describe('refusals, as PostgREST words them (Error.hs)', () => {
  const body = (json: Record<string, unknown>) => JSON.stringify(json);

  it('a filter without an operator: PGRST100 with Parsec’s position and expectations', () => {
    const reply = refusal(request('GET', '/karte', 'id=0'));
    expect(reply.status).toBe(400);
    expect(reply.body).toBe(
      body({
        code: 'PGRST100',
        details: 'unexpected "0" expecting "not" or operator (eq, gt, ...)',
        hint: null,
        message: '"failed to parse filter (0)" (line 1, column 1)',
      }),
    );
    expect(reply.headers).toEqual({
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(reply.body.length),
      'Proxy-Status': 'PostgREST; error=PGRST100',
    });
  });

  // The cases of PostgREST's own test suite (test/spec/Feature/Query/*Spec.hs, v16.2).
  it.each([
    [
      'or=()',
      'unexpected ")" expecting field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)',
      '"failed to parse logic tree (())" (line 1, column 4)',
    ],
    [
      'order=id.asc.nullslasttt',
      'unexpected \'t\' expecting "," or end of input',
      '"failed to parse order (id.asc.nullslasttt)" (line 1, column 17)',
    ],
    [
      'select=data->>--34',
      'unexpected "-" expecting digit',
      '"failed to parse select parameter (data->>--34)" (line 1, column 9)',
    ],
    [
      'select=data->(!@#$%^%26*_d->>!@#$%^%26*_e::integer',
      'unexpected "(" expecting "-", digit or any non reserved character different from: .,>()',
      '"failed to parse select parameter (data->(!@#$%^&*_d->>!@#$%^&*_e::integer)" (line 1, column 7)',
    ],
  ])('%s', (query, details, message) => {
    expect(refusal(request('GET', '/karte', query)).json).toEqual({ code: 'PGRST100', details, hint: null, message });
  });

  it('an empty columns parameter (PGRST100), a body that is not JSON (PGRST102), an unknown column (PGRST204)', () => {
    expect(refusal(request('POST', '/karte', 'columns=', '{}')).json).toEqual({
      code: 'PGRST100',
      details: 'unexpected end of input expecting field name (* or [a..z0..9_$])',
      hint: null,
      message: '"failed to parse columns parameter ()" (line 1, column 1)',
    });
    expect(refusal(request('POST', '/rpc/a_get_user_name', '', '{"g_mail":'))).toMatchObject({
      status: 400,
      json: { code: 'PGRST102', message: 'Empty or invalid json' },
    });
    expect(refusal(request('POST', '/mappoint', '', '{"karte_id":1,"y":2}'))).toMatchObject({
      status: 400,
      json: { code: 'PGRST204', message: "Could not find the 'y' column of 'mappoint' in the schema cache" },
    });
  });

  it('an unknown function or arguments: 404 PGRST202 with a hint; an unknown table: 404 PGRST205', () => {
    expect(refusal(request('POST', '/rpc/a_get_all_user', '', '{}'))).toMatchObject({
      status: 404,
      json: {
        code: 'PGRST202',
        message: 'Could not find the function api.a_get_all_user without parameters in the schema cache',
        details:
          'Searched for the function api.a_get_all_user without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function api.a_get_all_users',
      },
    });
    expect(refusal(request('POST', '/rpc/a_get_kaefer_overview', '', '{"bundeslnd":"x"}')).json).toMatchObject({
      message: 'Could not find the function api.a_get_kaefer_overview(bundeslnd) in the schema cache',
      hint: 'Perhaps you meant to call the function api.a_get_kaefer_overview(bundesland, kaeferart)',
    });
    expect(refusal(request('GET', '/kartee'))).toMatchObject({
      status: 404,
      json: {
        code: 'PGRST205',
        message: "Could not find the table 'api.kartee' in the schema cache",
        hint: "Perhaps you meant the table 'api.karte'",
      },
    });
  });

  it('embedding is not emulated (PGRST127); an embed path without the embed is PGRST108; aggregates are off (PGRST123)', () => {
    expect(refusal(request('GET', '/karte', 'select=*,mappoint(*)')).json).toMatchObject({
      code: 'PGRST127',
      details: 'Resource embedding is not emulated',
    });
    expect(refusal(request('GET', '/karte', 'mappoint.nr=eq.1'))).toMatchObject({
      status: 400,
      json: { code: 'PGRST108' },
    });
    expect(refusal(request('GET', '/karte', 'select=jahr.sum()')).json).toMatchObject({ code: 'PGRST123' });
  });

  it('media types, profiles, ranges, methods and paths', () => {
    expect(refusal(request('GET', '/karte', '', null, { accept: 'text/html' }))).toMatchObject({
      status: 406,
      json: { code: 'PGRST107', message: 'None of these media types are available: text/html' },
    });
    expect(refusal(request('GET', '/karte', '', null, { 'accept-profile': 'nope' }), bare)).toMatchObject({
      status: 406,
      json: { code: 'PGRST106', hint: 'Only the following schemas are exposed: api, other' },
    });
    expect(refusal(request('GET', '/karte', 'limit=-1'))).toMatchObject({
      status: 416,
      json: { code: 'PGRST103', details: 'Limit should be greater than or equal to zero.' },
    });
    expect(refusal(request('GET', '/karte', '', null, { range: '5-2' })).json).toMatchObject({
      details: 'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    });
    expect(refusal(request('PUT', '/rpc/a_get_user_name'))).toMatchObject({ status: 405, json: { code: 'PGRST101' } });
    expect(refusal(request('GET', '/a/b'))).toMatchObject({ status: 404, json: { code: 'PGRST125' } });
  });
});
