import { describe, expect, it } from 'vitest';
import { navbar, openAndSignIn } from '../e2e/browser';
import { watchProblems } from './pageProblems';
import { setupServedCommand } from './readmeCommand';
import { walkProductRoles } from './walks';

/**
 * The README's quick start, `npm start`: the demo built (when a source changed since
 * dist-demo/ was made; under `npm test` the run's own `build:demo` step made it) and served
 * compressed and cached (scripts/start.mjs).
 */
describe('npm start', () => {
  const served = setupServedCommand('start');

  it('every demo role signs in and opens every page of its menu without an error', async () => {
    const report = await walkProductRoles(served.browser, served.server.url);
    expect(report.problems).toEqual([]);
    expect(report.opened.length).toBeGreaterThanOrEqual(10);
  });

  it('a second tab: the whole page says the demo is open in the other tab, and takes it over', async () => {
    // Two tabs of one browser: one context.
    const context = await served.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
    try {
      const first = await context.newPage();
      await openAndSignIn(first, served.server.url, 'Administrator');
      await navbar(first).getByText('Administrator', { exact: true }).waitFor();

      const second = await context.newPage();
      const problems = watchProblems(second, served.server.url);
      await second.goto(`${served.server.url}/dashboard`);
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
