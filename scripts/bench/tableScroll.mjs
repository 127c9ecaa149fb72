// The frame rate of the Table primitive's virtualised rows holding 10,000 rows while a script
// scrolls them from top to bottom in 3 s. The app's lists are paged now (25 rows a page: the
// users list shows "10.000 Nutzer" a page at a time), so no app page holds 10,000 rows; the
// figure is taken on the primitive's TenThousandRows story table (tableScrollPage/: the same
// rows and columns, 25rem high), built with Vite into a temporary folder and served statically.
// The five passes share one page, alternately down and up.
/* global requestAnimationFrame -- functions passed to page.evaluate run in the browser */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { repeat } from './chromium.mjs';
import { importTs } from './builds.mjs';
import { median } from './report.mjs';

export const ROWS = 10_000;
export const SCROLL_MS = 3000;
export const BUDGET_FPS = 55;

/** Builds tableScrollPage/ (production mode) into a temporary folder; `remove()` deletes it. */
async function buildTablePage() {
  const outDir = mkdtempSync(join(tmpdir(), 'waldmonitor-bench-table-'));
  await build({
    configFile: false,
    root: fileURLToPath(new URL('./tableScrollPage/', import.meta.url)),
    mode: 'production',
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  return { dir: outDir, remove: () => rmSync(outDir, { recursive: true, force: true }) };
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

/** One page with the 10,000-row table, then `runs` passes end to end, alternately down and up. */
export async function measureTableScroll(browser, runs) {
  const built = await buildTablePage();
  const { serveStatic } = await importTs('packages/app/test/e2e/staticServer.ts');
  const server = await serveStatic(built.dir);
  const { page, close } = await browser.newPage();
  try {
    await page.goto(`${server.url}/`);
    const region = page.getByRole('region', { name: 'Zählungen' });
    await page.getByText('Zeile 1', { exact: true }).waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    const { results, errors } = await repeat(runs, (run) =>
      region.evaluate(scrollAndCount, { ms: SCROLL_MS, down: run % 2 === 0 }),
    );
    return {
      runs: results,
      errors,
      fps: results.length ? median(results.map((pass) => pass.fps)) : null,
      longestFrameMs: results.length ? median(results.map((pass) => pass.longestFrameMs)) : null,
      rowsInDom: results.length ? median(results.map((pass) => pass.rowsInDom)) : null,
    };
  } finally {
    await close();
    await server.close();
    built.remove();
  }
}
