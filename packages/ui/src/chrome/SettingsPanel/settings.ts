import { defaultThemeColor } from '../../theme';

/** requirements §2: "Settings panel options: theme colour, tags view, fixed header, sidebar logo (all off by default)." */
export interface LayoutSettings {
  /** A `#rrggbb` colour; requirements §9: #007d40 by default. */
  themeColor: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  themeColor: defaultThemeColor,
  tagsView: false,
  fixedHeader: false,
  sidebarLogo: false,
};

/**
 * The offered theme colours. Each carries white button text with at least 4.5:1
 * contrast, so the primary buttons stay readable.
 */
export const THEME_SWATCHES: readonly { value: string; name: string }[] = [
  { value: defaultThemeColor, name: 'Waldgrün' },
  { value: '#4a6b1f', name: 'Moosgrün' },
  { value: '#0f6b6b', name: 'Petrol' },
  { value: '#1f5f99', name: 'Blau' },
  { value: '#5b3f8c', name: 'Violett' },
  { value: '#8a3b12', name: 'Rostbraun' },
];
