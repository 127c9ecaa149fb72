/**
 * Golden tests of the transaction around every request: the statements the emulation emits for the requests the app sends
 * (packages/app/src/api/client.ts, listQuery.ts, the contract's TABLE_CALLS), pinned as
 * PostgREST 16.2 builds them (Query/Statements.hs, QueryBuilder.hs, SqlFragment.hs, PreQuery.hs,
 * Error.hs). The schema cache is emulationFixture.ts's.
 */
import { describe, expect, it } from 'vitest';
import { bare, request, statements } from './emulationFixture';

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
