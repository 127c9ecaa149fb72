import type { Page } from 'playwright-core';

/**
 * What a person (or their browser's console) would see go wrong on a page: uncaught errors,
 * console errors and the app's own requests that failed. Requests to other origins (tiles,
 * a provider) are the network's business, not the app's.
 */
export function watchProblems(page: Page, origin: string): () => string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) {
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A request the page itself cancelled (a read it no longer needs after a navigation) did not fail.
    if (request.url().startsWith(origin) && reason !== 'net::ERR_ABORTED') {
      problems.push(`failed ${request.method()} ${request.url()}: ${reason}`);
    }
  });
  return () => [...problems];
}
