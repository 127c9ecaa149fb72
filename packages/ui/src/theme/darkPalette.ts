import { contrastRatio, mix } from './colorMath';
import { colorVarName, type PaletteKey } from './tokens';

/**
 * The dark theme: the palette colours that change, applied at run time through the same
 * CSS variables as the light palette. Contrasts are checked against `surface` and
 * `background` (WCAG AA). Text on filled colours (`textInverse`: buttons, the active tag,
 * solid badges) turns dark, because the fills turn light.
 */
export const darkPalette: Partial<Record<PaletteKey, string>> = {
  text: '#e6edf3',
  textSecondary: '#b1bac4',
  textDisabled: '#8b949e',
  textInverse: '#0d1117',
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

const AA_TEXT = 4.5;

/**
 * The theme colour's shades in the dark theme. The colour itself is lightened (towards white,
 * in steps of 5 %) until text in it reads at 4.5 : 1 on the lightest dark ground it is written
 * on (`surfaceMuted`, and its own soft tint): #007d40 read 3.3 : 1 on the dark surface. Fills
 * in it carry `textInverse`, which is dark here, so the lighter fill gains contrast too.
 * Hover and pressed shades go lighter, the soft tint is mostly background.
 */
export function darkThemeShades(themeColor: string) {
  const shadesAt = (weight: number) => {
    const primary = mix(themeColor, '#ffffff', weight);
    return {
      primary,
      primaryHover: mix(primary, '#ffffff', 0.15),
      primaryActive: mix(primary, '#ffffff', 0.3),
      primarySoft: mix(primary, darkPalette.background!, 0.8),
    };
  };
  for (let step = 0; step < 20; step += 1) {
    const shades = shadesAt(step / 20);
    const readable =
      contrastRatio(shades.primary, darkPalette.surfaceMuted!) >= AA_TEXT &&
      contrastRatio(shades.primary, shades.primarySoft) >= AA_TEXT;
    if (readable) return shades;
  }
  return shadesAt(1);
}

/**
 * Puts the dark palette and the theme colour's dark shades on an element's CSS variables (the
 * document root by default). Returns the undo, which puts back what was there before, except
 * a variable someone else has set meanwhile (a theme colour chosen while dark).
 */
export function applyDarkTheme(themeColor: string, target: HTMLElement = document.documentElement): () => void {
  const values = { ...darkPalette, ...darkThemeShades(themeColor) };
  const previous = Object.entries(values).map(([key, value]) => {
    const name = colorVarName(key as PaletteKey);
    const before = target.style.getPropertyValue(name);
    target.style.setProperty(name, value);
    return { name, value, before };
  });
  const scheme = target.style.colorScheme;
  target.style.colorScheme = 'dark';
  return () => {
    for (const { name, value, before } of previous) {
      if (target.style.getPropertyValue(name) !== value) continue;
      if (before) target.style.setProperty(name, before);
      else target.style.removeProperty(name);
    }
    target.style.colorScheme = scheme;
  };
}
