import type { Browser, Frame, Page } from 'playwright-core';
import { expect } from 'vitest';
import { watchProblems } from './pageProblems';

/** A desktop window, wider than the 992 px breakpoint (requirements §9): the menu is open. */
const DESKTOP = { width: 1280, height: 800 };

/** What a walk found: the pages it opened and what went wrong on the way. */
export interface WalkReport {
  opened: string[];
  problems: string[];
}

/**
 * Waits until the page (or a story's frame) has had no request of its own in flight for
 * `quietMs`: it has then drawn what its reads returned (or the error they met). A page still
 * asking after `timeoutMs` is let go, and said on the console at once: a walk that ran into the
 * test's 10 minutes (page after page let go) printed nothing of where before.
 */
export async function settled(page: Page | Frame, quietMs = 400, timeoutMs = 30_000): Promise<void> {
  const waited = page.evaluate(
    ({ quietMs, timeoutMs }) =>
      new Promise<boolean>((resolve) => {
        const started = performance.now();
        let seen = performance.getEntriesByType('resource').length;
        let quietSince = performance.now();
        const tick = () => {
          const now = performance.now();
          const count = performance.getEntriesByType('resource').length;
          if (count !== seen) {
            seen = count;
            quietSince = now;
          }
          if (now - quietSince >= quietMs) resolve(true);
          else if (now - started > timeoutMs) resolve(false);
          else setTimeout(tick, 50);
        };
        tick();
      }),
    { quietMs, timeoutMs },
  );
  const quiet = await answeredWithin(waited, timeoutMs + 15_000, 'waiting for the page to settle');
  if (!quiet) console.warn(`settled: ${page.url()} still made requests after ${timeoutMs / 1000} s; let go`);
}

/**
 * Playwright's `evaluate` and `count` wait as long as the page's own thread does not answer
 * (no timeout of their own): a page stuck in a loop held a walk until the test's 10 minutes
 * ran out, saying nothing of where. This fails with what was asked instead.
 */
