import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createKeycloakIdentity, isRefusedRefresh } from './keycloakIdentity';

/** What the mocked keycloak-js does on `init()`: set per test. */
const behaviour = vi.hoisted(() => ({
  init: (): Promise<boolean> => Promise.resolve(true),
  /** What the page's keycloak-js was asked at init and sign-in. */
  initOptions: undefined as Record<string, unknown> | undefined,
  login: vi.fn(async (_options?: { redirectUri?: string }) => undefined),
  adapter: undefined as { loginRequired: boolean } | undefined,
}));

vi.mock('keycloak-js', () => ({
  default: class {
    didInitialize = false;
    token: string | undefined;
    subject = 'sub-1';
    tokenParsed: Record<string, unknown> = {
      email: 'admin@waldmonitor.example',
      exp: Date.now() / 1000 + 300,
      groups: ['/appuser_validated', '/ogf_admin'],
    };
    loginRequired = false;
    login = behaviour.login;
    constructor() {
      behaviour.adapter = this;
    }
    async init(options: Record<string, unknown>) {
      behaviour.initOptions = options;
      this.loginRequired = options.onLoad === 'login-required';
      const authenticated = await behaviour.init();
      this.didInitialize = true;
      this.token = 'header.claims.signature';
      return authenticated;
    }
  },
}));

const config = { type: 'keycloak', url: 'http://id.test', realm: 'wald', clientId: 'waldmonitor' } as const;

describe('given keycloak-js that cannot start (requirements §8: the identity service is not initialised)', () => {
  beforeEach(() => localStorage.clear());

  it('start-up fails with the German message and keeps the detail', async () => {
    behaviour.init = () => Promise.reject({ error: 'Timeout when waiting for 3rd party check iframe message.' });
    await expect(createKeycloakIdentity(config, { reload: vi.fn() })).rejects.toThrow(
      'Der Anmeldedienst ist nicht initialisiert. Bitte laden Sie die Seite neu. (Timeout when waiting for 3rd party check iframe message.)',
    );
  });

  it('without a detail the message stands alone', async () => {
    behaviour.init = () => Promise.reject(undefined);
    await expect(createKeycloakIdentity(config, { reload: vi.fn() })).rejects.toThrow(
      /^Der Anmeldedienst ist nicht initialisiert\. Bitte laden Sie die Seite neu\.$/,
    );
  });
});

describe('given keycloak-js signed in', () => {
  it('the profile carries e-mail, subject and the groups claim as names', async () => {
    behaviour.init = () => Promise.resolve(true);
    const identity = await createKeycloakIdentity(config, { reload: vi.fn() });
    await expect(identity.loadProfile()).resolves.toEqual({
      email: 'admin@waldmonitor.example',
      id: 'sub-1',
      groups: ['appuser_validated', 'ogf_admin'],
    });
    await identity.logout().catch(() => undefined);
  });
});

describe('given a session whose refresh token has expired', () => {
  it.each([
    ['400 invalid_grant (Keycloak: expired or revoked)', { response: { status: 400 } }, true],
    ['401 (the client refused)', { response: { status: 401 } }, true],
    ['503 (the service is down)', { response: { status: 503 } }, false],
    ['no answer (offline)', new TypeError('Failed to fetch'), false],
    ['nothing', undefined, false],
  ])('a refresh failing with %s is a refusal: %s', (_, error, refused) => {
    expect(isRefusedRefresh(error)).toBe(refused);
  });
});

describe('given keycloak-js signed in on a deep link', () => {
  beforeEach(() => {
    behaviour.init = () => Promise.resolve(true);
    behaviour.login.mockClear();
    window.history.replaceState(null, '', '/dashboard?bereich=rechnungen');
  });

  it('the sign-in returns to the page itself, without the fragment', async () => {
    window.history.replaceState(null, '', '/dashboard?bereich=rechnungen#state=s&code=c');
    await createKeycloakIdentity(config, { reload: vi.fn() });
    expect(behaviour.initOptions).toMatchObject({
      onLoad: 'login-required',
      redirectUri: `${window.location.origin}/dashboard?bereich=rechnungen`,
    });
  });

  it('a refused refresh does not send the person to the sign-in unasked', async () => {
    await createKeycloakIdentity(config, { reload: vi.fn() });
    expect(behaviour.adapter?.loginRequired).toBe(false);
  });

  it('signing in again returns to the page the person is on now', async () => {
    const identity = await createKeycloakIdentity(config, { reload: vi.fn() });
    window.history.replaceState(null, '', '/users/12?tab=mail');
    await identity.signInAgain?.();
    expect(behaviour.login).toHaveBeenCalledWith({ redirectUri: `${window.location.origin}/users/12?tab=mail` });
  });
});
