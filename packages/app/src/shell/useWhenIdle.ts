import { useEffect } from 'react';

export interface WhenIdleOptions {
  /** Milliseconds after the first render before waiting for idle time at all. */
  notBefore?: number;
  /** Waited for after `notBefore`, before the idle time (the page's reads settling). */
  after?: () => Promise<void>;
}

/**
 * Runs `task` once, after the first render, when the browser is idle (at the latest
 * after 3 s): for fetching code a person is likely to need next, without competing with
 * what the page is showing now. `notBefore` holds it back further: a page
 * that waits for its data is idle too, and code evaluated then delays the answers.
 */
export function useWhenIdle(task: () => void, { notBefore = 0, after }: WhenIdleOptions = {}) {
  useEffect(() => {
    let idle: number | undefined;
    let gone = false;
    const whenIdle = () => {
      if (gone) return;
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(task, { timeout: 3000 });
      else task();
    };
    // The globals, not window's: the same in a browser, and what tests' fake timers replace.
    const timer = setTimeout(
      () => (after ? void after().then(whenIdle) : whenIdle()),
      notBefore || (typeof requestIdleCallback === 'function' ? 0 : 1000),
    );
    return () => {
      gone = true;
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
    // Once per mount: the task is a fetch-ahead, not a reaction to props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