async function answeredWithin<T>(asked: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the page did not answer in ${ms / 1000} s: ${what}`)), ms);
  });
  try {
    return await Promise.race([asked, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The page's own `h1` is in the main area, and it is not the part's "not found" page (polled:
 * right after a click the previous page may still be there). The template part's own 404
 * demo page (`/template/error/404`) is the one page where "not found" is right.
 */
async function expectPageShown(page: Page, where: string, isNotFoundPage = false): Promise<void> {
  const main = page.getByRole('main');
  const shown = async () => {
    const headings = await answeredWithin(main.getByRole('heading', { level: 1 }).count(), 30_000, where);
    if (headings === 0) return 'no h1 in main';
    const notFound = /Seite nicht gefunden|Page not found/.test(await main.innerText());
    return notFound === isNotFoundPage ? 'shown' : 'not-found page';
  };
  await expect.poll(shown, { timeout: 30_000, message: where }).toBe('shown');
}

/**
 * The names of a navigation's links, once it shows one: `allInnerTexts` does not wait, and on a
 * cold development server the menu could come after the page's heading, which left a role's walk
 * with nothing to open (a fresh clone's run opened 6 pages where it opens over 10).
 */
async function linkNames(page: Page, navigation: string): Promise<string[]> {
  const links = page.getByRole('navigation', { name: navigation }).getByRole('link');
  await links.first().waitFor({ timeout: 30_000 });
  return (await links.allInnerTexts()).map((t) => t.trim());
}

/** Clicks a link of a navigation and waits until its page has settled. */
async function open(page: Page, navigation: string, name: string, report: WalkReport): Promise<void> {
  await page.getByRole('navigation', { name: navigation }).getByRole('link', { name, exact: true }).first().click();
  await expectPageShown(page, `${navigation} › ${name}`);
  await settled(page);
  report.opened.push(`${navigation} › ${name} (${new URL(page.url()).pathname}${new URL(page.url()).search})`);
}

/**
 * On a signed-in page: opens every page of the main menu and, where the role has one, every
 * section of the back office (the demo's walk here, and the production build behind nginx).
 */
export async function openEveryMenuPage(page: Page, report: WalkReport): Promise<void> {
  for (const name of await linkNames(page, 'Hauptmenü')) {
    await open(page, 'Hauptmenü', name, report);
    const sections = page.getByRole('navigation', { name: 'Bereiche der Verwaltung' });
    if ((await sections.count()) === 0) continue;
    for (const section of await linkNames(page, 'Bereiche der Verwaltung')) {
      await open(page, 'Bereiche der Verwaltung', section, report);
    }
  }
}

/** The demo sign-in page's users, by their role label. */
async function demoRoles(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Demo-Nutzer' });
  await list.waitFor({ timeout: 60_000 });
  const buttons = list.getByRole('button');
  const roles: string[] = [];
  for (let i = 0; i < (await buttons.count()); i += 1) {
    roles.push((await buttons.nth(i).locator('strong').innerText()).trim());
  }
  return roles;
}

/**
 * The demo user whose user data cannot be loaded shows requirements §4 ("If user data cannot
 * be loaded, the role defaults to ogf_new"): its failed `a_get_user_data` is the point of it.
 */
const EXPECTED_PROBLEMS: Record<string, RegExp> = {
  'Nutzerdaten fehlerhaft': /\/rpc\/a_get_user_data\b/,
};

/**
 * Signs in as every demo user of the product part, one after the other in one browser as a
 * person trying the demo would (signing out through the user menu in between), and opens every
 * page of its menu and every section of the back office, where the role has one. A fresh
 * context per role made each role a first visit: on the development server that fetched and
 * compiled its 500 modules and booted the demo's database five times (docs/testing.md); that
 * each role starts from nothing stored is the e2e files' part (roleMenus.e2e, guard.e2e).
 */
export async function walkProductRoles(browser: Browser, baseUrl: string): Promise<WalkReport> {
  const report: WalkReport = { opened: [], problems: [] };
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'de-DE' });
  const page = await context.newPage();
  const problems = watchProblems(page, baseUrl);
  try {
    await page.goto(`${baseUrl}/login`);
    const roles = await demoRoles(page);
    expect(roles.length).toBeGreaterThanOrEqual(4);
    for (const role of roles) {
      const before = problems().length;
      try {
        await page
          .getByRole('list', { name: 'Demo-Nutzer' })
          .getByRole('button')
          .filter({ has: page.getByText(role, { exact: true }) })
          .click({ timeout: 60_000 });
        await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 60_000 });
        await expectPageShown(page, `${role}: Dashboard`);
        await settled(page);
        await openEveryMenuPage(page, report);
        await page
          .getByRole('banner')
          .getByRole('button', { name: /^Benutzermenü/ })
          .click();
        await page.getByRole('menuitem', { name: 'Abmelden' }).click();
        await page.waitForURL((url) => url.pathname === '/login', { timeout: 30_000 });
      } catch (error) {
        const last = report.opened.at(-1) ?? 'none yet';
        throw new Error(`${role}, on ${page.url()} (last page opened: ${last}): ${String(error)}`, { cause: error });
      } finally {
        const expected = EXPECTED_PROBLEMS[role];
        const unexpected = problems()
          .slice(before)
          .filter((problem) => !expected?.test(problem));
        report.problems.push(...unexpected.map((problem) => `${role}: ${problem}`));
      }
    }
  } finally {
    await context.close();
  }
  return report;
}

/**
 * The template part (linked from the demo sign-in): its administrator sees every page of
 * its menu (requirements §6), so one sign-in opens them all.
 */
export async function walkTemplatePart(browser: Browser, baseUrl: string): Promise<WalkReport> {
  const report: WalkReport = { opened: [], problems: [] };
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-GB' });
  const page = await context.newPage();
  const problems = watchProblems(page, baseUrl);
  try {
    await page.goto(`${baseUrl}/template/login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('123456');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL((url) => url.pathname !== '/template/login', { timeout: 60_000 });
    await expectPageShown(page, 'template: first page');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Dashboard' }).waitFor();
    // Every link of the menu, those inside closed groups too (the external link is left out).
    const hrefs = await menu
      .locator('a[href^="/template/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(20);
    for (const href of hrefs) {
      const link = menu.locator(`a[href="${href}"]`).first();
      // Open the groups around the link, outermost first, as a person would.
      const groups = await link.evaluate((element) => {
        const ids: string[] = [];
        for (let list = element.closest('ul'); list; list = list.parentElement?.closest('ul') ?? null) {
          if (list.id) ids.unshift(list.id);
        }
        return ids;
      });
      for (const id of groups) {
        const toggle = menu.locator(`button[aria-controls="${id}"]`);
        if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
      }
      const name = (await link.innerText()).trim();
      await link.click();
      await page.waitForURL((url) => url.pathname === href, { timeout: 30_000 });
      await expectPageShown(page, `Main menu › ${name}`, href.endsWith('/error/404'));
      await settled(page);
      report.opened.push(`Main menu › ${name} (${href})`);
    }
  } finally {
    report.problems.push(...problems().map((problem) => `template admin: ${problem}`));
    await context.close();
  }
  return report;
}
