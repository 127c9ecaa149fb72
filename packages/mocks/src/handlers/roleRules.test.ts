import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '@waldmonitor/dataservice/seed';
import { as, rpc, setupMockServer, table } from '../testServer';

setupMockServer();

const citizen = as(DEMO_USERS.buerger.email);
const nobody = as(null);
const denied = (fn: string) => ({
  code: '42501',
  message: `permission denied for function ${fn}`,
  details: null,
  hint: null,
});

/** An unsigned token with claims, as the identity service's JWT is shaped. */
const withClaims = (claims: object) => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return { Authorization: `Bearer ${part({ alg: 'none' })}.${part(claims)}.x` };
};

describe('the mock service keeps the role rules of requirements §6 as the SQL service does', () => {
  it('a Standard-Nutzer cannot make herself administrator', async () => {
    const response = await rpc('a_change_app_status', { user_id: '2', username: '', status: 'ogf_admin' }, citizen);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(denied('a_change_app_status'));
    const data = await rpc('a_get_user_data', { email: DEMO_USERS.buerger.email, id: '' }, citizen);
    expect(((await data.json()) as { app_status: string }[])[0]?.app_status).toBe('ogf_citizens');
  });

  it('a Standard-Nutzer may ask for the expert mode for herself, and only that', async () => {
    const response = await rpc(
      'a_change_app_status',
      { user_id: '2', username: '', status: 'ogf_expert_query' },
      citizen,
    );
    expect(response.status).toBe(204);
    const other = await rpc('a_change_app_status', { user_id: '7', username: '', status: 'ogf_expert_query' }, citizen);
    expect(other.status).toBe(403);
  });

  it('invoices and the user list answer only the administrator', async () => {
    const invoices = await rpc('a_get_invoices', {}, citizen);
    expect(invoices.status).toBe(403);
    expect(await invoices.json()).toEqual(denied('a_get_invoices'));
    const users = await rpc('a_get_all_users', {}, nobody);
    expect(users.status).toBe(401);
    expect(await users.json()).toEqual(denied('a_get_all_users'));
    expect((await rpc('a_get_all_users', {})).status).toBe(200);
  });

  it('a citizen reads only her own user row and cannot ask for another user’s data', async () => {
    const rows = (await (await table('GET', 'benutzer?select=user_id', undefined, citizen)).json()) as unknown[];
    expect(rows).toEqual([{ user_id: 2 }]);
    const other = await rpc('a_get_user_data', { email: DEMO_USERS.admin.email, id: '' }, citizen);
    expect(other.status).toBe(403);
  });

  it('a table path the role has no privilege on is refused as a view', async () => {
    const response = await table('GET', 'kaefer', undefined, citizen);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: '42501',
      message: 'permission denied for view kaefer',
      details: null,
      hint: null,
    });
  });

  it('a token claiming more than the stored role is refused at the door', async () => {
    const response = await rpc(
      'a_get_acronyms',
      {},
      withClaims({ email: DEMO_USERS.buerger.email, app_status: 'ogf_admin' }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: '42501',
      message: 'Die Rolle im Token (ogf_admin) ist höher als die gespeicherte Rolle (ogf_citizens).',
      details: null,
      hint: 'Melden Sie sich erneut an; die Rolle im Anmeldedienst muss zur Rolle in der Nutzerverwaltung passen.',
    });
  });
});
