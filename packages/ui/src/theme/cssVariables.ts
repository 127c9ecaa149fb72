import { themeShades } from './colorMath';
import { darkThemeShades } from './darkPalette';
import {
  colorVarName,
  controlHeights,
  defaultThemeColor,
  defaultUiSize,
  fontSizes,
  palette,
  type UiSize,
} from './tokens';

/** Every CSS variable of a theme colour and UI size, as a name → value map. */
export function themeVariables(themeColor: string = defaultThemeColor, size: UiSize = defaultUiSize) {
  const vars: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...palette, ...themeShades(themeColor) })) {
    vars[colorVarName(key as keyof typeof palette)] = value;
  }
  for (const [key, value] of Object.entries(fontSizes[size])) vars[`--wm-font-${key}`] = value;
  for (const [key, value] of Object.entries(controlHeights[size])) vars[`--wm-control-${key}`] = value;
  return vars;
}

/** The variables as a CSS declaration block, for the GlobalStyle. */
export function themeVariablesCss(themeColor?: string, size?: UiSize): string {
  return Object.entries(themeVariables(themeColor, size))
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}

/**
 * Applies a theme colour at run time by setting the CSS variables on an element
 * (the document root by default): nothing re-renders, every component follows. On an element
 * in the dark theme (`applyDarkTheme` set its colour scheme) the colour's dark shades: a shell
 * that applies its person's colour after the dark theme was put on kept #007d40 at 3.3 : 1.
 */
export function applyThemeColor(themeColor: string, target: HTMLElement = document.documentElement): void {
  const shades = target.style.colorScheme === 'dark' ? darkThemeShades(themeColor) : themeShades(themeColor);
  for (const [key, value] of Object.entries(shades)) {
    target.style.setProperty(colorVarName(key as 'primary'), value);
  }
}

/** Applies a UI size at run time through the font and control-height variables. */
export function applyUiSize(size: UiSize, target: HTMLElement = document.documentElement): void {
  for (const [key, value] of Object.entries(fontSizes[size])) target.style.setProperty(`--wm-font-${key}`, value);
  for (const [key, value] of Object.entries(controlHeights[size]))
    target.style.setProperty(`--wm-control-${key}`, value);
}
