/**
 * Golden tests of its refusals, as PostgREST words them: the statements the emulation emits for the requests the app sends
 * (packages/app/src/api/client.ts, listQuery.ts, the contract's TABLE_CALLS), pinned as
 * PostgREST 16.2 builds them (Query/Statements.hs, QueryBuilder.hs, SqlFragment.hs, PreQuery.hs,
 * Error.hs). The schema cache is emulationFixture.ts's.
 */
import { describe, expect, it } from 'vitest';
import { bare, request, refusal } from './emulationFixture';

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
