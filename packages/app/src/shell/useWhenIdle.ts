import { useEffect } from 'react';

/**
 * Runs `task` once, after the first render, when the browser is idle (at the latest
 * after 3 s): for fetching code a person is likely to need next, without competing with
 * what the page is showing now (issue 17).
 */
export function useWhenIdle(task: () => void) {
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(task, 1000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
    // Once per mount: the task is a fetch-ahead, not a reaction to props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
