import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How long typing pauses before the address follows (react-admin's list params wait as long). */
export const SEARCH_DEBOUNCE_MS = 300;

/** Query parameters to set (a value) or remove (`''` or null). */
export type ViewParamChanges = Record<string, string | null>;

/**
 * Writes state of the current view (search, filters, an inner tab) into its address:
 * merged into the parameters as they are, with `replace` (no history entry per change),
 * and rendered synchronously (`flushSync`). Router navigations otherwise render in a
 * transition, which a busy page can hold back while the next event already runs with the
 * previous parameters: a filter chosen right after typing then wrote the search back
 * without its last letters.
 */
export function useSetViewParams(): (changes: ViewParamChanges) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (changes) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true, flushSync: true },
      ),
    [setParams],
  );
}

/**
 * A text parameter of the view's address kept as local state, as react-admin's
 * `useListParams` keeps a list's filter: every keystroke shows at once; the address
 * follows once typing pauses, with `replace` (state of the view, not a new history
 * entry). A change of the address from elsewhere (a tag, back, a link) is taken over;
 * the echo of the own write is not, so keystrokes typed while it lands are kept.
 * A hidden kept-alive view writes nothing: its effects are paused with it.
 */
export function useSearchParamState(
  name: string,
  delayMs = SEARCH_DEBOUNCE_MS,
  /** Written together with the value (a list goes back to its first page). */
  alsoSet?: ViewParamChanges,
): [string, (value: string) => void] {
  const [params] = useSearchParams();
  const setViewParams = useSetViewParams();
  const urlValue = params.get(name) ?? '';
  const [value, setValue] = useState(urlValue);
  const [seenUrlValue, setSeenUrlValue] = useState(urlValue);
  const [written, setWritten] = useState<string | null>(null);

  if (seenUrlValue !== urlValue) {
    setSeenUrlValue(urlValue);
    if (urlValue !== written) setValue(urlValue);
  }

  useEffect(() => {
    if (value === urlValue) return;
    const timer = setTimeout(() => {
      setWritten(value);
      setViewParams({ ...alsoSet, [name]: value });
    }, delayMs);
    return () => clearTimeout(timer);
  }, [value, urlValue, name, delayMs, setViewParams, alsoSet]);

  return [value, setValue];
}
