import { useLayoutEffect } from 'react';
import { colorVarName, darkPalette, type PaletteKey } from '../../theme';

/**
 * Applies the dark palette to the document's CSS variables while `isDark` holds, before
 * the browser paints (a layout effect): no frame shows the old colours, the flash the
 * template's runtime theme had. Put back as they were when it ends.
 */
export function useDarkTheme(isDark: boolean): void {
  useLayoutEffect(() => {
    if (!isDark) return;
    const root = document.documentElement;
    const previous = Object.entries(darkPalette).map(([key, value]) => {
      const name = colorVarName(key as PaletteKey);
      const before = root.style.getPropertyValue(name);
      root.style.setProperty(name, value);
      return { name, before };
    });
    root.style.colorScheme = 'dark';
    return () => {
      for (const { name, before } of previous) {
        if (before) root.style.setProperty(name, before);
        else root.style.removeProperty(name);
      }
      root.style.colorScheme = '';
    };
  }, [isDark]);
}
