import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAUNCH_OPTIONS } from '../e2e/browser';
import { watchProblems } from './pageProblems';
import { runToEnd, startServer } from './readmeCommand';

/**
 * A README build command, run to its end; under `npm test` it has already run in this test run
 * (scripts/test-run/steps.mjs, `WALDMONITOR_BUILT=1`: its own step, which fails the run if the
 * command fails), and its output, which the e2e project serves too, is what is previewed here.
 */
const build = (script: 'build') => (process.env.WALDMONITOR_BUILT === '1' ? Promise.resolve() : runToEnd(script));

/** The README's build commands, each served as the README says. */
describe('the builds, served as the README says', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await chromium.launch(LAUNCH_OPTIONS);
  });
  afterAll(async () => {
    await browser?.close();
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
        '„config.json“ ist noch die Vorlage des Builds: 23 Angaben sind nicht ausgefüllt.',
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
