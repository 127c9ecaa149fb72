import { generateKeyPair, SignJWT } from 'jose';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, menuLinkNames, storedToken, setupBrowser, waitForPath } from './browser';
import { appStatusClaims, setupConnectedApp, signInAtProvider } from './connectedApp';
import { billOfferAndArchive, gross } from './offerToInvoice';
import { OIDC_CLIENT_ID } from './oidcServer';

/**
 * The connected mode end to end: the production build (no demo, no mock) signs in through a
 * real OpenID Connect server and works against the SQL data service on a PostgreSQL cluster
 * of the test's own, served by the data service (PostgREST 16.2 emulation) from a PostgREST 16
 * configuration file whose jwt-secret is the OpenID Connect server's JWKS. The tokens carry what a
 * Keycloak realm puts in them (README of packages/dataservice): `email`, `email_verified`
 * and the `app_status` attribute.
 */
const browser = setupBrowser();

/** The Keycloak attribute `app_status` of each account of the seed's demo users. */
const APP_STATUS: Record<string, string> = {
  admin: 'ogf_admin',
  experte: 'ogf_expert',
  buerger: 'ogf_citizens',
  // Misconfigured at the identity service: the stored user is only ogf_new.
  neu: 'ogf_admin',
};

const connected = setupConnectedApp({ accessTokenClaims: appStatusClaims(APP_STATUS) }, { productName: 'Waldmonitor' });

/** Signs in at the provider on the way to the app, and waits for the dashboard. */
async function signIn(page: Page, login: string): Promise<void> {
  await page.goto(`${connected.app.url}/`);
  await signInAtProvider(page, connected.oidc, login);
  await waitForPath(page, '/dashboard');
}

/** Every failed answer of the data service while the page runs, and every script error. */
function watch(page: Page) {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.url().startsWith(connected.backend.url) && response.status() >= 400) {
      failures.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    }
  });
  return failures;
}

