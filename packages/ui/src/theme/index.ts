export * from './tokens';
export { applyThemeColor, applyUiSize, themeVariables, themeVariablesCss } from './cssVariables';
export { isHexColor, mix, themeShades } from './colorMath';
export { GlobalStyle } from './GlobalStyle';
export { visuallyHidden } from './visuallyHidden';
export { darkPalette } from './darkPalette';
