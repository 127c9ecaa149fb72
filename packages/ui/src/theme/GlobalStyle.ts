import '@fontsource/source-sans-3/400.css';
import '@fontsource/source-sans-3/600.css';
import '@fontsource/source-sans-3/700.css';
import { createGlobalStyle } from 'styled-components';
import { themeVariablesCss } from './cssVariables';
import { color, fontFamily, fontSize, lineHeights } from './tokens';

/** Base styles and the default theme variables; the font is self-hosted (@fontsource). */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${themeVariablesCss()}
  }
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${fontFamily};
    font-size: ${fontSize.md};
    line-height: ${lineHeights.normal};
    color: ${color.text};
    background: ${color.background};
    -webkit-font-smoothing: antialiased;
  }
  button, input, select, textarea { font: inherit; color: inherit; }
  a { color: ${color.primary}; }
  :focus-visible { outline: 2px solid ${color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition-duration: 0ms !important; animation-duration: 0ms !important; }
  }
`;
