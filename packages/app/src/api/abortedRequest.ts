import { describeServiceError } from '@waldmonitor/ui/model';

/**
 * Whether the page is being left (a reload, a typed address, a closed tab). Chromium rejects the
 * page's open requests right after `pagehide` with "TypeError: Failed to fetch", which reads
 * like the network being down; `pageshow` ends it when the page comes back from the
 * back/forward cache.
 */
let isPageLeaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    isPageLeaving = true;
  });
  window.addEventListener('pageshow', () => {
    isPageLeaving = false;
  });
}

/**
 * Whether a request failed because it was broken off rather than answered: an AbortError (or a
 * DataServiceError of kind `aborted`) anywhere in the error's `cause` chain, or any failure
 * once the page is being left. Such a failure says nothing about the session: only an answer
 * that refuses it may end it.
 */
export function isAbortedRequest(error: unknown): boolean {
  if (isPageLeaving) return true;
  // A set, not a depth: a cause chain may loop back on itself.
  const seen = new Set<unknown>();
  for (
    let cause = error;
    typeof cause === 'object' && cause !== null && !seen.has(cause);
    cause = (cause as { cause?: unknown }).cause
  ) {
    if (describeServiceError(cause).kind === 'aborted') return true;
    seen.add(cause);
  }
  return false;
}