async function dataCall(token: string | null, path: string, body?: unknown) {
  const response = await fetch(`${connected.backend.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const CLIENT = 'Forstbetrieb Dahlener Heide';
const backOffice = (page: Page) => page.getByRole('navigation', { name: 'Bereiche der Verwaltung' });

describe('connected mode: the production build against the SQL data service', () => {
  it('an administrator adds a client, an offer, an invoice with positions, and archives it', async () => {
    const page = await browser.newPage();
    const failures = watch(page);
    await signIn(page, 'admin');
    await eventually(() => menuLinkNames(page)).toEqual(['Dashboard', 'GIS', 'Nutzer']);

    await backOffice(page).getByRole('link', { name: 'Kunden' }).click();
    await page.getByRole('button', { name: 'Kunde anlegen' }).first().click();
    const clientDialog = page.getByRole('dialog', { name: 'Kunde anlegen' });
    await clientDialog.getByRole('textbox', { name: 'Name' }).fill(CLIENT);
    await clientDialog.getByRole('textbox', { name: 'PLZ' }).fill('04774');
    await clientDialog.getByRole('textbox', { name: 'Ort' }).fill('Dahlen');
    await clientDialog.getByRole('button', { name: 'Kunde anlegen' }).click();
    await page.getByRole('heading', { level: 1, name: CLIENT }).waitFor();

    await backOffice(page).getByRole('link', { name: 'Angebote' }).click();
    await page.getByText(/^40 Angebote$/).waitFor();
    await page.getByRole('button', { name: 'Angebot anlegen' }).first().click();
    const offerDialog = page.getByRole('dialog', { name: 'Angebot anlegen' });
    // The client is searched on the service; its list names it with its place.
    await offerDialog.getByRole('combobox', { name: 'Kunde' }).fill('Dahlener Heide');
    await offerDialog.getByRole('option', { name: `${CLIENT} (Dahlen)`, exact: true }).click();
    await eventually(() => offerDialog.getByLabel('Angebotsdatum').inputValue()).not.toBe('');
    await offerDialog.getByRole('button', { name: 'Angebot anlegen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Angebot 41' }).waitFor();

    await billOfferAndArchive(page);

    // The archived invoice reads as read-only when opened again from the list.
    await backOffice(page).getByRole('link', { name: 'Rechnungen' }).click();
    await page.getByRole('row').filter({ hasText: CLIENT }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Rechnung 61' }).waitFor();
    await page.getByRole('note').filter({ hasText: 'kann nicht mehr geändert werden' }).waitFor();
    await eventually(() => gross(page)).toBe('271,32 €');

    // What the database holds now: the new client's archived invoice 61 with its three positions.
    const db = await connected.backend.superuser();
    try {
      const { rows } = await db.query(
        `SELECT r.id, r.archiviert, k.name, (SELECT count(*)::int FROM data.position p WHERE p.rechnung_id = r.id) AS positionen
           FROM data.rechnung r JOIN data.kunde k ON k.client_id = r.client_id WHERE r.id = 61`,
      );
      expect(rows).toEqual([{ id: 61, archiviert: true, name: CLIENT, positionen: 3 }]);
    } finally {
      await db.end();
    }
    expect(failures).toEqual([]);
  });

  it('an expert opens the review queue and publishes a sighting', async () => {
    const page = await browser.newPage();
    const failures = watch(page);
    await signIn(page, 'experte');
    await page.getByRole('heading', { level: 1, name: 'Prüfliste' }).waitFor();
    await page.getByRole('button', { name: 'Buchdrucker in Bayern: 6 offen' }).click();
    await page.getByText('6 Meldungen').waitFor();
    await page.getByRole('table', { name: 'Meldungen', exact: true }).getByRole('row').nth(1).click();
    await page.getByRole('heading', { level: 3, name: 'Meldung 187' }).waitFor();
    await page.keyboard.press('v');
    await page.getByText('Meldung 187 veröffentlicht.').waitFor();
    await page.getByText('5 Meldungen').waitFor();

    const db = await connected.backend.superuser();
    try {
      const { rows } = await db.query(
        `SELECT status, art IS NOT NULL AS has_species, published_from = current_date AS today FROM data.kaefer WHERE id = 187`,
      );
      expect(rows).toEqual([{ status: 'veroeffentlicht', has_species: true, today: true }]);
    } finally {
      await db.end();
    }
    expect(failures).toEqual([]);
  });

  it('a citizen sees only her own data', async () => {
    const page = await browser.newPage();
    const failures = watch(page);
    await signIn(page, 'buerger');
    await page.getByRole('status').filter({ hasText: 'veröffentlichte Funde' }).waitFor();
    expect(await menuLinkNames(page)).not.toContain('Nutzer');

    const token = await storedToken(page);
    const own = await dataCall(token, '/benutzer?select=email');
    expect(own).toEqual({ status: 200, body: [{ email: 'buerger@waldmonitor.example' }] });
    expect(await dataCall(token, '/rpc/a_get_all_users', {})).toMatchObject({ status: 403, body: { code: '42501' } });
    expect(await dataCall(token, '/rpc/a_get_user_data', { email: 'admin@waldmonitor.example', id: '' })).toMatchObject(
      { status: 403, body: { code: '42501' } },
    );
    expect(await dataCall(token, '/rpc/a_get_invoices', {})).toMatchObject({ status: 403, body: { code: '42501' } });
    // The list reads the invoices' view (requirements §7 "Table paths of ours"), granted as the procedure is.
    expect(await dataCall(token, '/rechnung_liste')).toMatchObject({ status: 403, body: { code: '42501' } });
    expect(failures).toEqual([]);
  });

  it('a forged token is refused: signed with another key (401), or claiming more than the stored role (403)', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({
      app_status: 'ogf_admin',
      email: 'admin@waldmonitor.example',
      email_verified: true,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'gefaelscht' })
      .setIssuer(connected.oidc.issuer)
      .setAudience(OIDC_CLIENT_ID)
      .setExpirationTime('5m')
      .sign(privateKey);
    expect(await dataCall(forged, '/rpc/a_get_all_users', {})).toMatchObject({
      status: 401,
      body: { code: 'PGRST301' },
    });

    // A genuine token whose app_status (ogf_admin) is above the stored role of its user (ogf_new).
    const page = await browser.newPage();
    await page.goto(`${connected.app.url}/`);
    await page.waitForURL((url) => url.origin === connected.oidc.issuer);
    await page.locator('input[name="login"]').fill('neu');
    await page.locator('input[name="password"]').fill('geheim');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await eventually(() => storedToken(page)).not.toBeNull();
    const token = await storedToken(page);
    expect(await dataCall(token, '/rpc/a_get_all_users', {})).toMatchObject({
      status: 403,
      body: {
        code: '42501',
        message: 'Die Rolle im Token („Administrator“) ist höher als die gespeicherte Rolle („Neuer Nutzer“).',
      },
    });
    // The app keeps her at the least role and says why, in the service's words.
    const alert = page.getByRole('alert').filter({ hasText: 'Ihre Nutzerdaten konnten nicht geladen werden.' });
    await eventually(() => alert.innerText()).toContain(
      'Die Rolle im Token („Administrator“) ist höher als die gespeicherte Rolle („Neuer Nutzer“).',
    );
    expect(await menuLinkNames(page)).toEqual(['Dashboard']);
  });
});
