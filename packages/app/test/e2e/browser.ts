import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { demoToken } from '@waldmonitor/dataservice/demo-token';
import { BROKEN_USER_EMAIL, DEMO_USERS } from '@waldmonitor/dataservice/demo-users';
import { roleLabel } from '@waldmonitor/ui/model';

/**
 * V8's baseline tiers only (Liftoff for wasm, no Maglev for JavaScript): a test's page lives
 * seconds, and on every boot of the demo the optimizing compilers recompiled PGlite's hot
 * functions on background threads (1.5 core-seconds a boot, the profile's code cache
 * notwithstanding). The e2e project: 1,035 core-seconds instead of 1,138 (docs/testing.md).
 * What a page computes is the same; the bench measures with Chromium's defaults, and so does
 * the Storybook walk, whose manager and preview run the development server's unbundled
 * modules for minutes, where the optimized code pays (`LONG_LIVED_LAUNCH_OPTIONS`).
 */
const BASELINE_COMPILERS = ['--js-flags=--liftoff-only --no-maglev'];

/** Debian's chromium, never a downloaded browser (docs/toolchain.md). */
export const LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    ...BASELINE_COMPILERS,
  ],
};

/** `LAUNCH_OPTIONS` with V8's own compiler tiers, for pages that live minutes. */
export const LONG_LIVED_LAUNCH_OPTIONS = {
  ...LAUNCH_OPTIONS,
  args: LAUNCH_OPTIONS.args.filter((arg) => !BASELINE_COMPILERS.includes(arg)),
};

/** A desktop window: wider than the 992 px mobile breakpoint (requirements §9), so the sidebar is open. */
const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

export const TOKEN_KEY = 'Admin-Token';

export interface E2EBrowser {
  /** The demo build's address, e.g. `http://127.0.0.1:40123`. */
  baseUrl: string;
  /**
   * A page as a returning visitor's browser opens it: the run's browser profile, with the build's
   * files in its cache, but nothing stored (storage and cookies of every origin the profile has
   * seen are cleared after each test, so each test starts with none). With `options` (another
   * device, say), a page in a fresh context of its own instead.
   */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** A page in a fresh context of its own: for a test that routes or watches the whole context. */
  newOwnContextPage(options?: BrowserContextOptions): Promise<Page>;
}

/**
 * What a test may leave in the profile, per origin (CDP `Storage.clearDataForOrigin`): the site's
 * data, not the HTTP cache. Not `all`, which also drops caches of the browser's own and made the
 * next boot of the demo half a second slower.
 */
const STORED = 'cookies,file_systems,indexeddb,local_storage,service_workers,cache_storage';

/**
 * One chromium per test file (launching costs about a second), its pages in the run's profile
 * (`profileDir`, globalSetup.ts): the hashed build files come from the profile's cache, compiled
 * code and all, as nginx lets a browser keep them. A fresh context per page made every test a
 * first visit: each boot of the demo fetched, parsed and compiled the app and the 9 MB engine
 * anew, 4.4 s and 9.5 core-seconds to its data instead of 2.6 s and 4.9 (docs/testing.md).
 * Every test still starts signed out with nothing stored: after each, its pages are closed and
 * what they stored is cleared. One blank page stays open all along; with none, the next page
 * started without the browser's warm state (3.6 s instead of 2.6).
 */
export function setupBrowser(): E2EBrowser {
  const baseUrl = inject('baseUrl');
  const profileDir = inject('profileDir');
  let profile: BrowserContext | undefined;
  let anchor: Page | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  // Every origin the profile sent a request to: only such an origin can have stored anything.
  const origins = new Set<string>();

  beforeAll(async () => {
    profile = await chromium.launchPersistentContext(profileDir, {
      ...LAUNCH_OPTIONS,
      viewport: DESKTOP_VIEWPORT,
      locale: 'de-DE',
    });
    anchor = profile.pages()[0] ?? (await profile.newPage());
    profile.on('request', (request) => {
      const { protocol, origin } = new URL(request.url());
      if (protocol === 'http:' || protocol === 'https:') origins.add(origin);
    });
  });
  afterEach(async () => {
    await Promise.all([
      ...contexts.splice(0).map((context) => context.close()),
      ...(profile?.pages() ?? []).filter((page) => page !== anchor).map((page) => page.close()),
    ]);
    if (!profile || !anchor) return;
    const cdp = await profile.newCDPSession(anchor);
    for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORED });
    await cdp.detach();
    await profile.clearCookies();
  });
  afterAll(async () => {
    await profile?.close();
    await browser?.close();
  });

  async function newOwnContextPage(options: BrowserContextOptions = {}) {
    browser ??= await chromium.launch(LAUNCH_OPTIONS);
    const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: 'de-DE', ...options });
    contexts.push(context);
    return context.newPage();
  }

  return {
    baseUrl,
    newOwnContextPage,
    async newPage(options) {
      if (options) return newOwnContextPage(options);
      if (!profile) throw new Error('The browser starts in beforeAll.');
      return profile.newPage();
    },
  };
}

