/**
 * Golden tests of calls of functions (POST /rpc/…): the statements the emulation emits for the requests the app sends
 * (packages/app/src/api/client.ts, listQuery.ts, the contract's TABLE_CALLS), pinned as
 * PostgREST 16.2 builds them (Query/Statements.hs, QueryBuilder.hs, SqlFragment.hs, PreQuery.hs,
 * Error.hs). The schema cache is emulationFixture.ts's.
 */
import { describe, expect, it } from 'vitest';
import { bare, request, statements, main, TAIL } from './emulationFixture';

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
