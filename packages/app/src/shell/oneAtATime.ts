/**
 * Runs `loads` one after the other, each when the browser is idle again after the one before
 * has settled: fetching code ahead in one burst kept the main thread busy for a few hundred
 * milliseconds, and a click that came meanwhile waited for all of it; one at a time, it waits
 * for one chunk at most. A failed load does not stop the others. Resolves when all are done.
 */
export async function oneAtATime(loads: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const load of loads) {
    await whenIdle();
    await load().catch(() => undefined);
  }
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });
}
