import { useLayoutEffect } from 'react';
import { applyDarkTheme, defaultThemeColor } from '../../theme';

/**
 * Applies the dark palette, with the theme colour's dark shades, to the document's CSS
 * variables while `isDark` holds, before the browser paints (a layout effect): no frame
 * shows the old colours, the flash the template's runtime theme had. Put back as they were
 * when it ends. Call it after the hook that applies the theme colour.
 */
export function useDarkTheme(isDark: boolean, themeColor: string = defaultThemeColor): void {
  useLayoutEffect(() => {
    if (!isDark) return;
    return applyDarkTheme(themeColor);
  }, [isDark, themeColor]);
}
