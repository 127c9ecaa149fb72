import { ROLES, type AppRoute, type AppUserData } from '@waldmonitor/ui/model';
import { describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../session/sessionState';
import { runGuard, type GuardDeps } from './guard';
import { PRODUCT_ROUTES } from './productRoutes';

function userData(app_status: AppUserData['app_status']): AppUserData {
  return { user_id: 7, email: 'erika@waldmonitor.example', app_status } as AppUserData;
}

function deps(overrides: Partial<GuardDeps> = {}) {
  let session: SessionState | null = null;
  const d: GuardDeps = {
    getToken: () => 'token',
    clearToken: vi.fn(),
    getSession: () => session,
    setSession: vi.fn((s: SessionState) => {
      session = s;
    }),
    loadProfile: vi.fn(async () => ({ email: 'erika@waldmonitor.example', id: 'sub-7' })),
    loadUserData: vi.fn(async () => userData(ROLES.citizen)),
    showError: vi.fn(),
    showNotice: vi.fn(),
    routes: PRODUCT_ROUTES,
    ...overrides,
  };
  return d;
}

describe('given no token', () => {
  it.each(['/login', '/auth-redirect', '/landing'])('%s passes', async (path) => {
    expect(await runGuard(path, '', deps({ getToken: () => null }))).toEqual({ type: 'proceed', session: null });
  });

  it('any other path goes to /login with the path to return to', async () => {
    expect(await runGuard('/users/index', '?q=1', deps({ getToken: () => null }))).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fusers%2Findex%3Fq%3D1',
    });
  });
});

describe('given a token', () => {
  it('/login goes to /', async () => {
    expect(await runGuard('/login', '', deps())).toEqual({ type: 'redirect', to: '/' });
  });

  it('loads profile and user data once, derives the role and proceeds', async () => {
    const d = deps({ loadUserData: vi.fn(async () => userData(ROLES.admin)) });
    const first = await runGuard('/users/index', '', d);
    expect(first).toMatchObject({
      type: 'proceed',
      session: { role: 'ogf_admin', email: 'erika@waldmonitor.example' },
    });
    expect(d.loadUserData).toHaveBeenCalledWith('erika@waldmonitor.example', 'sub-7');
    await runGuard('/gis/index', '', d);
    expect(d.loadProfile).toHaveBeenCalledTimes(1);
  });

  it('user data that cannot be loaded makes the role ogf_new (requirements §4)', async () => {
    const d = deps({ loadUserData: vi.fn(async () => Promise.reject(new Error('kaputt'))) });
    const outcome = await runGuard('/dashboard', '', d);
    expect(outcome).toMatchObject({ type: 'proceed', session: { role: 'ogf_new', user: null } });
  });

  it('keeps why the user data failed, so the shell can say so and retry', async () => {
    const d = deps({ loadUserData: vi.fn(async () => Promise.reject(new Error('Failed to fetch'))) });
    expect(await runGuard('/dashboard', '', d)).toMatchObject({
      type: 'proceed',
      session: { role: 'ogf_new', userDataError: 'Failed to fetch' },
    });
  });

  it('carries the identity groups into the session', async () => {
    const d = deps({
      loadProfile: vi.fn(async () => ({ email: 'neu@waldmonitor.example', id: 'n', groups: ['appuser_new'] })),
    });
    expect(await runGuard('/dashboard', '', d)).toMatchObject({
      session: { groups: ['appuser_new'], userDataError: null },
    });
  });

  it('a forbidden or unknown route goes to / and says why (the redirect stays, requirements §2)', async () => {
    const d = deps({ loadUserData: async () => userData(ROLES.citizen) });
    expect(await runGuard('/users/index', '', d)).toEqual({ type: 'redirect', to: '/' });
    expect(d.showNotice).toHaveBeenLastCalledWith(
      'Für „Nutzer“ fehlt Ihnen die Berechtigung. Sie wurden zur Startseite geleitet.',
    );
    expect(await runGuard('/gibt/es/nicht', '', d)).toEqual({ type: 'redirect', to: '/' });
    expect(d.showNotice).toHaveBeenLastCalledWith(
      'Die Seite „/gibt/es/nicht“ gibt es nicht. Sie wurden zur Startseite geleitet.',
    );
    expect(await runGuard('/k%C3%A4fer', '', d)).toEqual({ type: 'redirect', to: '/' });
    expect(d.showNotice).toHaveBeenLastCalledWith(
      'Die Seite „/käfer“ gibt es nicht. Sie wurden zur Startseite geleitet.',
    );
    expect(d.showNotice).toHaveBeenCalledTimes(3);
  });

  it('says nothing on the way from / to the dashboard', async () => {
    const d = deps({ loadUserData: async () => userData(ROLES.citizen) });
    expect(await runGuard('/', '', d)).toEqual({ type: 'redirect', to: '/dashboard' });
    expect(await runGuard('/dashboard', '', d)).toMatchObject({ type: 'proceed' });
    expect(d.showNotice).not.toHaveBeenCalled();
  });

  it('a failed profile fetch clears the token, shows the error and goes to /login?redirect', async () => {
    const d = deps({
      loadProfile: vi.fn(async () => Promise.reject(new Error('Verification failed, please Login again.'))),
    });
    expect(await runGuard('/gis/index', '', d)).toEqual({ type: 'redirect', to: '/login?redirect=%2Fgis%2Findex' });
    expect(d.clearToken).toHaveBeenCalledTimes(1);
    expect(d.showError).toHaveBeenCalledWith('Verification failed, please Login again.');
  });

  it.each([
    ['/', '/dashboard'],
    ['/users', '/users/index'],
    ['/gis', '/gis/index'],
  ])('parent %s redirects to %s', async (path, to) => {
    expect(await runGuard(path, '', deps({ loadUserData: async () => userData(ROLES.admin) }))).toEqual({
      type: 'redirect',
      to,
    });
  });

  it.each([
    ['a citizen on a forbidden page', ROLES.citizen, '/users/index'],
    ['an expert on user administration', ROLES.expert, '/users/12'],
    ['an admin on a non-numeric user id', ROLES.admin, '/users/abc'],
    ['anyone on an unknown path', ROLES.admin, '/gibt/es/nicht'],
    ['a new user on the profile', ROLES.new, '/profile/index'],
  ])('%s goes to /', async (_label, role, path) => {
    expect(await runGuard(path, '', deps({ loadUserData: async () => userData(role) }))).toEqual({
      type: 'redirect',
      to: '/',
    });
  });

  it('an unknown path below the template part goes to its 404 (requirements §2), one of the product to /', async () => {
    const routes: AppRoute[] = [
      ...PRODUCT_ROUTES,
      { path: '/template', part: 'template', children: [{ path: 'icon', name: 'Icons', meta: { title: 'Icons' } }] },
    ];
    const d = deps({ routes, loadUserData: async () => userData(ROLES.admin) });
    expect(await runGuard('/template/gibt-es-nicht', '', d)).toEqual({ type: 'redirect', to: '/template/404' });
    expect(await runGuard('/gibt-es-nicht', '', d)).toEqual({ type: 'redirect', to: '/' });
  });

  it('a role that may not open the dashboard is sent to /401, not round in circles', async () => {
    expect(await runGuard('/dashboard', '', deps({ loadUserData: async () => userData('x' as never) }))).toEqual({
      type: 'redirect',
      to: '/401',
    });
  });

  it.each(['/401', '/404', '/redirect/users/index'])('%s is always available', async (path) => {
    expect(await runGuard(path, '', deps())).toMatchObject({ type: 'proceed' });
  });
});

