import { useCallback, useEffect, useState } from 'react';
import { IconButton } from '../../primitives/IconButton';

export interface FullscreenToggleLabels {
  enter: string;
  exit: string;
}

export const FULLSCREEN_LABELS: FullscreenToggleLabels = { enter: 'Fullscreen', exit: 'Exit fullscreen' };

export interface FullscreenToggleProps {
  isFullscreen: boolean;
  onToggle: () => void;
  labels?: Partial<FullscreenToggleLabels>;
}

/** The navbar's fullscreen button: a toggle, its state in `aria-pressed`. */
export function FullscreenToggle({ isFullscreen, onToggle, labels }: FullscreenToggleProps) {
  const text = { ...FULLSCREEN_LABELS, ...labels };
  return (
    <IconButton
      icon="fullscreen"
      variant="ghost"
      label={isFullscreen ? text.exit : text.enter}
      aria-pressed={isFullscreen}
      onClick={onToggle}
    />
  );
}

/**
 * The document's fullscreen state and a toggle; `isSupported` is false where the browser
 * offers no fullscreen (the button is then left out). Leaving by Escape is followed too.
 */
export function useFullscreen(doc: Document = document) {
  const [isFullscreen, setFullscreen] = useState(() => doc.fullscreenElement !== null);
  useEffect(() => {
    const follow = () => setFullscreen(doc.fullscreenElement !== null);
    doc.addEventListener('fullscreenchange', follow);
    return () => doc.removeEventListener('fullscreenchange', follow);
  }, [doc]);
  const toggle = useCallback(() => {
    // A refused request (no user gesture, a policy) leaves the state as it is.
    const request = doc.fullscreenElement ? doc.exitFullscreen() : doc.documentElement.requestFullscreen();
    request.catch(() => undefined);
  }, [doc]);
  return { isSupported: doc.fullscreenEnabled, isFullscreen, toggle };
}
