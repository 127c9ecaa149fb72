import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createKeycloakIdentity } from './keycloakIdentity';

/** What the mocked keycloak-js does on `init()`: set per test. */
const behaviour = vi.hoisted(() => ({ init: (): Promise<boolean> => Promise.resolve(true) }));

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
    async init() {
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
    await expect(createKeycloakIdentity(config, vi.fn())).rejects.toThrow(
      'Der Anmeldedienst ist nicht initialisiert. Bitte laden Sie die Seite neu. (Timeout when waiting for 3rd party check iframe message.)',
    );
  });

  it('without a detail the message stands alone', async () => {
    behaviour.init = () => Promise.reject(undefined);
    await expect(createKeycloakIdentity(config, vi.fn())).rejects.toThrow(
      /^Der Anmeldedienst ist nicht initialisiert\. Bitte laden Sie die Seite neu\.$/,
    );
  });
});

describe('given keycloak-js signed in', () => {
  it('the profile carries e-mail, subject and the groups claim as names', async () => {
    behaviour.init = () => Promise.resolve(true);
    const identity = await createKeycloakIdentity(config, vi.fn());
    await expect(identity.loadProfile()).resolves.toEqual({
      email: 'admin@waldmonitor.example',
      id: 'sub-1',
      groups: ['appuser_validated', 'ogf_admin'],
    });
    await identity.logout().catch(() => undefined);
  });
});
