import { http, passthrough, type HttpHandler } from 'msw';
import { DEMO_IIIF_PATH } from '../scans/iiifPath';

/** The app's own code, styles and fonts: files no mocked service (data, template API, scans) answers. */
const CODE = /\.(?:js|mjs|css|map|woff2?)$/;

/** Whether a GET asks for a file of the app's own code, by its path (the scans' tiles never count). */
export function isOwnCode(url: string): boolean {
  const { pathname } = new URL(url);
  return CODE.test(pathname) && !pathname.includes(`${DEMO_IIIF_PATH}/`);
}

/**
 * Lets the page's own code through at once. msw's service worker hands every request of the
 * page to the page, and msw tries its handlers in turn (23: the data service's, the template
 * API's, the scans'), reading the page's cookies and matching the address for each, until one
 * answers: a list's first click loads some twenty chunks, and trying each against every
 * handler took about 140 ms of the page's thread at the large dataset, while the list's own
 * data requests waited for that thread to reach the data worker. Listed after the procedures'
 * handler, so a procedure call tries one handler more than before and a chunk two, not 23.
 */
export function ownCodeHandler(): HttpHandler {
  return http.get(
    ({ request }) => isOwnCode(request.url),
    () => passthrough(),
  );
}
