import { applyUiSize, type UiSize } from '@waldmonitor/ui';
import { useState } from 'react';
import { readUiSize, sizeCookie } from '../session/cookies';

/**
 * The navbar's size select: requirements §4 "The size value is also kept in a cookie" (read at
 * start in main.tsx, written here), applied through the theme's CSS variables so the
 * page changes size without re-rendering.
 */
export function useUiSize(): [UiSize, (size: UiSize) => void] {
  const [size, setSize] = useState<UiSize>(() => readUiSize(document.cookie));
  const change = (next: UiSize) => {
    document.cookie = sizeCookie(next);
    applyUiSize(next);
    setSize(next);
  };
  return [size, change];
}
