// The demo's sign-in page on a cold start with the CPU throttled 4× (CDP): first contentful
// paint, and total blocking time (long tasks over 50 ms, the part after FCP, until the page
// has settled: loaded, the sign-in list shown, the demo's database answering, msw's service
// worker up and a second without long tasks).
/* global window -- functions passed to page.evaluate run in the browser */
import { demoUserButton, demoReady, repeat } from './chromium.mjs';
import { median } from './report.mjs';

export const CPU_SLOWDOWN = 4;
export const BUDGET_TBT_MS = 100;

/** Runs in the page before any of its scripts: collects paint and long-task entries. */
function observeLoad() {
  const bench = { fcp: null, longTasks: [] };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') bench.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

/** Total blocking time after `fcp`: for a task begun before it, only its part after FCP counts (as Lighthouse does). */
export function totalBlockingTime(longTasks, fcp) {
  return longTasks.reduce((sum, task) => {
    const end = task.start + task.duration;
    return sum + Math.max(0, end - Math.max(task.start, fcp) - 50);
  }, 0);
}

async function quietForASecond(page) {
  await page.waitForFunction(
    () => {
      const tasks = window.__bench.longTasks;
      const last = tasks.length ? Math.max(...tasks.map((task) => task.start + task.duration)) : 0;
      return performance.now() - last > 1000;
    },
    null,
    { timeout: 30_000, polling: 100 },
  );
}

export async function measureStartupPaint(browser, runs) {
  const { results, errors } = await repeat(runs, async () => {
    const { page, cdp, close } = await browser.newPage();
    try {
      await page.addInitScript(observeLoad);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(`${browser.baseUrl}/login`, { waitUntil: 'load', timeout: 60_000 });
      await demoUserButton(page, 'Administrator').waitFor({ timeout: 30_000 });
      await demoReady(page);
      await quietForASecond(page);
      const { fcp, longTasks } = await page.evaluate(() => window.__bench);
      return { fcpMs: fcp, tbtMs: totalBlockingTime(longTasks, fcp), longTasks: longTasks.length };
    } finally {
      await close();
    }
  });
  return {
    runs: results,
    errors,
    fcpMs: results.length ? median(results.map((run) => run.fcpMs)) : null,
    tbtMs: results.length ? median(results.map((run) => run.tbtMs)) : null,
  };
}
