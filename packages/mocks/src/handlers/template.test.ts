// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BASE, setupMockServer } from '../testServer';

setupMockServer();

const API = `${BASE}/prod-api/vue-element-admin`;

async function call(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { code: number; data?: unknown; message?: string };
}

describe('template mock API', () => {
  it.each([
    ['admin', 'geheim1', { code: 20000, data: { token: 'admin-token' } }],
    [' editor ', '123456', { code: 20000, data: { token: 'editor-token' } }],
    ['visitor', '123456', { code: 20000, data: { token: 'visitor-token' } }],
    ['admin', '12345', { code: 60204, message: 'Account and password are incorrect.' }],
    ['gast', 'geheim1', { code: 60204, message: 'Account and password are incorrect.' }],
  ])('login %j / %j answers %j', async (username, password, expected) => {
    expect(await call('POST', '/user/login', { username, password })).toEqual(expected);
  });

  it('user/info answers the roles for a known token and 50008 otherwise', async () => {
    const info = await call('GET', '/user/info?token=editor-token');
    expect(info).toMatchObject({ code: 20000, data: { roles: ['editor'], name: 'Normal Editor' } });
    expect(await call('GET', '/user/info?token=falsch')).toEqual({
      code: 50008,
      message: 'Login failed, unable to get user details.',
    });
  });

  it('user/info reads the X-Token header when the query has no token', async () => {
    expect(await call('GET', '/user/info', undefined, 'admin-token')).toMatchObject({
      code: 20000,
      data: { roles: ['admin'] },
    });
    expect(await call('GET', '/user/info')).toMatchObject({ code: 50008 });
  });

  it('logout, routes and roles answer 20000', async () => {
    expect(await call('POST', '/user/logout', undefined, 'admin-token')).toEqual({ code: 20000, data: 'success' });
    const routes = await call('GET', '/routes');
    expect(routes.code).toBe(20000);
    expect((routes.data as { path: string }[]).map((r) => r.path)).toContain('/permission');
    const roles = await call('GET', '/roles');
    expect((roles.data as { key: string }[]).map((r) => r.key)).toEqual(['admin', 'editor', 'visitor']);
  });

  it('requirements §6: the editor role lacks the permission page, the visitor has only the dashboard', async () => {
    const roles = (await call('GET', '/roles')).data as {
      key: string;
      description: string;
      routes: { path: string; children?: { path: string }[] }[];
    }[];
    const editor = roles.find((r) => r.key === 'editor');
    const permission = editor?.routes.find((r) => r.path === '/permission');
    expect(permission?.children?.map((c) => c.path)).toEqual(['directive', 'role']);
    const visitor = roles.find((r) => r.key === 'visitor');
    expect(visitor?.routes.map((r) => r.path)).toEqual(['']);
    expect(visitor?.routes[0]?.children?.map((c) => c.path)).toEqual(['dashboard']);
    // Role Permission shows the description: it says what the visitor's routes give, no more.
    expect(visitor?.description).toBe('Just a visitor. Can only see the dashboard');
  });

  it('POST role answers a key between 300 and 5000; PUT and DELETE answer success', async () => {
    const role = { name: 'Förster', description: 'Sieht die Karten', routes: [] };
    for (let i = 0; i < 20; i += 1) {
      const created = await call('POST', '/role', role);
      const key = (created.data as { key: number }).key;
      expect(Number.isInteger(key)).toBe(true);
      expect(key).toBeGreaterThanOrEqual(300);
      expect(key).toBeLessThanOrEqual(5000);
    }
    expect(await call('PUT', '/role/editor', role)).toEqual({ code: 20000, data: { status: 'success' } });
    expect(await call('DELETE', '/role/1234')).toEqual({ code: 20000, data: { status: 'success' } });
  });
});
