/** The name under which the manager page keeps the function that lets its index request go. */
export const RELEASE_SIDEBAR_INDEX = '__waldmonitorReleaseSidebarIndex';

/** How long the sidebar waits for the first page at most (a page that never reports). */
const MAX_WAIT_MS = 4000;

/**
 * Runs in the manager page's head, before Storybook's scripts (which keep a reference to `fetch`
 * from when they load): holds the manager's request for `index.json` until
 * `window[RELEASE_SIDEBAR_INDEX]()` (manager.ts calls it when the preview has shown its first
 * page; it lets go once that is painted) or `maxWaitMs` after the request. Other requests pass.
 * Serialised into the page, so it uses nothing from its module.
 */
function holdSidebarIndex(releaseName: string, maxWaitMs: number) {
  // A link to a story: its panels and toolbar need what the preview reports on the sidebar's
  // entry, and the first page can take seconds.
  if (new URLSearchParams(location.search).get('path')?.startsWith('/story/')) return;
  const fetchNow = window.fetch.bind(window);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // After the next frame, so that the page is painted before the sidebar's work takes the thread.
  Object.assign(window, { [releaseName]: () => requestAnimationFrame(() => setTimeout(release)) });
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!/(^|\/)index\.json(\?|$)/.test(url)) return fetchNow(input, init);
    setTimeout(() => release(), maxWaitMs);
    return released.then(() => fetchNow(input, init));
  };
}

/**
 * The static Storybook shows its first page before it builds the sidebar. The preview runs in a
 * same-origin frame, on the manager's thread, and reads the stories index itself; the manager
 * turns the same index (1,300 entries) into the sidebar's tree, twice over, and renders it: most
 * of that thread's time before the first page, which waited for it. With this script in the
 * manager's head (`managerHead` in main.ts) the sidebar shows its loading state until the first
 * page is there, then fills in.
 */
export const sidebarAfterFirstPageScript = `<script>(${holdSidebarIndex.toString()})(${JSON.stringify(RELEASE_SIDEBAR_INDEX)}, ${MAX_WAIT_MS});</script>`;
