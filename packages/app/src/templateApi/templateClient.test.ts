import { setFault } from '@waldmonitor/mocks/node';
import { TEMPLATE_ROLE_KEY_RANGE } from '@waldmonitor/ui/model';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { recordRequests, startMockService } from '../api/testHarness';
import { server } from '@waldmonitor/mocks/node';
import { TemplateApiError, createTemplateClient } from './templateClient';

startMockService();

const INFO = 'GET /vue-element-admin/user/info';

function setup(token: string | null = 'admin-token', timeoutMs?: number) {
  const showMessage = vi.fn<(message: string, durationMs: number) => void>();
  const onLoggedOut = vi.fn<() => void>();
  const client = createTemplateClient({
    getToken: () => token,
    showMessage,
    onLoggedOut,
    baseUrl: 'http://app.test/prod-api',
    timeoutMs,
  });
  return { client, showMessage, onLoggedOut };
}

async function rejection(call: Promise<unknown>): Promise<TemplateApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(TemplateApiError);
  return error as TemplateApiError;
}

describe('code 20000', () => {
  it('resolves to the data and shows nothing', async () => {
    const { client, showMessage, onLoggedOut } = setup();
    expect(await client.login('  admin ', 'geheim1')).toEqual({ token: 'admin-token' });
    expect(await client.getInfo('admin-token')).toMatchObject({ roles: ['admin'], name: 'Super Admin' });
    expect(await client.updateRole('editor', { name: 'Editor', description: '', routes: [] })).toEqual({
      status: 'success',
    });
    expect(showMessage).not.toHaveBeenCalled();
    expect(onLoggedOut).not.toHaveBeenCalled();
  });

  it('gives a new role a key from 300 to 5000', async () => {
    const { client } = setup();
    const { key } = await client.addRole({ name: 'Prüfer', description: 'Prüft Meldungen', routes: [] });
    expect(Number.isInteger(key)).toBe(true);
    expect(key).toBeGreaterThanOrEqual(TEMPLATE_ROLE_KEY_RANGE.min);
    expect(key).toBeLessThanOrEqual(TEMPLATE_ROLE_KEY_RANGE.max);
  });

  it('sends the token as X-Token, the trimmed user name, and the info token as query parameter', async () => {
    const sent = recordRequests();
    const { client } = setup('admin-token');
    await client.login(' admin ', 'geheim1');
    await client.getInfo('admin-token');
    expect(sent.map((r) => [`${r.method} ${r.path}`, r.headers.get('X-Token'), r.body])).toEqual([
      ['POST /prod-api/vue-element-admin/user/login', 'admin-token', { username: 'admin', password: 'geheim1' }],
      ['GET /prod-api/vue-element-admin/user/info?token=admin-token', 'admin-token', undefined],
    ]);
  });
});

describe('any other code', () => {
  it('60204: shows “Account and password are incorrect.” for 5 s and rejects', async () => {
    const { client, showMessage, onLoggedOut } = setup(null);
    const error = await rejection(client.login('niemand', 'geheim1'));
    expect(error).toMatchObject({ code: 60204, message: 'Account and password are incorrect.' });
    expect(showMessage).toHaveBeenCalledExactlyOnceWith('Account and password are incorrect.', 5000);
    expect(onLoggedOut).not.toHaveBeenCalled();
  });

  it('50008: shows “Login failed, unable to get user details.” and opens Confirm logout', async () => {
    const { client, showMessage, onLoggedOut } = setup('expired-token');
    const error = await rejection(client.getInfo('expired-token'));
    expect(error).toMatchObject({ code: 50008, message: 'Login failed, unable to get user details.' });
    expect(showMessage).toHaveBeenCalledExactlyOnceWith('Login failed, unable to get user details.', 5000);
    expect(onLoggedOut).toHaveBeenCalledOnce();
  });

  it.each([
    [50012, 'Other clients logged in.'],
    [50014, 'Token expired.'],
  ])('%i: shows its message and opens Confirm logout', async (code, message) => {
    setFault(INFO, { code, message });
    const { client, showMessage, onLoggedOut } = setup();
    expect(await rejection(client.getInfo('admin-token'))).toMatchObject({ code, message });
    expect(showMessage).toHaveBeenCalledExactlyOnceWith(message, 5000);
    expect(onLoggedOut).toHaveBeenCalledOnce();
  });

  it('another code without a message: shows “Error”, no dialog', async () => {
    setFault('GET /vue-element-admin/roles', { code: 40001, message: '' });
    const { client, showMessage, onLoggedOut } = setup();
    expect(await rejection(client.getRoles())).toMatchObject({ code: 40001, message: 'Error' });
    expect(showMessage).toHaveBeenCalledExactlyOnceWith('Error', 5000);
    expect(onLoggedOut).not.toHaveBeenCalled();
  });
});

describe('without an answer', () => {
  it('a network error shows its own message', async () => {
    setFault('GET /vue-element-admin/routes', { networkError: true });
    const { client, showMessage } = setup();
    const error = await rejection(client.getRoutes());
    expect(error.code).toBeUndefined();
    expect(error.message).toBe((error.cause as Error).message);
    expect(showMessage).toHaveBeenCalledExactlyOnceWith(error.message, 5000);
  });

  it('gives up after the timeout (5 s by default)', async () => {
    setFault('GET /vue-element-admin/routes', { latencyMs: 400 });
    const { client, showMessage } = setup('admin-token', 50);
    expect(await rejection(client.getRoutes())).toMatchObject({ message: 'timeout of 50ms exceeded' });
    expect(showMessage).toHaveBeenCalledExactlyOnceWith('timeout of 50ms exceeded', 5000);
  });

  it('an HTTP error shows the status', async () => {
    setFault('POST /vue-element-admin/user/logout', { status: 502 });
    const { client, showMessage } = setup();
    expect(await rejection(client.logout())).toMatchObject({ message: 'Request failed with status code 502' });
    expect(showMessage).toHaveBeenCalledOnce();
  });
});

describe('requirements §8: user info without roles', () => {
  it.each([[null], [[]]])(
    'with roles %j rejects and shows "getInfo: roles must be a non-null array!"',
    async (roles) => {
      // A server answering success without roles: no fault code expresses this, so the one handler is replaced.
      server.use(
        http.get('*/prod-api/vue-element-admin/user/info', () =>
          HttpResponse.json({ code: 20000, data: { roles, introduction: '', avatar: '', name: 'Ohne Rollen' } }),
        ),
      );
      const { client, showMessage, onLoggedOut } = setup();
      const error = await rejection(client.getInfo('admin-token'));
      expect(error.message).toBe('getInfo: roles must be a non-null array!');
      expect(showMessage).toHaveBeenCalledWith('getInfo: roles must be a non-null array!', 5000);
      expect(onLoggedOut).not.toHaveBeenCalled();
    },
  );
});
