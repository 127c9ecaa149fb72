export * from './tokens';
export { applyThemeColor, applyUiSize, themeVariables, themeVariablesCss } from './cssVariables';
export { contrastRatio, isHexColor, mix, themeShades } from './colorMath';
export { GlobalStyle } from './GlobalStyle';
export { visuallyHidden } from './visuallyHidden';
export { applyDarkTheme, darkPalette, darkThemeShades } from './darkPalette';
