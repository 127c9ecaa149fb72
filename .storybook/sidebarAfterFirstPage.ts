/** The name under which the manager page keeps the function that lets its index request go. */
export const RELEASE_SIDEBAR_INDEX = '__waldmonitorReleaseSidebarIndex';

/** The name under which the manager page keeps what the held index waits for (`HoldUntil`). */
export const SIDEBAR_INDEX_HELD_UNTIL = '__waldmonitorSidebarIndexHeldUntil';

/**
 * What lets the index go (manager.ts calls the release function then): the preview's first page
 * (static build), or the test addon's store having its state from the server (dev).
 */
export type HoldUntil = 'first-page' | 'test-store';

/** How long the sidebar waits for the first page at most (a page that never reports). */
const MAX_WAIT_MS = 4000;

/**
 * How long the dev sidebar waits for the test addon's store at most. The store gives up one
 * second after its request, which goes out about when the index is asked for: waiting longer
 * would only delay the sidebar of a Storybook whose server does not answer.
 */
const MAX_WAIT_TEST_STORE_MS = 2000;

/**
 * Runs in the manager page's head, before Storybook's scripts (which keep a reference to `fetch`
 * from when they load): holds the manager's request for `index.json` until
 * `window[RELEASE_SIDEBAR_INDEX]()` (manager.ts calls it when what `until` names has happened;
 * it lets go once that is painted) or `maxWaitMs` after the request. Other requests pass.
 * Serialised into the page, so it uses nothing from its module.
 */
function holdSidebarIndex(releaseName: string, heldUntilName: string, until: HoldUntil, maxWaitMs: number) {
  // A link to a story: its panels and toolbar need what the preview reports on the sidebar's
  // entry, and the first page can take seconds. The dev hold is short and must cover these too.
  if (until === 'first-page' && new URLSearchParams(location.search).get('path')?.startsWith('/story/')) return;
  const fetchNow = window.fetch.bind(window);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // After the next frame, so that the page is painted before the sidebar's work takes the thread.
  Object.assign(window, {
    [releaseName]: () => requestAnimationFrame(() => setTimeout(release)),
    [heldUntilName]: until,
  });
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!/(^|\/)index\.json(\?|$)/.test(url)) return fetchNow(input, init);
    setTimeout(() => release(), maxWaitMs);
    return released.then(() => fetchNow(input, init));
  };
}

const holdScript = (until: HoldUntil, maxWaitMs: number) =>
  `<script>(${holdSidebarIndex.toString()})(${JSON.stringify(RELEASE_SIDEBAR_INDEX)}, ${JSON.stringify(SIDEBAR_INDEX_HELD_UNTIL)}, ${JSON.stringify(until)}, ${maxWaitMs});</script>`;

/**
 * The static Storybook shows its first page before it builds the sidebar. The preview runs in a
 * same-origin frame, on the manager's thread, and reads the stories index itself; the manager
 * turns the same index (1,300 entries) into the sidebar's tree, twice over, and renders it: most
 * of that thread's time before the first page, which waited for it. With this script in the
 * manager's head (`managerHead` in main.ts) the sidebar shows its loading state until the first
 * page is there, then fills in.
 */
export const sidebarAfterFirstPageScript = holdScript('first-page', MAX_WAIT_MS);

/**
 * `npm run storybook` builds the sidebar once the test addon's manager store has its state. That
 * store (`storybook/test`, the sidebar's test widget) asks the server for its state as the
 * manager connects and gives up after one second (Storybook's fixed limit, then an uncaught
 * `UniversalStoreFollowerTimeoutError` and a widget whose buttons throw). The state carries the
 * whole stories index, about 570 kB, and a WebSocket message that large reaches the page's script
 * only after several turns of its main thread: while the manager builds and renders the sidebar
 * from the index (seconds of long tasks on a two-core machine) it came after the limit on every
 * load. Held back, the index waits a few tenths of a second, and the store's answer arrives in time.
 */
export const sidebarAfterTestStoreScript = holdScript('test-store', MAX_WAIT_TEST_STORE_MS);
