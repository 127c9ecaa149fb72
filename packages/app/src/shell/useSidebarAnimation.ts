import { useState } from 'react';

/**
 * requirements §4: the sidebar is "open or closed, with or without animation". As in the
 * template, a change of layout by resizing (desktop ↔ mobile) moves the sidebar without
 * animation; the hamburger animates it again. Returns `withoutAnimation` and the
 * callback the hamburger calls.
 */
export function useSidebarAnimation(isMobile: boolean): { withoutAnimation: boolean; onToggled: () => void } {
  const [layoutSeen, setLayoutSeen] = useState(isMobile);
  const [withoutAnimation, setWithoutAnimation] = useState(false);
  if (layoutSeen !== isMobile) {
    setLayoutSeen(isMobile);
    setWithoutAnimation(true);
  }
  return { withoutAnimation, onToggled: () => setWithoutAnimation(false) };
}
