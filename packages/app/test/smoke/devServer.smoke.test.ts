import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAUNCH_OPTIONS } from '../e2e/browser';
import { startServer, type RunningCommand } from './readmeCommand';
import { walkProductRoles, walkTemplatePart } from './walks';

/**
 * `npm run dev`: the development server's demo, for those who change code. Nothing else in the
 * suite runs it, and its module graph differs from a build's (Vite pre-bundles whole
 * dependencies), so a demo that only the development server breaks is seen here.
 */
describe('npm run dev', () => {
  let server: RunningCommand;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer('dev');
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

  it("the template part's administrator opens every page of its menu without an error", async () => {
    const report = await walkTemplatePart(browser, server.url);
    expect(report.problems).toEqual([]);
  });
});
