import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoDataRequests, eventually, openSignedIn, setupBrowser } from './browser';
import { acceptPrompts, asksBeforeLeaving, CUT_SAVES, outcome, type CutSave } from './reloadDuringSave';

const browser = setupBrowser();

/** Whether the page has had the save's answer, and it was a success. */
const answered = async (page: Page, call: string) =>
  (await demoDataRequests(page)).some(
    ({ url, status }) => url.includes(`/rpc/${call}`) && status >= 200 && status < 300,
  );

/** The screen of `save`, signed in, ready; `query` is added to its address (a latency, say). */
async function open(page: Page, save: CutSave, query = '') {
  const separator = save.path.includes('?') ? '&' : '?';
  await openSignedIn(page, browser.baseUrl, query ? `${save.path}${separator}${query}` : save.path, save.role);
  await save.ready(page);
}

/** Reloads; the screen must be back within the ready wait (a start that hangs fails here). */
async function reloadAndRead(page: Page, save: CutSave) {
  await page.reload({ waitUntil: 'commit' });
  await save.ready(page);
  return save.shown(page);
}

/**
 * A reload at each moment of a save in the demo, whose data service is the SQL in PGlite in the
 * page's worker: the worker commits a write and stores the database before it answers, and a
 * reload ends the worker. Afterwards the save is there whole or not at all, never in part; the
 * next start takes the database over and the screen is back; and the page asked before it went
 * while (and only while) the save was under way.
 */
describe.each(CUT_SAVES)('a reload during a save in the demo: $name', (save) => {
  it('before the request reaches the data worker (held back in the page): asks first, nothing is saved', async () => {
    const page = await browser.newPage();
    const prompts = acceptPrompts(page);
    await open(page, save, `latency=${save.call}:8000`);
    const before = await save.shown(page);
    await save.act(page, 'vorher');
    await page.waitForTimeout(300);
    expect(await asksBeforeLeaving(page)).toBe(true);
    const after = await reloadAndRead(page, save);
    expect(outcome(save, before, after, 'vorher')).toBe('nicht gespeichert');
    expect(prompts).toEqual(['beforeunload']);
  });

  it('at once after the save is made, the data worker still at it: the save is there whole or not at all', async () => {
    const page = await browser.newPage();
    const prompts = acceptPrompts(page);
    await open(page, save);
    const before = await save.shown(page);
    await save.act(page, 'waehrend');
    const after = await reloadAndRead(page, save);
    // Which one depends on how far the worker got; half of it never.
    expect(['gespeichert', 'nicht gespeichert']).toContain(outcome(save, before, after, 'waehrend'));
    expect(prompts.length).toBeLessThanOrEqual(1);
  });

  it('after the answer, once the screen says so: nothing asks, and the save is there', async () => {
    const page = await browser.newPage();
    const prompts = acceptPrompts(page);
    await open(page, save);
    const before = await save.shown(page);
    await save.act(page, 'nachher');
    await eventually(() => answered(page, save.call)).toBe(true);
    await save.done(page);
    await eventually(() => asksBeforeLeaving(page)).toBe(false);
    const after = await reloadAndRead(page, save);
    expect(outcome(save, before, after, 'nachher')).toBe('gespeichert');
    expect(prompts).toEqual([]);
  });
});
