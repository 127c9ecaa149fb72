export { preloadSettingsPanel, SettingsPanel, type SettingsPanelProps } from './SettingsPanel';
export { DEFAULT_LAYOUT_SETTINGS, THEME_SWATCHES, type LayoutSettings } from './settings';
export { useThemeColor } from './useThemeColor';
