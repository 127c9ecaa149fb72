import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAUNCH_OPTIONS, navbar, openAndSignIn } from '../e2e/browser';
import { watchProblems } from './pageProblems';
import { startServer, type RunningCommand } from './readmeCommand';
import { walkProductRoles } from './walks';

/**
 * The README's quick start, `npm start`: the demo built (when a source changed since
 * dist-demo/ was made; under `npm test` the run's own `build:demo` step made it) and served
 * compressed and cached (scripts/start.mjs).
 */
describe('npm start', () => {
  let server: RunningCommand;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer('start');
    browser = await chromium.launch(LAUNCH_OPTIONS);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('every demo role signs in and opens every page of its menu without an error', async () => {
    const report = await walkProductRoles(browser, server.url);
    expect(report.problems).toEqual([]);
    expect(report.opened.length).toBeGreaterThanOrEqual(10);
  });

  it('a second tab: the whole page says the demo is open in the other tab, and takes it over', async () => {
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
    }
  });
});
