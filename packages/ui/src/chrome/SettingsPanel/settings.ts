import type { ChromeTextKey } from '../../i18n';
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
 * The offered theme colours, each named by its key in the chrome's catalogue. Each carries white button text with at least 4.5:1
 * contrast, so the primary buttons stay readable.
 */
export const THEME_SWATCHES: readonly { value: string; name: ChromeTextKey }[] = [
  { value: defaultThemeColor, name: 'colour.forestGreen' },
  { value: '#4a6b1f', name: 'colour.mossGreen' },
  { value: '#0f6b6b', name: 'colour.petrol' },
  { value: '#1f5f99', name: 'colour.blue' },
  { value: '#5b3f8c', name: 'colour.violet' },
  { value: '#8a3b12', name: 'colour.rustBrown' },
];
