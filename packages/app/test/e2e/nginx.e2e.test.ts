/**
 * The production build as a business runs it: Debian's nginx with the repository's
 * deploy/nginx/waldmonitor.conf (TLS, security headers, caching, gzip, the data service
 * proxied under /api/ with rate limiting), the data service (PostgREST 16.2 emulation on
 * PostgreSQL with the seed), a real OpenID Connect server, and the scans, beetle pictures and
 * tiles on an origin of their own. Every role walks every screen under the web server's
 * Content-Security-Policy: no violation, and no CORS preflight to the data service.
 */
import { readdirSync, readFileSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import demoConfig from '../../public/config.json';
import { openEveryMenuPage, settled, type WalkReport } from '../smoke/walks';
import { LAUNCH_OPTIONS, eventually, waitForPath } from './browser';
import { startConnectedBackend, type ConnectedBackend } from './connectedBackend';
import { watchCsp, type CspWatch } from './cspWatch';
import { attachmentsOfPdf, downloadEInvoice } from './eInvoiceDownload';
import { heavyLibrariesProbe } from './heavyLibrariesProbe';
import { startMediaServer, type MediaServer } from './mediaServer';
import { startNginx, type NginxServer } from './nginxServer';
import { listenOidcServer, OIDC_CLIENT_ID, type OidcServer } from './oidcServer';

let oidc: OidcServer;
let backend: ConnectedBackend;
let media: MediaServer;
let nginx: NginxServer;
let browser: Browser;
let prefix: string;
let siteRoot: string;

/**
 * The build folder as nginx's root, with a config.json of its own: the build's files are
 * linked (the e2e files share one build), config.json is a file the test writes, as the
 * operator does after copying the build.
 */
function siteFrom(build: string, root: string): void {
  mkdirSync(root);
  for (const name of readdirSync(build)) {
    if (name === 'config.json') writeFileSync(join(root, name), readFileSync(join(build, name)));
    else symlinkSync(join(build, name), join(root, name));
  }
}

beforeAll(async () => {
  prefix = await mkdtemp(join(tmpdir(), 'wm-e2e-nginx-'));
  siteRoot = join(prefix, 'site');
  siteFrom(inject('prodDir'), siteRoot);
  // What the example realm puts into a token: the verified e-mail. The role is the stored one
  // (the data service's door, packages/dataservice/README.md): admin, experte and buerger are the seed's.
  oidc = await listenOidcServer({ accessTokenClaims: () => ({ email_verified: true }) });
  backend = await startConnectedBackend(oidc.jwks, OIDC_CLIENT_ID);
  media = await startMediaServer();
  nginx = await startNginx(prefix, {
    root: siteRoot,
    dataService: new URL(backend.url).host,
    identityOrigin: oidc.issuer,
    scansOrigin: media.origin,
    picturesOrigin: media.origin,
    tilesOrigin: media.origin,
  });
  oidc.start(nginx.url);
  browser = await chromium.launch(LAUNCH_OPTIONS);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await nginx?.close();
  await media?.close();
  await backend?.close();
  await oidc?.close();
  if (prefix) await rm(prefix, { recursive: true, force: true });
});

/** The operator's config.json: same-origin data service, every origin the CSP names. */
function filledConfig() {
  return {
    productName: 'Waldmonitor',
    identity: { type: 'oidc', issuer: oidc.issuer, clientId: OIDC_CLIENT_ID },
    dataService: { type: 'rest', url: '/api' },
    funder: { name: 'Fachagentur Nachwachsende Rohstoffe e. V.', logoUrl: '/funder-logo.svg' },
    ...media.config,
    issuer: demoConfig.issuer,
  };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request to nginx over TLS, trusting its self-signed certificate (nothing decompressed). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(`${nginx.url}${path}`, { method, headers, ca: nginx.certificate }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function newContext(): Promise<{ context: BrowserContext; page: Page; watch: CspWatch }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'de-DE',
    // nginx's certificate is self-signed for 127.0.0.1.
    ignoreHTTPSErrors: true,
    acceptDownloads: true,
  });
  const watch = await watchCsp(context, nginx.url);
  return { context, page: await context.newPage(), watch };
}

