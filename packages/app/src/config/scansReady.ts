/**
 * When the configured scan service can be asked. In the demo the scans (`/iiif`) are answered by
 * msw's service worker, which main.tsx starts once the demo's database is up; a screen may be
 * there before that (the landing page from the build's first answers, demo/firstAnswers.ts),
 * and a scan asked before the worker is up would reach the web server, which has none.
 * Elsewhere the service is a server of its own, and this is settled from the start.
 */
let ready: Promise<unknown> = Promise.resolve();

export const scansReady = {
  get: (): Promise<unknown> => ready,
  /** main.tsx, in the demo: msw's start. */
  set(whenReady: Promise<unknown>): void {
    ready = whenReady;
  },
};
