import { useState } from 'react';

/**
 * True from the first time `isOpen` is true: an overlay loads and mounts when first
 * opened and then stays mounted, so its closing animation and focus return still run.
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [wasOpened, setWasOpened] = useState(isOpen);
  // Set during render (React's pattern for state derived from props): no closed frame first.
  if (isOpen && !wasOpened) setWasOpened(true);
  return wasOpened || isOpen;
}
