/**
 * Golden tests of reads and writes of tables and views: the statements the emulation emits for the requests the app sends
 * (packages/app/src/api/client.ts, listQuery.ts, the contract's TABLE_CALLS), pinned as
 * PostgREST 16.2 builds them (Query/Statements.hs, QueryBuilder.hs, SqlFragment.hs, PreQuery.hs,
 * Error.hs). The schema cache is emulationFixture.ts's.
 */
import { describe, expect, it } from 'vitest';
import { request, statements, main, TAIL } from './emulationFixture';

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
