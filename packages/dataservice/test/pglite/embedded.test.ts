/**
 * The embedded data service (src/pglite): the package's SQL in PGlite from a snapshot with the
 * demo's seed, behind the PostgREST 16 emulation. The same rules answer as on the PostgreSQL
 * cluster: the SQL's grants refuse a citizen, a missing row keeps its SQLSTATE, a list pages
 * and counts, a change stays, and requests asked at once do not interleave their transactions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../src/postgrest';
import { demoToken } from '../../src/pglite/demoToken';
import { embeddedDoor } from '../../src/pglite/embeddedDoor';
import { startEmbeddedService, type EmbeddedService } from '../../src/pglite/embeddedService';
import { createSnapshot } from '../../src/pglite/snapshot';
import { withVerifiedEmail, type Caller } from '../harness';

const ADMIN: Caller = { role: 'ogf_admin', claims: { email: 'admin@waldmonitor.example' } };
const CITIZEN: Caller = { role: 'ogf_citizens', claims: { email: 'buerger@waldmonitor.example' } };

let snapshot: Blob;
let service: EmbeddedService;

beforeAll(async () => {
  snapshot = await createSnapshot();
  service = await startEmbeddedService(snapshot);
}, 60_000);
afterAll(async () => {
  await service?.close();
});

function request(caller: Caller, method: string, path: string, query = '', body: unknown = undefined): ApiRequest {
  return {
    method,
    path,
    query,
    headers: { prefer: 'count=exact', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
    role: caller.role,
    claims: withVerifiedEmail(caller),
  };
}

describe('the embedded data service', () => {
  it('is a snapshot of a few megabytes', () => {
    expect(snapshot.size).toBeGreaterThan(1_000_000);
    expect(snapshot.size).toBeLessThan(12_000_000);
  });

  it('pages and counts a list as PostgREST does', async () => {
    const reply = await service.handle(
      request(ADMIN, 'GET', '/kaefer_liste', 'bundesland=eq.BY&order=fund_datum.desc,id.desc&limit=2&offset=0'),
    );
    expect(reply.status).toBe(206);
    const total = Number(/^0-1\/(\d+)$/.exec(reply.headers['Content-Range'] ?? '')?.[1]);
    expect(total).toBeGreaterThan(2);
    const rows = JSON.parse(reply.body) as { bundesland: string; fund_datum: string }[];
    expect(rows.map((row) => row.bundesland)).toEqual(['BY', 'BY']);
    expect(rows[0]!.fund_datum >= rows[1]!.fund_datum).toBe(true);
  });

  it("refuses what the SQL's grants refuse, with PostgreSQL's code", async () => {
    const reply = await service.handle(request(CITIZEN, 'POST', '/rpc/a_get_all_users', '', {}));
    expect({ status: reply.status, body: JSON.parse(reply.body) }).toEqual({
      status: 403,
      body: { code: '42501', details: null, hint: null, message: 'permission denied for function a_get_all_users' },
    });
  });

  it('keeps a change, and answers requests asked at once one transaction after the other', async () => {
    const name = 'Forstbetrieb Embedded';
    const added = await service.handle(
      request(ADMIN, 'POST', '/rpc/a_add_client', '', {
        name,
        strasse: 'Waldweg 1',
        plz: '72250',
        ort: 'Freudenstadt',
      }),
    );
    expect(added.status).toBe(200);
    const [byName, refused, all] = await Promise.all([
      service.handle(request(ADMIN, 'POST', '/rpc/a_get_all_clients', `name=eq.${encodeURIComponent(name)}`, {})),
      service.handle(request(CITIZEN, 'GET', '/rechnung_liste', 'limit=1&offset=0')),
      service.handle(request(ADMIN, 'GET', '/rechnung_liste', 'order=id.desc&limit=1&offset=0')),
    ]);
    expect(JSON.parse(byName.body)).toEqual([expect.objectContaining({ name, ort: 'Freudenstadt' })]);
    expect(refused.status).toBe(403);
    expect(all.status).toBe(206);
  });

  it('resets to the snapshot after a write, for the next story or test', async () => {
    const name = 'Forstbetrieb Zurückgesetzt';
    const add = request(ADMIN, 'POST', '/rpc/a_add_client', '', { name, strasse: 'A 1', plz: '72250', ort: 'Horb' });
    expect((await service.handle(add)).status).toBe(200);
    const find = request(ADMIN, 'POST', '/rpc/a_get_all_clients', `name=eq.${encodeURIComponent(name)}`, {});
    expect(JSON.parse((await service.handle(find)).body)).toHaveLength(1);
    await service.reset();
    expect(JSON.parse((await service.handle(find)).body)).toEqual([]);
  });
});

describe('a stored database (the demo keeps one in the browser)', () => {
  /** What a browser's storage holds: one tarball, as storedDatabase.ts keeps it in OPFS. */
  function memoryStore() {
    const store = { kept: null as Blob | null, saves: 0 };
    return {
      store,
      stored: {
        load: async () => store.kept,
        save: async (tarball: Blob) => {
          store.kept = tarball;
          store.saves += 1;
        },
        remove: async () => {
          store.kept = null;
        },
      },
    };
  }
  const name = 'Forstbetrieb Gespeichert';
  const add = request(ADMIN, 'POST', '/rpc/a_add_client', '', { name, strasse: 'B 2', plz: '72250', ort: 'Horb' });
  const find = request(ADMIN, 'POST', '/rpc/a_get_all_clients', `name=eq.${encodeURIComponent(name)}`, {});

  it('is saved before a write is answered, not after a read, and the next visit boots from it', async () => {
    const { store, stored } = memoryStore();
    const first = await startEmbeddedService(snapshot, undefined, { stored });
    try {
      await first.handle(find);
      expect(store.saves).toBe(0);
      expect((await first.handle(add)).status).toBe(200);
      expect(store.saves).toBe(1);
    } finally {
      await first.close();
    }
    const second = await startEmbeddedService(snapshot, undefined, { stored });
    try {
      expect(JSON.parse((await second.handle(find)).body)).toEqual([expect.objectContaining({ name })]);
      await second.reset();
      expect(store.kept).toBeNull();
      expect(JSON.parse((await second.handle(find)).body)).toEqual([]);
    } finally {
      await second.close();
    }
  }, 30_000);
});

