import { colorVarName, palette, type PaletteKey } from '../theme';

/**
 * What a canvas chart needs from the page: colours as the CSS variables have them now
 * (the settings panel and the theme page change them at run time) and whether the
 * person asked for less motion. Without echarts, so any component may use it.
 */
export function cssColor(key: PaletteKey): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(colorVarName(key)).trim();
  return value === '' ? palette[key] : value;
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
