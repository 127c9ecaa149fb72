import { useThemeColor } from '@waldmonitor/ui';
import { ThemeScreen, useDarkTheme } from '@waldmonitor/ui/template';
import { defaultThemeColor } from '@waldmonitor/ui';
import { useSyncExternalStore } from 'react';
import { createStore } from '../../shell/sessionStore';

/** The template part's theme as the theme page chose it: the colour and whether it is dark. */
export const templateThemeStore = createStore<{ themeColor: string; isDark: boolean }>({
  themeColor: defaultThemeColor,
  isDark: false,
});

/**
 * Applies the chosen theme through the CSS variables (layout effects: before the next
 * paint, so no frame shows the old colour). The page applies it; the template shell can
 * call it too, so the choice stays while other pages are open.
 */
export function useTemplateTheme() {
  const theme = useSyncExternalStore(templateThemeStore.subscribe, templateThemeStore.get);
  useThemeColor(theme.themeColor);
  useDarkTheme(theme.isDark, theme.themeColor);
  return theme;
}

/** /template/theme/index. */
export function TemplateThemePage() {
  const theme = useTemplateTheme();
  return (
    <ThemeScreen
      themeColor={theme.themeColor}
      onThemeColorChange={(themeColor) => templateThemeStore.set({ ...theme, themeColor })}
      isDark={theme.isDark}
      onDarkChange={(isDark) => templateThemeStore.set({ ...theme, isDark })}
    />
  );
}
