import { useState } from 'react';

/**
 * `value` while it is fresh, else the last fresh value: figures that stay on screen while
 * newer ones are computed. State, not a ref, so that React sees the kept value.
 */
export function useKept<T>(value: T, isFresh: boolean): T {
  const [kept, setKept] = useState(value);
  if (isFresh && kept !== value) setKept(value);
  return isFresh ? value : kept;
}
