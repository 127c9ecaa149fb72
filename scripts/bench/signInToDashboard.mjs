// Demo: the Administrator's sign-in click until the dashboard (the back office's overview)
// has rendered its data, timed in the page (click event to the DOM holding the headings).
// Taken once the demo's database answers (and msw's service worker is up), so it times the
// app, not PGlite's boot (`npm run bench -- --demo` times the sign-in during the boot).
/* global window, document, MutationObserver -- functions passed to page.evaluate run in the browser */
import { demoUserButton, demoReady, repeat } from './chromium.mjs';
import { median } from './report.mjs';

export const BUDGET_SIGN_IN_MS = 300;

/** In the page: resolves with the time from the first click to the dashboard's headings in the DOM. */
function armTimer() {
  let clickAt = null;
  document.addEventListener('click', () => (clickAt ??= performance.now()), { capture: true });
  const texts = (selector) => [...document.querySelectorAll(selector)].map((element) => element.textContent.trim());
  const rendered = () =>
    texts('h1').includes('Übersicht') && texts('h2, [aria-level="2"]').includes('Expertenanfragen');
  window.__signInMs = new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('Dashboard nach 30 s nicht gezeigt')), 30_000);
    const observer = new MutationObserver(() => {
      if (clickAt !== null && rendered()) {
        observer.disconnect();
        resolve(performance.now() - clickAt);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

export async function measureSignIn(browser, runs) {
  const { results, errors } = await repeat(runs, async () => {
    const { page, close } = await browser.newPage();
    try {
      await page.goto(`${browser.baseUrl}/login`);
      const button = demoUserButton(page, 'Administrator');
      await button.waitFor({ timeout: 30_000 });
      await demoReady(page);
      await page.evaluate(armTimer);
      await button.click();
      return await page.evaluate(() => window.__signInMs);
    } finally {
      await close();
    }
  });
  return { runs: results, errors, ms: results.length ? median(results) : null };
}
