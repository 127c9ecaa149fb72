/**
 * The emulation (src/postgrest) on our schema, as PostgREST 16.2 would serve it
 * (README.md's postgrest.conf): a list procedure with count and range, a table read and a
 * write, a refusal by role, a missing row raised as PGRST 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulation, type ApiRequest, type Emulation } from '../../src/postgrest';
import { pgHost, type PgHost } from './pgHost';

let host: PgHost;
let emulation: Emulation;

beforeAll(async () => {
  host = pgHost();
  emulation = await createEmulation(
    {
      dbSchemas: ['api'],
      dbAnonRole: 'web_anon',
      dbMaxRows: 1000,
      dbPreRequest: 'data.pre_request',
      dbTxEnd: 'commit-allow-override',
    },
    host,
  );
});
afterAll(async () => {
  await emulation.close();
  await host.end();
});

const caller = (role: string, email?: string) => ({
  role,
  claims: email ? { email, email_verified: true, role, aud: 'waldmonitor-web' } : {},
});
const ADMIN = caller('ogf_admin', 'admin@waldmonitor.example');
const CITIZEN = caller('ogf_citizens', 'buerger@waldmonitor.example');
const ANONYMOUS = caller('web_anon');

function request(
  who: { role: string; claims: Record<string, unknown> },
  method: string,
  path: string,
  query = '',
  body: unknown = undefined,
  headers: Record<string, string> = {},
): ApiRequest {
  return {
    method,
    path,
    query,
    body: body === undefined ? null : JSON.stringify(body),
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...who,
  };
}

describe('our schema through the emulation', () => {
  it('pages a list procedure with Prefer: count=exact (206, Content-Range of the filtered rows)', async () => {
    const reply = await emulation.handle(
      request(
        ADMIN,
        'POST',
        '/rpc/a_get_all_users',
        'order=user_id.asc&limit=5&offset=2',
        {},
        { prefer: 'count=exact' },
      ),
    );
    expect(reply.status).toBe(206);
    const rows = JSON.parse(reply.body) as { user_id: number }[];
    expect(rows).toHaveLength(5);
    expect(rows.map((r) => r.user_id)).toEqual([...rows.map((r) => r.user_id)].sort((a, b) => a - b));
    const [, first, last, total] = /^(\d+)-(\d+)\/(\d+)$/.exec(reply.headers['Content-Range']!)!;
    expect([Number(first), Number(last)]).toEqual([2, 6]);
    expect(Number(total)).toBeGreaterThan(7);
    expect(reply.headers).toMatchObject({
      'Content-Type': 'application/json; charset=utf-8',
      'Preference-Applied': 'count=exact',
      Vary: 'Accept, Prefer, Range',
    });
    // PostgreSQL's own json_agg text, not re-encoded.
    expect(reply.body).toMatch(/^\[\{"user_id":\d+,/);

    const filtered = await emulation.handle(
      request(
        ADMIN,
        'POST',
        '/rpc/a_get_all_users',
        'app_status=eq.ogf_admin&order=user_id.asc&limit=100',
        {},
        { prefer: 'count=exact' },
      ),
    );
    const admins = JSON.parse(filtered.body) as { app_status: string }[];
    expect(admins.length).toBeGreaterThan(0);
    expect(admins.every((r) => r.app_status === 'ogf_admin')).toBe(true);
    expect(filtered.headers['Content-Range']).toBe(`0-${admins.length - 1}/${admins.length}`);
  });

  it('reads a table path, singular with Accept: application/vnd.pgrst.object+json, running only the request’s own statements', async () => {
    const before = host.statements.length;
    const reply = await emulation.handle(
      request(ADMIN, 'GET', '/karte', 'id=eq.3', undefined, { accept: 'application/vnd.pgrst.object+json' }),
    );
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toMatchObject({ id: 3 });
    expect(reply.headers).toMatchObject({
      'Content-Range': '0-0/*',
      'Content-Location': '/karte?id=eq.3',
      'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8',
    });
    // The schema cache was loaded once: the request is BEGIN, set_config, pre-request, the statement, COMMIT.
    expect(host.statements.slice(before).map((s) => s.split(' ')[0])).toEqual([
      'BEGIN',
      'select',
      'select',
      'WITH',
      'COMMIT',
    ]);
    const none = await emulation.handle(
      request(ADMIN, 'GET', '/karte', 'id=eq.99999999', undefined, { accept: 'application/vnd.pgrst.object+json' }),
    );
    expect(none.status).toBe(406);
    expect(JSON.parse(none.body)).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
  });

  it('PATCHes with return=representation, and tx=rollback leaves nothing behind', async () => {
    const read = async () =>
      (
        JSON.parse((await emulation.handle(request(ADMIN, 'GET', '/karte', 'id=eq.3&select=jahr'))).body) as {
          jahr: number;
        }[]
      )[0]!.jahr;
    const jahr = await read();
    const reply = await emulation.handle(
      request(
        ADMIN,
        'PATCH',
        '/karte',
        'id=eq.3',
        { jahr: jahr + 1 },
        { prefer: 'return=representation, tx=rollback' },
      ),
    );
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toMatchObject([{ id: 3, jahr: jahr + 1 }]);
    expect(reply.headers).toMatchObject({
      'Content-Range': '0-0/*',
      'Preference-Applied': 'return=representation, tx=rollback',
    });
    expect(await read()).toBe(jahr);
  });

  it('refuses by role: 42501 is 401 for the anonymous role (WWW-Authenticate) and 403 for a signed-in one', async () => {
    const anonymous = await emulation.handle(request(ANONYMOUS, 'POST', '/rpc/a_get_all_users', '', {}));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['WWW-Authenticate']).toBe('Bearer');
    expect(JSON.parse(anonymous.body)).toMatchObject({ code: '42501' });
    const citizen = await emulation.handle(
      request(CITIZEN, 'POST', '/rpc/a_update_kaefer', '', {
        id: '1',
        status: 'gemeldet',
        published_from: '',
        letzter_bearbeiter: 'x',
      }),
    );
    expect(citizen.status).toBe(403);
    expect(JSON.parse(citizen.body)).toMatchObject({ code: '42501' });
  });

  it('a missing row raised with SQLSTATE PGRST: 404 P0002 with the function’s message', async () => {
    const reply = await emulation.handle(
      request(ADMIN, 'POST', '/rpc/a_update_kaefer', '', {
        id: '99999999',
        status: 'gemeldet',
        published_from: '',
        letzter_bearbeiter: 'x',
      }),
    );
    expect(reply.status).toBe(404);
    expect(JSON.parse(reply.body)).toEqual({
      code: 'P0002',
      details: null,
      hint: null,
      message: 'Meldung 99999999 gibt es nicht.',
    });
    expect(reply.headers['Proxy-Status']).toBe('PostgREST; error=P0002');
  });
});
