export { ThemeScreen, type ThemeScreenProps } from './ThemeScreen';
export { useDarkTheme } from './useDarkTheme';
