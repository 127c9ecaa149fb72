import { useCallback, useRef, useState } from 'react';

/**
 * Wraps an action so that it runs once at a time: while the promise it returned is
 * pending, further calls are ignored. This is how "a double click sends once" is kept
 * everywhere: Button and ConfirmDialog use it, so screens need not.
 */
export function useSingleFlight<A extends unknown[]>(action: ((...args: A) => unknown) | undefined) {
  const inFlight = useRef(false);
  const [isPending, setPending] = useState(false);

  const run = useCallback(
    /** Whether the action ran (false while another call of it is under way). */
    (...args: A): boolean => {
      if (inFlight.current || !action) return false;
      const result = action(...args);
      if (result instanceof Promise) {
        inFlight.current = true;
        setPending(true);
        // The caller shows its own error; the lock is released either way.
        result
          .catch(() => undefined)
          .finally(() => {
            inFlight.current = false;
            setPending(false);
          });
      }
      return true;
    },
    [action],
  );

  return { run, isPending };
}
