// Demo: the frame rate of the users table (virtualised rows) holding 10,000 users while a
// script scrolls it from top to bottom in 3 s. No demo route shows 10,000 rows and the
// mocks have no seed-size switch, so the bench hands the mock service a session snapshot
// (the demo's own persistence, packages/mocks/src/db/db.ts) of the seed with its users
// repeated to 10,000 (new ids and mail addresses); everything else is the seed as shipped.
// The five passes share one signed-in page; the other runtime figures take a fresh page per run.
/* global requestAnimationFrame -- functions passed to page.evaluate run in the browser */
import { importTs } from './builds.mjs';
import { repeat, signInAsAdministrator } from './chromium.mjs';
import { median } from './report.mjs';

export const ROWS = 10_000;
export const SCROLL_MS = 3000;
export const BUDGET_FPS = 55;

/** The snapshot the mock service restores: the seed with ROWS users. */
export async function tenThousandUsersSnapshot() {
  const { createSeed, SEED } = await importTs('packages/mocks/src/seed/index.ts');
  const { SNAPSHOT_KEY } = await importTs('packages/mocks/src/db/db.ts');
  const data = createSeed();
  const seeded = data.benutzer;
  for (let id = seeded.length + 1; id <= ROWS; id += 1) {
    const model = seeded[id % seeded.length];
    data.benutzer.push({ ...model, user_id: id, email: `nutzer${id}@bench.waldmonitor.example` });
  }
  return { key: SNAPSHOT_KEY, json: JSON.stringify({ seed: SEED, data }) };
}

/** In the page: scrolls the region end to end over `ms` (down, or up from the bottom), counting animation frames. */
function scrollAndCount(region, { ms, down }) {
  const distance = region.scrollHeight - region.clientHeight;
  return new Promise((resolve) => {
    let start = null;
    let last = null;
    let frames = 0;
    let longestFrame = 0;
    const step = (now) => {
      start ??= now;
      if (last !== null) longestFrame = Math.max(longestFrame, now - last);
      last = now;
      frames += 1;
      const elapsed = now - start;
      const share = Math.min(1, elapsed / ms);
      region.scrollTop = (down ? share : 1 - share) * distance;
      if (elapsed < ms) requestAnimationFrame(step);
      else
        resolve({
          fps: ((frames - 1) * 1000) / elapsed,
          longestFrameMs: longestFrame,
          distancePx: distance,
          rowsInDom: region.querySelectorAll('tr').length,
        });
    };
    requestAnimationFrame(step);
  });
}

/**
 * One signed-in page (the 10,000 users load once), then `runs` passes end to end,
 * alternately down and up: each pass renders rows it has not shown a moment ago.
 */
export async function measureTableScroll(browser, runs) {
  const snapshot = await tenThousandUsersSnapshot();
  const { page, close } = await browser.newPage();
  try {
    let region = null;
    const { results, errors } = await repeat(runs, async (run) => {
      if (!region) {
        await page.addInitScript(({ key, json }) => {
          if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, json);
        }, snapshot);
        await signInAsAdministrator(page, browser.baseUrl);
        await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Nutzer' }).click();
        await page.getByText(`${ROWS} Nutzer`, { exact: true }).waitFor({ timeout: 30_000 });
        await page.waitForTimeout(500);
        region = page.getByRole('region', { name: 'Alle Nutzer' });
      }
      return region.evaluate(scrollAndCount, { ms: SCROLL_MS, down: run % 2 === 0 });
    });
    return {
      runs: results,
      errors,
      fps: results.length ? median(results.map((pass) => pass.fps)) : null,
      longestFrameMs: results.length ? median(results.map((pass) => pass.longestFrameMs)) : null,
      rowsInDom: results.length ? median(results.map((pass) => pass.rowsInDom)) : null,
    };
  } finally {
    await close();
  }
}
