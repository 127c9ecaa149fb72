import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, mainMenu, setupBrowser, signIn, waitForPath } from './browser';

const browser = setupBrowser();

const notice = (page: Page) => page.getByRole('status', { name: 'Großer Demo-Datenbestand' });
const usersCount = (page: Page) => page.getByRole('search', { name: 'Alle Nutzer filtern' }).getByRole('status');

/** The longest gap between two animation frames while `ms` pass: the page's thread stays free. */
const longestFrameGap = (page: Page, ms: number) =>
  page.evaluate(
    (span) =>
      new Promise<number>((resolve) => {
        let last = performance.now();
        let longest = 0;
        const end = last + span;
        const frame = (now: number) => {
          longest = Math.max(longest, now - last);
          last = now;
          if (now < end) requestAnimationFrame(frame);
          else resolve(longest);
        };
        requestAnimationFrame(frame);
      }),
    ms,
  );

describe('the demo with ?daten=gross', () => {
  it("builds a busy year's data in its worker, shows the lists at that size, and keeps the choice for the session", async () => {
    const page = await browser.newPage();
    await page.goto(`${browser.baseUrl}/login?daten=gross`);
    // The worker builds for seconds; the page says so and keeps drawing frames meanwhile.
    await notice(page).waitFor();
    expect(await notice(page).innerText()).toContain('Großer Demo-Datenbestand wird erzeugt');
    expect(await longestFrameGap(page, 500)).toBeLessThan(250);

    await signIn(page, 'Administrator');
    await waitForPath(page, '/dashboard');
    await mainMenu(page).getByRole('link', { name: 'Nutzer' }).click();
    await waitForPath(page, '/users/index');
    // The generator's 50,000 users (the demo seed has 66).
    await eventually(() => usersCount(page).innerText()).toBe('50.000 Nutzer');
    await eventually(() => notice(page).count()).toBe(0);
    // 25 a page: the pagination's last page is 2.000.
    const pages = page.getByRole('navigation', { name: 'Alle Nutzer: Seiten' });
    await pages.getByRole('button', { name: 'Seite 2.000' }).waitFor();

    // A reload without the parameter builds the large dataset again: the session remembers it.
    await page.reload();
    await waitForPath(page, '/users/index');
    await eventually(() => usersCount(page).innerText()).toBe('50.000 Nutzer');

    // ?daten=demo goes back to the seed.
    await page.goto(`${browser.baseUrl}/users/index?daten=demo`);
    await eventually(() => usersCount(page).innerText()).toBe('66 Nutzer');
  });
});
