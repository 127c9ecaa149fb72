/**
 * The data service the mock handlers ask: the package's SQL in PGlite behind the PostgREST
 * emulation (`@waldmonitor/dataservice/embedded`), one per page or test worker, started on
 * first use and shared by every story and test there. The rules answer as on the server; no
 * second copy of them lives here.
 */
import type { EmbeddedService } from '@waldmonitor/dataservice/embedded';
import type { ServiceSource } from './serviceSource';

let serviceSource: () => Promise<ServiceSource> = () =>
  import('./browserSource').then((module) => module.browserSource);
let running: Promise<EmbeddedService> | undefined;

/** Where the service starts from, for a service not yet started (msw/node: node.ts). */
export function serviceFrom(source: ServiceSource): void {
  serviceSource = async () => source;
}

/** The shared service, started from the snapshot on the first call (~1 s, then ready). */
export function dataService(): Promise<EmbeddedService> {
  if (running) return running;
  const starting = Promise.all([import('@waldmonitor/dataservice/embedded'), serviceSource()]).then(
    ([{ startEmbeddedService }, source]) =>
      startEmbeddedService(source.snapshot, undefined, {
        files: source.files(),
        schemaCache: source.schemaCache(),
        rollBackResets: true,
      }),
  );
  // A failed start is tried again by the next call, not kept for every later story.
  starting.catch(() => {
    if (running === starting) running = undefined;
  });
  running = starting;
  return starting;
}

/**
 * Back to the snapshot for the next story or test: a fresh database when a request wrote
 * since the last reset, nothing otherwise (and nothing before the service first started).
 */
export async function resetDataService(): Promise<void> {
  if (running) await (await running).reset();
}

/**
 * How long a test file's warm-up may take: the data service boots once per worker, about a
 * second alone, and up to some 20 s while the other worker of a two-core machine boots its own
 * and files run beside them (the unit project's 10 s default ran out in a full run).
 */
export const WARM_UP_TIMEOUT_MS = 60_000;

/**
 * Starts the data service, which otherwise happens on the first call: a test's or story's first
 * request would pay for it (about a second warm, several seconds on a cold Vite cache in the
 * browser) inside its assertions' time limits, and only when nothing before it had paid already.
 */
export async function warmDataService(): Promise<void> {
  await dataService();
}
