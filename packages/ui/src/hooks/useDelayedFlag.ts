import { useEffect, useState } from 'react';

/**
 * `flag`, but true only once it has held for `delayMs`; false again at once. A busy notice
 * that appears only for work a person waits for: a spline dragged at 1,000 points is "busy"
 * for a few milliseconds on every move, and a notice line coming and going with each move
 * would shift the page under the pointer twenty times a second.
 */
export function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [held, setHeld] = useState(false);
  // Dropped in the render that sees the flag fall, so the next rise waits its delay again.
  if (!flag && held) setHeld(false);
  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => setHeld(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs]);
  return flag && held;
}
