import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAUNCH_OPTIONS, navbar, openAndSignIn } from '../e2e/browser';
import { watchProblems } from './pageProblems';
import { runToEnd, startServer } from './readmeCommand';
import { walkProductRoles } from './walks';

/**
 * A README build command, run to its end; under `npm test` it has already run in this test run
 * (scripts/test-run/steps.mjs, `WALDMONITOR_BUILT=1`: its own step, which fails the run if the
 * command fails), and its output, which the e2e project serves too, is what is previewed here.
 */
const build = (script: 'build' | 'build:demo') =>
  process.env.WALDMONITOR_BUILT === '1' ? Promise.resolve() : runToEnd(script);

/** The README's build commands, each served as the README says. */
describe('the builds, served as the README says', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await chromium.launch(LAUNCH_OPTIONS);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('npm run build:demo, then npm run preview:demo: every demo role opens every page of its menu', async () => {
    await build('build:demo');
    const server = await startServer('preview:demo');
    try {
      const report = await walkProductRoles(browser, server.url);
      expect(report.problems).toEqual([]);
      expect(report.opened.length).toBeGreaterThanOrEqual(10);
    } finally {
      await server.stop();
    }
  });

  it('npm run preview:demo in a second tab: the whole page says the demo is open in the other tab, and takes it over', async () => {
    await build('build:demo');
    const server = await startServer('preview:demo');
    // Two tabs of one browser: one context.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
    try {
      const first = await context.newPage();
      await openAndSignIn(first, server.url, 'Administrator');
      await navbar(first).getByText('Administrator', { exact: true }).waitFor();

      const second = await context.newPage();
      const problems = watchProblems(second, server.url);
      await second.goto(`${server.url}/dashboard`);
      const heading = (page: typeof second, name: string) => page.getByRole('heading', { level: 1, name });
      await heading(second, 'Die Demo ist bereits in einem anderen Tab geöffnet').waitFor({ timeout: 30_000 });
      const page = await second.getByRole('main').innerText();
      expect(page).toContain('Nur ein Tab kann die Demo-Daten nutzen.');
      expect(page).not.toMatch(/Nutzerdaten|Geschäftsstelle|Neuer Nutzer/);

      // "Hier verwenden": the first tab lets go and says so; the second loads with the data.
      await second.getByRole('button', { name: 'Hier verwenden' }).click();
      await heading(first, 'Die Demo wird jetzt in einem anderen Tab verwendet').waitFor({ timeout: 30_000 });
      await navbar(second).getByText('Administrator', { exact: true }).waitFor({ timeout: 30_000 });
      // And back.
      await first.getByRole('button', { name: 'Hier wieder verwenden' }).click();
      await heading(second, 'Die Demo wird jetzt in einem anderen Tab verwendet').waitFor({ timeout: 30_000 });
      await navbar(first).getByText('Administrator', { exact: true }).waitFor({ timeout: 30_000 });
      expect(problems()).toEqual([]);
    } finally {
      await context.close();
      await server.stop();
    }
  });

  it('npm run build, then npm run preview: the start page names every key of the config.json template to fill', async () => {
    await build('build');
    const server = await startServer('preview');
    const page = await browser.newPage();
    const problems = watchProblems(page, server.url);
    try {
      await page.goto(`${server.url}/dashboard`);
      const alert = page.getByRole('alert');
      await expect
        .poll(() => alert.getByRole('heading', { level: 1 }).allInnerTexts(), { timeout: 30_000 })
        .toEqual(['Waldmonitor kann nicht starten']);
      // The build ships config.json as a template (packages/app/config.template.json): each
      // value to fill is named, in the file's order.
      expect(await alert.innerText()).toContain(
        '„config.json“ ist noch die Vorlage des Builds: 19 Angaben sind nicht ausgefüllt.',
      );
      const list = alert.getByRole('list', { name: 'Fehlende oder falsche Angaben' });
      expect((await list.getByRole('listitem').allInnerTexts())[0]).toBe('„identity.url“ ist noch nicht ausgefüllt.');
      expect(problems()).toEqual([]);
    } finally {
      await page.close();
      await server.stop();
    }
  });
});
