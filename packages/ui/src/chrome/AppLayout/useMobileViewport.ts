import { useSyncExternalStore } from 'react';
import { layout } from '../../theme';

/** requirements §9: under 992 px the sidebar becomes a drawer. */
const MOBILE_VIEWPORT = `(max-width: ${layout.mobileBreakpoint - 1}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(MOBILE_VIEWPORT);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the viewport is under the sidebar break, following resizes and rotation. */
export function useMobileViewport(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_VIEWPORT).matches,
    () => false,
  );
}