describe('given the check is broken off by leaving the page', () => {
  // Chromium rejects a reload's open fetch with this right after `pagehide`.
  const failedFetch = () => Promise.reject(new TypeError('Failed to fetch'));

  it('after an aborted profile load keeps the token, shows nothing and decides nothing', async () => {
    const d = deps({
      loadProfile: vi.fn(() =>
        Promise.reject(
          new Error('Nutzerprofil', { cause: new DOMException('The user aborted a request.', 'AbortError') }),
        ),
      ),
    });
    expect(await runGuard('/gis/index', '', d)).toEqual({ type: 'aborted' });
    expect(d.clearToken).not.toHaveBeenCalled();
    expect(d.showError).not.toHaveBeenCalled();
    expect(d.setSession).not.toHaveBeenCalled();
  });

  it('after a profile load that fails while the page is being left (a reload) keeps the token', async () => {
    const d = deps({ loadProfile: vi.fn(failedFetch) });
    window.dispatchEvent(new Event('pagehide'));
    try {
      expect(await runGuard('/gis/index', '', d)).toEqual({ type: 'aborted' });
      expect(d.clearToken).not.toHaveBeenCalled();
      expect(d.showError).not.toHaveBeenCalled();
    } finally {
      window.dispatchEvent(new Event('pageshow'));
    }
    // Back on the page (the back/forward cache), the same failure signs out with its message again.
    expect(await runGuard('/gis/index', '', d)).toEqual({ type: 'redirect', to: '/login?redirect=%2Fgis%2Findex' });
    expect(d.clearToken).toHaveBeenCalledTimes(1);
    expect(d.showError).toHaveBeenCalledWith('Failed to fetch');
  });

  it('after a user data read broken off makes no ogf_new session of it', async () => {
    const d = deps({ loadUserData: vi.fn(failedFetch) });
    window.dispatchEvent(new Event('pagehide'));
    try {
      expect(await runGuard('/dashboard', '', d)).toEqual({ type: 'aborted' });
      expect(d.setSession).not.toHaveBeenCalled();
      expect(d.clearToken).not.toHaveBeenCalled();
    } finally {
      window.dispatchEvent(new Event('pageshow'));
    }
    // On a page that stays, the failed read is what requirements §4 says: the role ogf_new.
    expect(await runGuard('/dashboard', '', d)).toMatchObject({
      type: 'proceed',
      session: { role: 'ogf_new', userDataError: 'Failed to fetch' },
    });
  });
});
