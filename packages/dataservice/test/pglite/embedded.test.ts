/**
 * The embedded data service (src/pglite): the package's SQL in PGlite from a snapshot with the
 * demo's seed, behind the PostgREST 16 emulation. The same rules answer as on the PostgreSQL
 * cluster: the SQL's grants refuse a citizen, a missing row keeps its SQLSTATE, a list pages
 * and counts, a change stays, and requests asked at once do not interleave their transactions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../src/postgrest';
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
});
