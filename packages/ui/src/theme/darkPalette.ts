import type { PaletteKey } from './tokens';

/**
 * The second (dark) theme of the template part's theme page: the palette
 * colours that change, applied at run time through the same CSS variables as the light
 * palette. Contrasts are checked against `surface` and `background` (WCAG AA).
 */
export const darkPalette: Partial<Record<PaletteKey, string>> = {
  text: '#e6edf3',
  textSecondary: '#b1bac4',
  textDisabled: '#8b949e',
  border: '#3d444d',
  borderStrong: '#6e7681',
  surface: '#161b22',
  surfaceMuted: '#1f252d',
  background: '#0d1117',
  focus: '#58a6ff',
  success: '#56d364',
  successBg: '#12261e',
  info: '#79c0ff',
  infoBg: '#121d2f',
  warning: '#e3b341',
  warningBg: '#272115',
  danger: '#ff7b72',
  dangerBg: '#2d1517',
};
