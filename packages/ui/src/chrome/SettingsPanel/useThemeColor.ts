import { useLayoutEffect } from 'react';
import { applyThemeColor, colorVarName, isHexColor } from '../../theme';

const THEME_VARIABLES = ['primary', 'primaryHover', 'primaryActive', 'primarySoft'] as const;

/**
 * Applies a theme colour to the document's CSS variables at once (requirements §2 settings
 * panel): every component follows without re-rendering. This is presentation, not
 * data, so it may live in ui. On unmount the variables are put back as they were.
 */
export function useThemeColor(themeColor: string): void {
  useLayoutEffect(() => {
    if (!isHexColor(themeColor)) return;
    const root = document.documentElement;
    const previous = THEME_VARIABLES.map((key) => {
      const name = colorVarName(key);
      return { name, value: root.style.getPropertyValue(name) };
    });
    applyThemeColor(themeColor, root);
    return () => {
      for (const { name, value } of previous) {
        if (value) root.style.setProperty(name, value);
        else root.style.removeProperty(name);
      }
    };
  }, [themeColor]);
}