/** The provider's own pages: its login form (any login, any password), then its consent. */
async function signIn(page: Page, login: string): Promise<void> {
  await page.goto(`${nginx.url}/`);
  await page.waitForURL((url) => url.origin === oidc.issuer);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('geheim');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await waitForPath(page, '/dashboard');
  await settled(page);
}

/** Nothing the policy refused, nothing else wrong. */
function expectClean(watch: CspWatch, report?: WalkReport): void {
  expect(watch.violations).toEqual([]);
  expect(watch.consoleReports).toEqual([]);
  expect(watch.problems).toEqual([]);
  if (report) expect(report.problems).toEqual([]);
}

/**
 * The data service was asked through nginx on the app's origin, without one CORS preflight
 * (nginx logs every request the browser sends, OPTIONS included) and never over the limit.
 */
function expectSameOriginCalls(logSinceStart: string[]): void {
  const calls = logSinceStart.filter((line) => / \/api\//.test(line));
  expect(calls.length).toBeGreaterThan(0);
  expect(logSinceStart.filter((line) => line.startsWith('OPTIONS '))).toEqual([]);
  expect(calls.filter((line) => line.endsWith(' 429'))).toEqual([]);
}

const CSP_OF = (answer: Answer) => String(answer.headers['content-security-policy'] ?? '');

describe('the production build behind nginx (deploy/nginx/waldmonitor.conf), as built', () => {
  it('the build’s config.json is the template: the start page names every key still to fill', async () => {
    const { context, page, watch } = await newContext();
    try {
      await page.goto(`${nginx.url}/dashboard`);
      const alert = page.getByRole('alert');
      await eventually(() => alert.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual([
        'Waldmonitor kann nicht starten',
      ]);
      expect(await alert.locator('p').first().innerText()).toBe(
        '„config.json“ ist noch die Vorlage des Builds: 23 Angaben sind nicht ausgefüllt.',
      );
      const items = await alert.getByRole('list', { name: 'Fehlende oder falsche Angaben' }).getByRole('listitem');
      expect((await items.allInnerTexts()).slice(0, 3)).toEqual([
        '„identity.url“ ist noch nicht ausgefüllt.',
        '„identity.realm“ ist noch nicht ausgefüllt.',
        '„funder.name“ ist noch nicht ausgefüllt.',
      ]);
      expect(await items.count()).toBe(23);
      expectClean(watch);
    } finally {
      await context.close();
    }
  });
});

describe('the production build behind nginx, its config.json filled in', () => {
  // The operator fills it in; config.json is revalidated on every load, so no cache keeps the template.
  beforeAll(() => writeFileSync(join(siteRoot, 'config.json'), JSON.stringify(filledConfig(), null, 2)));

  it('the watch sees what the policy refuses (a picture from an origin it does not name)', async () => {
    const { context, page, watch } = await newContext();
    try {
      await signIn(page, 'buerger');
      await page.evaluate(() => {
        const image = new Image();
        image.src = 'http://127.0.0.2:9/fremd.png';
        document.body.append(image);
      });
      await eventually(async () => watch.violations.length).toBe(1);
      expect(watch.violations[0]).toMatch(/^img-src http:\/\/127\.0\.0\.2:9\/fremd\.png /);
      expect(watch.consoleReports).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it('sends the security headers, caches hashed assets for a year and revalidates index.html and config.json', async () => {
    const index = await get('/');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.headers['cache-control']).toBe('no-cache');
    const csp = CSP_OF(index);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`connect-src 'self' ${oidc.issuer} ${media.origin};`);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline';/);
    expect(index.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(index.headers['x-content-type-options']).toBe('nosniff');
    expect(index.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(index.headers['permissions-policy']).toContain('camera=()');
    expect(index.headers.server).toBe('nginx');

    const config = await get('/config.json');
    expect(config.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(config.body.toString('utf8'))).toMatchObject({ dataService: { type: 'rest', url: '/api' } });

    const entry = /src="(\/assets\/index-[\w-]+\.js)"/.exec(index.body.toString('utf8'))?.[1];
    expect(entry).toBeDefined();
    const asset = await get(entry!, { 'Accept-Encoding': 'gzip' });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers.vary).toBe('Accept-Encoding');
    expect(CSP_OF(asset)).toBe(csp);

    // The router's paths are index.html; a missing chunk is a 404, never HTML in place of a script.
    const deepLink = await get('/dashboard?bereich=rechnungen&id=12');
    expect([deepLink.status, deepLink.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(deepLink.body.equals(index.body)).toBe(true);
    expect((await get('/assets/gibt-es-nicht-0000.js')).status).toBe(404);

    // /api/ is PostgREST (here its emulation), on the same origin, without the prefix.
    const call = await get('/api/rpc/a_get_currentsessionuser', { 'Content-Type': 'application/json' }, 'POST', '{}');
    expect(call.status).toBe(200);
    expect(call.headers['content-type']).toMatch(/^application\/json/);
    expect(call.headers['cache-control']).toBeUndefined();
    expect(call.headers['strict-transport-security']).toBe('max-age=31536000');

    // Plain HTTP only redirects.
    const plain = await fetch(`${nginx.plainUrl}/dashboard`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('https://127.0.0.1/dashboard');
  });

  it('an administrator walks every screen, a scan in the GIS editor, an invoice’s print view, PDF and XRechnung: no CSP violation, no preflight', async () => {
    const { context, page, watch } = await newContext();
    const report: WalkReport = { opened: [], problems: [] };
    const logBefore = nginx.accessLog().length;
    try {
      await signIn(page, 'admin');
      await openEveryMenuPage(page, report);
      expect(report.opened.length).toBeGreaterThanOrEqual(9);

      // The GIS editor with a map's scan from the IIIF server, and the world map's tiles.
      await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'GIS', exact: true }).click();
      await page.getByRole('main').getByRole('table').getByRole('row').nth(1).click();
      const scan = page.getByTestId('georef-image');
      await eventually(() => scan.getAttribute('data-scan')).toBe('tiled');
      await eventually(() => scan.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(0);
      await eventually(async () => media.requested.some((path) => path.startsWith('/tiles/'))).toBe(true);
      await settled(page);

      // An invoice: its print view, printed to PDF, and its XRechnung.
      await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Dashboard' }).click();
      await page
        .getByRole('navigation', { name: 'Bereiche der Verwaltung' })
        .getByRole('link', { name: 'Rechnungen' })
        .click();
      await page.getByRole('table', { name: 'Alle Rechnungen' }).getByRole('row').nth(1).click();
      await page.getByRole('heading', { level: 1, name: /^Rechnung \d+$/ }).waitFor();
      await page.getByRole('button', { name: 'Drucken / PDF' }).click();
      const letter = page.getByRole('article', { name: /^Rechnung \d+$/ });
      await letter.waitFor();
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await page.getByRole('button', { name: 'Schließen' }).first().click();
      const xml = (await downloadEInvoice(page, 'XRechnung (UBL)')).bytes.toString('utf8');
      expect(xml).toContain('urn:cen.eu:en16931');
      // The ZUGFeRD PDF: @e-invoice-eu/core's chunk does its real work under the policy.
      const hybrid = (await downloadEInvoice(page, 'ZUGFeRD-PDF')).bytes;
      expect(hybrid.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const attached = Object.values(await attachmentsOfPdf(hybrid)).map((file) => file.filename);
      expect(attached).toEqual([expect.stringMatching(/^(factur-x|xrechnung)\.xml$/)]);
      // Sent by e-mail: the file goes through the call's own location (14 MB, not the API's 4 MB).
      await page.getByRole('button', { name: 'Per E-Mail senden' }).click();
      const send = page.getByRole('dialog', { name: 'Rechnung per E-Mail senden' });
      const to = send.getByRole('textbox', { name: /^An/ });
      if ((await to.inputValue()) === '') await to.fill('rechnung@kunde.example');
      await send.getByRole('button', { name: /senden$/i }).click();
      await send.waitFor({ state: 'hidden' });
      await page.getByRole('list', { name: 'Versand, neuester zuerst' }).waitFor();
      await settled(page);
      expectClean(watch, report);
      expectSameOriginCalls(nginx.accessLog().slice(logBefore));
    } finally {
      await context.close();
    }
  }, 240_000);

  it('an expert walks every screen and reviews a sighting with its pictures from their own origin', async () => {
    const { context, page, watch } = await newContext();
    const report: WalkReport = { opened: [], problems: [] };
    const logBefore = nginx.accessLog().length;
    try {
      await signIn(page, 'experte');
      await openEveryMenuPage(page, report);
      await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Dashboard' }).click();
      await page.getByRole('button', { name: 'Buchdrucker in Bayern: 6 offen' }).click();
      const rows = page.getByRole('table', { name: 'Meldungen', exact: true }).getByRole('row');
      await eventually(() => rows.count()).toBeGreaterThan(2);
      const pictures = page.locator(`img[src^="${media.origin}/bilder/"]`);
      // Most sightings have pictures; the first of these that has one shows it.
      for (let row = 1; row <= 3 && (await pictures.count()) === 0; row += 1) {
        await rows.nth(row).click();
        await page.getByRole('heading', { level: 3, name: /^Meldung \d+$/ }).waitFor();
        await settled(page);
      }
      await eventually(() => pictures.first().evaluate((image) => (image as HTMLImageElement).naturalWidth > 0)).toBe(
        true,
      );
      await settled(page);
      expectClean(watch, report);
      expectSameOriginCalls(nginx.accessLog().slice(logBefore));
    } finally {
      await context.close();
    }
  }, 180_000);

  it('a citizen walks every screen and downloads a chart as CSV and PNG', async () => {
    const { context, page, watch } = await newContext();
    const report: WalkReport = { opened: [], problems: [] };
    const logBefore = nginx.accessLog().length;
    try {
      await signIn(page, 'buerger');
      await openEveryMenuPage(page, report);
      await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Dashboard' }).click();
      for (const kind of ['CSV', 'PNG']) {
        const download = page.waitForEvent('download');
        await page
          .getByRole('button', { name: new RegExp(`als ${kind} herunterladen$`) })
          .first()
          .click();
        expect((await download).suggestedFilename()).toMatch(new RegExp(`\\.${kind.toLowerCase()}$`));
      }
      await settled(page);
      expectClean(watch, report);
      expectSameOriginCalls(nginx.accessLog().slice(logBefore));
    } finally {
      await context.close();
    }
  }, 180_000);

  it('no chunk needs unsafe-eval: the chunks that name Function() run their real work under the policy', async () => {
    // `grep -r "Function(" dist/assets`: only exceljs, jszip and TinyMCE (the template part's
    // pages) name it, each as a fallback a browser window never reaches (docs/decisions.md), and
    // the e-invoice writer: jsonpath-plus's "native" evaluation (the library's spreadsheet
    // mapping's, never called) and esgettext's plural formula (only for a catalogue with a
    // plural header; ours has none). The walk above downloads a ZUGFeRD PDF under the policy.
    const assets = readdirSync(join(inject('prodDir'), 'assets')).filter((name) => name.endsWith('.js'));
    const naming = assets.filter((name) => {
      const text = readFileSync(join(inject('prodDir'), 'assets', name), 'utf8');
      return /\bFunction\(|\beval\(/.test(text);
    });
    const chunk = (pattern: RegExp) => `/assets/${assets.find((name) => pattern.test(name)) ?? 'fehlt'}`;
    const exceljs = chunk(/^exceljs\.min-/);
    const jszip = chunk(/^jszip\.min-/);
    const tinymce = chunk(/^tinymceEditor-/);
    const eInvoice = chunk(/^eInvoiceFormats-/);
    expect(naming.map((name) => `/assets/${name}`).sort()).toEqual([exceljs, jszip, tinymce, eInvoice].sort());

    const { context, page, watch } = await newContext();
    try {
      await signIn(page, 'buerger');
      const results = await page.evaluate(heavyLibrariesProbe({ exceljs, jszip, tinymce }));
      expect(results).toEqual({ cell: 'Buchdrucker', unzipped: 'Käfer', html: '<p>Hallo Wald</p>' });
      expectClean(watch);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('the rate limit answers a burst beyond it with 429 before it reaches the data service', async () => {
    // Past the walks' requests, so the bucket of 127.0.0.1 is empty again (20 per second).
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const answers = await Promise.all(
      Array.from({ length: 120 }, () =>
        get('/api/rpc/a_get_currentsessionuser', { 'Content-Type': 'application/json' }, 'POST', '{}'),
      ),
    );
    const statuses: Record<number, number> = {};
    for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
    // Every answer is the limit's 429 or the data service's own 200: no 502 of a reused upstream
    // connection the data service was closing (the upstream's keepalive_timeout).
    expect(Object.keys(statuses).sort()).toEqual(['200', '429']);
    expect(statuses[200]).toBeGreaterThanOrEqual(60);
  });
});
