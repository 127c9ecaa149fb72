/**
 * Design tokens of Waldmonitor. Components never use raw colours or pixel values:
 * colours come through CSS variables (`color.*`), everything else from these objects.
 */

/**
 * The template's four UI sizes (its navbar size select: Default, Medium, Small, Mini);
 * `default` is the largest, as in the template. requirements §9: default medium.
 */
export type UiSize = 'default' | 'medium' | 'small' | 'mini';

/** Every UI size, largest first, as the size select lists them. */
export const UI_SIZES: readonly UiSize[] = ['default', 'medium', 'small', 'mini'];

/** requirements §9: theme colour #007d40, menu background green, submenu background dark grey. */
export const palette = {
  primary: '#007d40',
  menuBg: '#00592e',
  menuText: '#e6f2ec',
  menuActiveText: '#ffffff',
  menuHover: '#00472a',
  submenuBg: '#1f2d3d',
  submenuHover: '#15202b',
  text: '#1f2933',
  textSecondary: '#52606d',
  textDisabled: '#6b7785',
  textInverse: '#ffffff',
  border: '#c4ccd4',
  borderStrong: '#8896a4',
  surface: '#ffffff',
  surfaceMuted: '#f4f6f8',
  background: '#eef1f3',
  focus: '#1a73e8',
  success: '#1b7f3b',
  successBg: '#e6f4ea',
  info: '#1f5f99',
  infoBg: '#e8f0fa',
  warning: '#8a5a00',
  warningBg: '#fff4dc',
  danger: '#c0262d',
  dangerBg: '#fdecec',
  overlay: 'rgba(15, 23, 31, 0.45)',
} as const;

export type PaletteKey = keyof typeof palette;

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The CSS variable name of a palette colour, e.g. `--wm-color-primary`. */
export const colorVarName = (key: PaletteKey | 'primaryHover' | 'primaryActive' | 'primarySoft') =>
  `--wm-color-${kebab(key)}`;

type ColorKey = PaletteKey | 'primaryHover' | 'primaryActive' | 'primarySoft';
/** Colours as `var(...)` references: changing the variable re-themes without a re-render. */
export const color = Object.fromEntries(
  [...Object.keys(palette), 'primaryHover', 'primaryActive', 'primarySoft'].map((key) => [
    key,
    `var(${colorVarName(key as ColorKey)})`,
  ]),
) as Record<ColorKey, string>;

export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
} as const;

export const radii = { none: '0', sm: '3px', md: '4px', lg: '8px', pill: '999px', round: '50%' } as const;

export const shadows = {
  sm: '0 1px 2px rgba(15, 23, 31, 0.12)',
  md: '0 2px 8px rgba(15, 23, 31, 0.15)',
  lg: '0 8px 24px rgba(15, 23, 31, 0.2)',
  navbar: '0 1px 4px rgba(0, 21, 41, 0.08)',
} as const;

/** The shade over the edge of a box that scrolls sideways, on the side where content is out of view. */
export const scrollEdge = {
  start: 'linear-gradient(to right, rgba(15, 23, 31, 0.22), rgba(15, 23, 31, 0))',
  end: 'linear-gradient(to left, rgba(15, 23, 31, 0.22), rgba(15, 23, 31, 0))',
} as const;

export const zIndex = {
  base: 0,
  sticky: 10,
  header: 9,
  sidebar: 1001,
  drawer: 1500,
  dialog: 2000,
  dropdown: 2100,
  toast: 3000,
  progress: 3100,
} as const;

/** Font sizes of the UI sizes (requirements §9: default medium). */
export const fontSizes: Record<UiSize, { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string }> = {
  default: { xs: '13px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px' },
  medium: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
  small: { xs: '11px', sm: '12px', md: '13px', lg: '15px', xl: '18px', xxl: '22px' },
  mini: { xs: '10px', sm: '11px', md: '12px', lg: '14px', xl: '16px', xxl: '20px' },
};

/** Font sizes as CSS variables, so the UI size too changes without re-rendering. */
export const fontSize = {
  xs: 'var(--wm-font-xs)',
  sm: 'var(--wm-font-sm)',
  md: 'var(--wm-font-md)',
  lg: 'var(--wm-font-lg)',
  xl: 'var(--wm-font-xl)',
  xxl: 'var(--wm-font-xxl)',
} as const;

/** Control heights follow the UI size as well. */
export const controlHeights: Record<UiSize, { sm: string; md: string; lg: string }> = {
  default: { sm: '32px', md: '38px', lg: '46px' },
  medium: { sm: '28px', md: '32px', lg: '40px' },
  small: { sm: '24px', md: '28px', lg: '36px' },
  mini: { sm: '22px', md: '26px', lg: '32px' },
};

export const controlHeight = {
  sm: 'var(--wm-control-sm)',
  md: 'var(--wm-control-md)',
  lg: 'var(--wm-control-lg)',
} as const;

export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

export const fontFamily = "'Source Sans 3', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const lineHeights = { tight: 1.25, normal: 1.5 } as const;

/** requirements §2/§9: mobile breakpoint 992 px; sidebar 210 px. */
export const layout = {
  mobileBreakpoint: 992,
  sidebarWidth: '210px',
  sidebarCollapsedWidth: '54px',
  navbarHeight: '50px',
  tagsViewHeight: '34px',
  settingsPanelWidth: '280px',
} as const;

export const media = {
  mobile: `@media (max-width: ${layout.mobileBreakpoint - 1}px)`,
  desktop: `@media (min-width: ${layout.mobileBreakpoint}px)`,
} as const;

export const transitions = {
  fast: '120ms ease',
  normal: '280ms ease',
} as const;

export const defaultThemeColor = palette.primary;
export const defaultUiSize: UiSize = 'medium';
