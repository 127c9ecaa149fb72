// @vitest-environment node
/**
 * What the parity scenarios against the SQL data service (packages/dataservice) found in
 * the mock, held here so the mock cannot drift back.
 */
import { describe, expect, it } from 'vitest';
import { rpc, setupMockServer } from '../testServer';

setupMockServer();

const json = async (response: Response) => (await response.json()) as unknown;

describe('the mock answers as the SQL service does', () => {
  it('a procedure whose value is null answers 200 null, not a void function’s 204', async () => {
    const response = await rpc('a_get_user_name', { g_mail: 'niemand@example.org' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('null');
  });

  it('lists the acronyms by abbreviation', async () => {
    const kuerzel = ((await json(await rpc('a_get_acronyms'))) as { kuerzel: string }[]).map((a) => a.kuerzel);
    expect(kuerzel).toEqual([...kuerzel].sort());
  });

  it('lists a client’s users by user id, also after a new connection', async () => {
    await rpc('a_add_user_to_client', { user_id: '12', client_id: '1', kataster_enabled: false });
    await rpc('a_connect_user_to_client', { username: 'x', user_id: '12', client_id: '1' });
    const appUsers = (await json(await rpc('a_get_appusers_from_client', { client_id: '1' }))) as { user_id: number }[];
    const accounts = (await json(await rpc('a_get_users_from_client', { client_id: '1' }))) as { user_id: number }[];
    expect(appUsers.map((u) => u.user_id)).toEqual([2, 3, 4, 12, 37]);
    expect(accounts.map((u) => u.user_id)).toEqual([2, 3, 4, 12]);
  });
});
