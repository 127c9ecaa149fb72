import { demoToken } from '@waldmonitor/dataservice/demo-token';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { groupsFromClaims } from './Identity';
import { createDemoIdentity, emailFromDemoToken } from './demoIdentity';
import { TOKEN_KEY } from './tokenStorage';

describe('given the demo identity', () => {
  beforeEach(() => localStorage.clear());

  it('signing in trims the username (requirements §5) and stores the token under Admin-Token', async () => {
    const identity = createDemoIdentity();
    identity.signIn('  experte@waldmonitor.example ');
    expect(localStorage.getItem(TOKEN_KEY)).toBe(demoToken('experte@waldmonitor.example'));
    await expect(identity.loadProfile()).resolves.toEqual({
      email: 'experte@waldmonitor.example',
      id: 'experte@waldmonitor.example',
      groups: [],
    });
  });

  it('carries the groups of the sign-in in the token, as the identity service does', async () => {
    const identity = createDemoIdentity();
    identity.signIn('neu@waldmonitor.example', ['appuser_new']);
    await expect(identity.loadProfile()).resolves.toEqual({
      email: 'neu@waldmonitor.example',
      id: 'neu@waldmonitor.example',
      groups: ['appuser_new'],
    });
  });

  it.each([
    ['garbage', 'kaputt'],
    // A token of another issuer, as an identity service signs it: the demo never takes it.
    ['a signed token', 'eyJhbGciOiJSUzI1NiJ9.eyJlbWFpbCI6ImFkbWluQHdhbGRtb25pdG9yLmV4YW1wbGUifQ.c2lnbmF0dXJl'],
  ])('%s fails verification with the spec message', async (_, token) => {
    localStorage.setItem(TOKEN_KEY, token);
    await expect(createDemoIdentity().loadProfile()).rejects.toThrow('Verification failed, please Login again.');
  });

  it("signs in with the token the demo's data service reads: the demo user's role claim", () => {
    createDemoIdentity().signIn('admin@waldmonitor.example');
    const [, claims] = (localStorage.getItem(TOKEN_KEY) ?? '').split('.');
    expect(JSON.parse(atob(claims!.replace(/-/g, '+').replace(/_/g, '/')))).toMatchObject({
      email: 'admin@waldmonitor.example',
      app_status: 'ogf_admin',
    });
  });

  it('Abmelden clears the token and leaves', async () => {
    const onLogout = vi.fn();
    const identity = createDemoIdentity(onLogout);
    identity.signIn('admin@waldmonitor.example');
    await identity.logout();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('round-trips umlauts in the e-mail', () => {
    expect(emailFromDemoToken(demoToken('jörg.weiß@wald.example'))).toBe('jörg.weiß@wald.example');
  });
});

describe('groupsFromClaims', () => {
  it.each([
    [{ groups: ['appuser_new', 'ogf_admin'] }, ['appuser_new', 'ogf_admin']],
    // Keycloak's "full group path" mapper
    [{ groups: ['/waldmonitor/appuser_new', '/appuser_validated'] }, ['appuser_new', 'appuser_validated']],
    [{ groups: ['', 7, null, '/'] }, []],
    [{ groups: 'appuser_new' }, []],
    [{}, []],
    [undefined, []],
  ])('%j → %j', (claims, groups) => {
    expect(groupsFromClaims(claims)).toEqual(groups);
  });
});
