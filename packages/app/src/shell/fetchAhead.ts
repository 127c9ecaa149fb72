import { createContext, useContext, useEffect } from 'react';

/** A fetch of code ahead of a click (a chunk's `preload`); settles when the chunk is there or failed. */
export type Load = () => Promise<unknown>;

/**
 * What the signed-in shell fetches ahead of a click, in this order:
 * - `reads`: the lists' reads, a few small chunks: a click on a list sends its requests at once;
 * - `overlays`: menus, dialogs, drawers and messages: the first menu opens without the network;
 * - `pages`: the menu's pages and the back office's sections with their charts, the big ones.
 */
const ORDER = ['reads', 'overlays', 'pages'] as const;
export type AheadKind = (typeof ORDER)[number];

export interface FetchAhead {
  /** Queues loads of a kind (a load queued or run before is not queued again). */
  add(kind: AheadKind, loads: readonly Load[]): void;
  /** From now on the queue runs; before, loads only wait in it. */
  open(): void;
}

/**
 * The one queue of code fetched ahead. It waits until it is opened (ShellFrame opens it once
 * the first page's reads have settled: sign-in and the landing page get the network and the
 * main thread to themselves), then runs one load at a time, each when the browser is idle
 * again after the one before, always the first of the earliest kind: a click meanwhile waits
 * for one chunk at most, never for a burst. Reads come first because a click on a list is
 * worth the most to have ready; pages last because they are the biggest. A failed load does
 * not stop the others.
 */
export function createFetchAhead(whenIdle: () => Promise<void> = idleCallback): FetchAhead {
  const queues: Record<AheadKind, Load[]> = { reads: [], overlays: [], pages: [] };
  const seen = new Set<Load>();
  let isOpen = false;
  let isRunning = false;
  const next = (): Load | undefined => {
    for (const kind of ORDER) {
      const load = queues[kind].shift();
      if (load) return load;
    }
    return undefined;
  };
  async function run() {
    if (!isOpen || isRunning) return;
    isRunning = true;
    for (;;) {
      await whenIdle();
      // Picked after the idle wait: a read queued meanwhile goes before a page queued earlier.
      const load = next();
      if (!load) break;
      await load().catch(() => undefined);
    }
    isRunning = false;
  }
  return {
    add(kind, loads) {
      for (const load of loads) {
        if (seen.has(load)) continue;
        seen.add(load);
        queues[kind].push(load);
      }
      void run();
    },
    open() {
      isOpen = true;
      void run();
    },
  };
}

function idleCallback(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });
}

/** The shell's queue; null outside a shell (a page in a story), where nothing is fetched ahead. */
export const FetchAheadContext = createContext<FetchAhead | null>(null);

/** Queues `loads` (module constants: the same functions each render) in the shell's queue. */
export function useFetchAhead(kind: AheadKind, loads: readonly Load[]): void {
  const ahead = useContext(FetchAheadContext);
  useEffect(() => ahead?.add(kind, loads), [ahead, kind, loads]);
}
