// What `--production-lists` measures against, started as the connected e2e starts it
// (packages/app/test/e2e/connectedMode.e2e.test.ts): the production build (no demo) served with
// a config.json for the OpenID Connect server and the REST data service; the data service as
// an operator starts it (the PostgREST 16 emulation from a postgrest.conf whose jwt-secret is
// the OpenID Connect server's JWKS) on a throwaway PostgreSQL cluster with a busy year's data;
// Debian's Chromium. The administrator signs in through the OpenID Connect server's own pages.
import { buildProduction, importTs } from './builds.mjs';
import { dashboardRendered, startBrowser } from './chromium.mjs';

/**
 * The administrator who signs in: the demo seed's, which the large dataset keeps with its
 * e-mail (packages/dataservice/src/seed/large: "the demo users sign in with their e-mails"). The OpenID
 * Connect server names an account's e-mail `<login>@waldmonitor.example`.
 */
const ADMIN_LOGIN = 'admin';
const ADMIN_EMAIL = 'admin@waldmonitor.example';

/** The stored role of the administrator: the token's app_status must not claim more. */
async function checkAdministrator(backend) {
  const db = await backend.superuser();
  try {
    const { rows } = await db.query('SELECT app_status FROM data.benutzer WHERE lower(email) = $1', [ADMIN_EMAIL]);
    if (rows[0]?.app_status !== 'ogf_admin') {
      throw new Error(`${ADMIN_EMAIL} ist im großen Datenbestand nicht ogf_admin (${rows[0]?.app_status ?? 'fehlt'})`);
    }
  } finally {
    await db.end();
  }
}

/**
 * Builds and starts everything; `timings` (seconds) says what the setup took, `log` holds the
 * data service's log lines, `close()` stops it all.
 */
export async function startProductionStack() {
  const stops = [];
  const close = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  const log = [];
  const timings = {};
  try {
    let start = performance.now();
    const build = await buildProduction();
    stops.push(async () => build.remove());
    timings.buildS = (performance.now() - start) / 1000;

    const { listenOidcServer, OIDC_CLIENT_ID } = await importTs('packages/app/test/e2e/oidcServer.ts');
    const { startConnectedBackend } = await importTs('packages/app/test/e2e/connectedBackend.ts');
    const oidc = await listenOidcServer({
      // What a Keycloak mapper puts into the token: the stored role of the account, as the e2e does.
      accessTokenClaims: (account) => ({
        email_verified: true,
        app_status: account === ADMIN_LOGIN ? 'ogf_admin' : 'ogf_new',
      }),
    });
    stops.push(() => oidc.close());
    start = performance.now();
    const backend = await startConnectedBackend(oidc.jwks, OIDC_CLIENT_ID, {
      dataset: 'large',
      onLog: (line) => log.push(line),
    });
    stops.push(() => backend.close());
    timings.databaseS = (performance.now() - start) / 1000;
    await checkAdministrator(backend);

    const browser = await startBrowser(build.prodDir, {
      config: {
        productName: 'Waldmonitor',
        identity: { type: 'oidc', issuer: oidc.issuer, clientId: OIDC_CLIENT_ID },
        dataService: { type: 'rest', url: backend.url },
      },
    });
    stops.push(() => browser.close());
    oidc.start(browser.baseUrl);
    return { browser, issuer: oidc.issuer, dataPrefix: `${backend.url}/`, log, timings, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The provider's own pages: its login form (any password), its consent; then the dashboard. */
export async function signInAsAdministrator(page, appUrl, issuer) {
  await page.goto(`${appUrl}/`);
  await page.waitForURL((url) => url.origin === issuer, { timeout: 30_000 });
  await page.locator('input[name="login"]').fill(ADMIN_LOGIN);
  await page.locator('input[name="password"]').fill('geheim');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await dashboardRendered(page);
}
