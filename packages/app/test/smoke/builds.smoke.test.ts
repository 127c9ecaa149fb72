import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAUNCH_OPTIONS } from '../e2e/browser';
import { watchProblems } from './pageProblems';
import { runToEnd, startServer } from './readmeCommand';
import { walkProductRoles } from './walks';

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
    await runToEnd('build:demo');
    const server = await startServer('preview:demo');
    try {
      const report = await walkProductRoles(browser, server.url);
      expect(report.problems).toEqual([]);
      expect(report.opened.length).toBeGreaterThanOrEqual(10);
    } finally {
      await server.stop();
    }
  });

  it('npm run build, then npm run preview: the start page names the config.json to put beside index.html', async () => {
    await runToEnd('build');
    const server = await startServer('preview');
    const page = await browser.newPage();
    const problems = watchProblems(page, server.url);
    try {
      await page.goto(`${server.url}/dashboard`);
      const alert = page.getByRole('alert');
      await expect
        .poll(() => alert.getByRole('heading', { level: 1 }).allInnerTexts(), { timeout: 30_000 })
        .toEqual(['Waldmonitor kann nicht starten']);
      // vite preview answers the missing file with index.html, as nginx's try_files would.
      expect(await alert.innerText()).toContain(
        'Die Konfigurationsdatei „/config.json“ fehlt (der Server antwortet mit einer HTML-Seite).',
      );
      expect(problems()).toEqual([]);
    } finally {
      await page.close();
      await server.stop();
    }
  });
});
