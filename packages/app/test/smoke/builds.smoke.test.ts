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

  it('npm run build, then npm run preview: the start page names every key of the config.json template to fill', async () => {
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
