import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, setupBrowser } from './browser';
import { appStatusClaims, setupConnectedApp, signInAtProvider } from './connectedApp';
import { acceptPrompts, asksBeforeLeaving, CUT_SAVES, outcome, type CutSave } from './reloadDuringSave';

/**
 * The reloads of reloadDuringSave.e2e.test.ts against the data service: the production build
 * signed in through an OpenID Connect server, the SQL on PostgreSQL behind the PostgREST
 * emulation. A request the browser gives up on may still be committed by the server; the
 * person was asked before the page went, and the screen after the reload shows what the
 * database holds, all of the save or none of it.
 */
const browser = setupBrowser();

const APP_STATUS: Record<string, string> = { admin: 'ogf_admin', experte: 'ogf_expert' };

const connected = setupConnectedApp({ accessTokenClaims: appStatusClaims(APP_STATUS) }, { productName: 'Waldmonitor' });

/** Signs in at the provider on the way to the save's screen, and waits for it. */
async function open(page: Page, save: CutSave) {
  await page.goto(`${connected.app.url}${save.path}`);
  await signInAtProvider(page, connected.oidc, save.login);
  await page.waitForURL((url) => url.origin === connected.app.url);
  await save.ready(page);
}

async function reloadAndRead(page: Page, save: CutSave) {
  await page.reload({ waitUntil: 'commit' });
  await save.ready(page);
  return save.shown(page);
}

const isCall = (save: CutSave) => (url: URL) => url.pathname.endsWith(`/rpc/${save.call}`);

describe.each(CUT_SAVES)('a reload during a save against the data service: $name', (save) => {
  it('before the request leaves the browser (held back): asks first, nothing is saved', async () => {
    const page = await browser.newPage();
    const prompts = acceptPrompts(page);
    await open(page, save);
    const before = await save.shown(page);
    const held: Route[] = [];
    const matches = isCall(save);
    await page.route(matches, (route) => void held.push(route));
    await save.act(page, 'vorher');
    await eventually(async () => held.length).toBe(1);
    expect(await asksBeforeLeaving(page)).toBe(true);
    // Held on through the reload, which cancels it (an unrouted request would go on).
    const after = await reloadAndRead(page, save);
    await page.unroute(matches);
    expect(outcome(save, before, after, 'vorher')).toBe('nicht gespeichert');
    expect(prompts).toEqual(['beforeunload']);
  });

  it('while the database holds the write mid-way: asks first; the server finishes it, and the screen shows it whole', async () => {
    const page = await browser.newPage();
    const prompts = acceptPrompts(page);
    await open(page, save);
    const before = await save.shown(page);
    // Reads go on; the procedure's first lock waits until the lock is let go.
    const blocker = await connected.backend.superuser();
    try {
      await blocker.query('BEGIN');
      await blocker.query(`LOCK TABLE ${save.lockedTable} IN EXCLUSIVE MODE`);
      await save.act(page, 'waehrend');
      const waiting = async () =>
        Number(
          (
            await blocker.query<{ n: string }>(
              `SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE $1`,
              [`%${save.call}%`],
            )
          ).rows[0]?.n,
        );
      await eventually(waiting).toBe(1);
      const reloaded = page.reload({ waitUntil: 'commit' });
      await eventually(async () => prompts.length).toBe(1);
      await blocker.query('COMMIT');
      await reloaded;
    } finally {
      await blocker.end();
    }
    await save.ready(page);
    const after = await save.shown(page);
    // The browser gave up on the answer, not the server on the write.
    expect(outcome(save, before, after, 'waehrend')).toBe('gespeichert');
    expect(prompts).toEqual(['beforeunload']);
  });

  it('after the answer, once the screen says so: nothing asks, and the save is there', async () => {
    const page = await browser.newPage();
    const prompts = acceptPrompts(page);
    await open(page, save);
    const before = await save.shown(page);
    const answer = page.waitForResponse((response) => isCall(save)(new URL(response.url())));
    await save.act(page, 'nachher');
    expect((await answer).status()).toBeLessThan(300);
    await save.done(page);
    await eventually(() => asksBeforeLeaving(page)).toBe(false);
    const after = await reloadAndRead(page, save);
    expect(outcome(save, before, after, 'nachher')).toBe('gespeichert');
    expect(prompts).toEqual([]);
  });
});