const trimmed = (texts: string[]) => texts.map((text) => text.trim());

/**
 * Polls a reading of the page until the assertion holds: the app renders after the
 * address changes. Longer than expect.poll's default second: the machine is shared.
 */
export const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 50 });

/** The path and query of the page's address. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Waits until the address is exactly `path` (path and query). */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname + url.search === path);
}

/** The sidebar's menu (`nav` "Hauptmenü"). */
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Hauptmenü' });

/** The visible names of the sidebar's menu links, top to bottom. */
export async function menuLinkNames(page: Page): Promise<string[]> {
  return trimmed(await mainMenu(page).getByRole('link').allInnerTexts());
}

/** The navbar: the shell's `header`, the page's banner (the sign-in page has none). */
export const navbar = (page: Page) => page.getByRole('banner');

/** The demo sign-in button of a role, found by its exact role label ("Administrator", …). */
export function demoUserButton(page: Page, roleLabel: string) {
  return page
    .getByRole('list', { name: 'Demo-Nutzer' })
    .getByRole('button')
    .filter({ has: page.getByText(roleLabel, { exact: true }) });
}

/** On /login (demo mode): signs in as the demo user with this role label and waits for the shell. */
export async function signIn(page: Page, roleLabel: string): Promise<void> {
  await demoUserButton(page, roleLabel).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  // The navbar, not the menu: below 992 px the menu sits in a closed drawer.
  await navbar(page).waitFor();
}

/** Opens the demo sign-in page and signs in; the app lands on the dashboard. */
export async function openAndSignIn(page: Page, baseUrl: string, roleLabel: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await signIn(page, roleLabel);
  await waitForPath(page, '/dashboard');
}

/**
 * Opens `path` signed in as the demo user with this role label, as a person who signed in
 * earlier and then types an address: the token the sign-in page stores is put in place before the
 * tab's first page loads (only then: a sign-out in the test stays one). For tests whose subject
 * is what a signed-in person sees, not the sign-in (which `openAndSignIn` goes through): the
 * demo boots once instead of twice.
 */
export async function openSignedIn(page: Page, baseUrl: string, path: string, roleLabelOfUser: string): Promise<void> {
  const user = Object.values(DEMO_USERS).find(
    (candidate) => candidate.email !== BROKEN_USER_EMAIL && roleLabel(candidate.app_status) === roleLabelOfUser,
  );
  if (!user) throw new Error(`No demo user has the role „${roleLabelOfUser}“.`);
  await page.addInitScript(
    ({ key, token }) => {
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem(key, token);
    },
    { key: TOKEN_KEY, token: demoToken(user.email, user.groups) },
  );
  await page.goto(baseUrl + path);
}

/** The breadcrumb's items as shown, outermost first. */
export async function breadcrumbTexts(page: Page): Promise<string[]> {
  return trimmed(await navbar(page).getByRole('navigation').getByRole('listitem').allInnerTexts());
}

/** The stored token, or null. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
}

export interface DemoDataRequest {
  method: string;
  /** Path and query under the data client's base (`/data/rpc/a_get_offers`, `/data/rechnung_liste?limit=25`). */
  url: string;
  /** The answer's status; 0 when the call failed as the network would. */
  status: number;
  /** The call's number on its page, in the order the app asked (1 for the first). */
  asked: number;
  /** Answered from the build's first answers while the database booted (packages/app/src/demo/firstAnswers.ts). */
  early: boolean;
}

/**
 * The demo's data requests this document has answered so far: they go to the demo's data worker,
 * not the network, and the page measures each (packages/app/src/demo/demoDatabase.ts). A
 * navigation starts a new list.
 */
export function demoDataRequests(page: Page): Promise<DemoDataRequest[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByName('waldmonitor:data-request')
      .map((entry) => (entry as PerformanceMeasure).detail as DemoDataRequest),
  );
}

/** Polls until the page's title is `title`. */
export async function expectTitle(page: Page, title: string): Promise<void> {
  await eventually(() => page.title()).toBe(title);
}

/**
 * The page itself has rendered in the main area, not the part's "Page not found" in its
 * place: the document title comes from the route table, so it is right either way.
 */
export async function expectPageBody(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await eventually(() => main.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
  expect(await main.innerText()).not.toContain('Page not found');
}

/** The tags view on, as the settings panel stores it (requirements §2: off by default); before the page's first load. */
export async function withTagsView(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const key = 'waldmonitor-settings';
    const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...saved, tagsView: true }));
  });
}