describe('resets that roll back (the stories and tests share one service)', () => {
  const name = 'Forstbetrieb Zurückgerollt';
  const add = request(ADMIN, 'POST', '/rpc/a_add_client', '', { name, strasse: 'C 3', plz: '72250', ort: 'Horb' });
  const find = request(ADMIN, 'POST', '/rpc/a_get_all_clients', `name=eq.${encodeURIComponent(name)}`, {});
  const idOf = async () => (JSON.parse((await rolling.handle(find)).body) as { client_id: number }[])[0]?.client_id;
  let rolling: EmbeddedService;

  beforeAll(async () => {
    rolling = await startEmbeddedService(snapshot, undefined, { rollBackResets: true });
  }, 60_000);
  afterAll(async () => {
    await rolling?.close();
  });

  it('keeps a write until the reset, and the next write after it gets the same id again', async () => {
    expect((await rolling.handle(add)).status).toBe(200);
    const first = await idOf();
    expect(first).toBeGreaterThan(0);
    await rolling.reset();
    expect(JSON.parse((await rolling.handle(find)).body)).toEqual([]);
    expect((await rolling.handle(add)).status).toBe(200);
    expect(await idOf()).toBe(first);
    await rolling.reset();
  });

  it('goes on after a refused request, whose savepoint alone is rolled back', async () => {
    expect((await rolling.handle(add)).status).toBe(200);
    expect((await rolling.handle(request(CITIZEN, 'POST', '/rpc/a_get_all_users', '', {}))).status).toBe(403);
    expect(await idOf()).toBeGreaterThan(0);
    await rolling.reset();
    expect(JSON.parse((await rolling.handle(find)).body)).toEqual([]);
  });

  it('is not for a stored database, whose writes are kept', async () => {
    const stored = { load: async () => null, save: async () => undefined, remove: async () => undefined };
    await expect(startEmbeddedService(snapshot, undefined, { stored, rollBackResets: true })).rejects.toThrow(
      'rollBackResets',
    );
  });
});

describe("the embedded service's door", () => {
  const answer = (token: string | null, method: string, url: string, body: unknown = undefined) =>
    embeddedDoor(
      service,
      '/data',
    )({
      method,
      url,
      headers: [
        ['Content-Type', 'application/json'],
        ...(token === null ? [] : ([['Authorization', `Bearer ${token}`]] as [string, string][])),
      ],
      body: body === undefined ? null : JSON.stringify(body),
    }).then((reply) => ({ status: reply.status, body: JSON.parse(reply.body) as unknown }));

  it('runs a demo token as its app_status claim, and the SQL decides what it may do', async () => {
    const admin = await answer(demoToken('admin@waldmonitor.example'), 'POST', '/data/rpc/a_get_all_users', {});
    expect(admin.status).toBe(200);
    const citizen = await answer(demoToken('buerger@waldmonitor.example'), 'POST', '/data/rpc/a_get_all_users', {});
    expect(citizen).toEqual({
      status: 403,
      body: expect.objectContaining({ code: '42501', message: 'permission denied for function a_get_all_users' }),
    });
  });

  it('answers without a token as the anonymous role', async () => {
    const reply = await answer(null, 'GET', '/data/kaefer_liste?limit=1&offset=0');
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(expect.objectContaining({ code: '42501' }));
  });

  it("refuses the defective demo account's token: it claims more than the office's record", async () => {
    const reply = await answer(demoToken('defekt@waldmonitor.example'), 'POST', '/data/rpc/a_get_user_data', {
      email: 'defekt@waldmonitor.example',
      id: null,
    });
    expect(reply).toEqual({ status: 403, body: expect.objectContaining({ code: '42501' }) });
  });

  it('refuses any token that is not a demo token, and a demo token for another audience', async () => {
    const signed = 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFkbWluQHdhbGRtb25pdG9yLmV4YW1wbGUifQ.c2lnbmF0dXJl';
    expect(await answer(signed, 'POST', '/data/rpc/a_get_all_users', {})).toEqual({
      status: 401,
      body: expect.objectContaining({ code: 'PGRST301' }),
    });
    const [header, , signature] = demoToken('admin@waldmonitor.example').split('.');
    const claims = btoa(JSON.stringify({ iss: 'waldmonitor-demo', aud: 'andere-app', app_status: 'ogf_admin' }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    expect(await answer(`${header}.${claims}.${signature}`, 'POST', '/data/rpc/a_get_all_users', {})).toEqual({
      status: 401,
      body: { code: 'PGRST303', details: null, hint: null, message: 'JWT not in audience' },
    });
  });
});
