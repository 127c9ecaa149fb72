import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { GlobalStyle, applyThemeColor, applyUiSize, defaultThemeColor, type UiSize } from '../packages/ui/src/theme';

/** Theme colour and UI size from the toolbar, applied through the CSS variables. */
function ThemeFrame({ themeColor, size, children }: { themeColor: string; size: UiSize; children: ReactNode }) {
  useLayoutEffect(() => {
    applyThemeColor(themeColor);
    applyUiSize(size);
  }, [themeColor, size]);
  return (
    <>
      <GlobalStyle />
      {children}
    </>
  );
}

const withTheme: Decorator = (Story, context) => (
  <ThemeFrame
    themeColor={String(context.globals.themeColor ?? defaultThemeColor)}
    size={(context.globals.uiSize ?? 'medium') as UiSize}
  >
    <Story />
  </ThemeFrame>
);

/**
 * Every story gets a router; a story sets its URL with
 * `parameters: { router: { initialEntries: ['/users/index'] } }`,
 * or opts out with `router: { disable: true }` when it brings its own.
 */
const withRouter: Decorator = (Story, context) => {
  const router = (context.parameters.router ?? {}) as { initialEntries?: string[]; disable?: boolean };
  if (router.disable) return <Story />;
  return (
    <MemoryRouter initialEntries={router.initialEntries ?? ['/']}>
      <Story />
    </MemoryRouter>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withRouter, withTheme],
  loaders: [mswLoader()],
  globalTypes: {
    themeColor: {
      description: 'Themenfarbe',
      toolbar: {
        title: 'Farbe',
        icon: 'paintbrush',
        items: [
          { value: '#007d40', title: 'Waldgrün #007d40' },
          { value: '#1f5f99', title: 'Blau #1f5f99' },
          { value: '#8a3b12', title: 'Rostbraun #8a3b12' },
          { value: '#5b3f8c', title: 'Violett #5b3f8c' },
        ],
        dynamicTitle: true,
      },
    },
    uiSize: {
      description: 'UI-Größe',
      toolbar: {
        title: 'Größe',
        icon: 'zoom',
        items: [
          { value: 'small', title: 'Klein' },
          { value: 'medium', title: 'Mittel' },
          { value: 'large', title: 'Groß' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { themeColor: '#007d40', uiSize: 'medium' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Axe violations fail the story's test (addon-a11y + addon-vitest).
    a11y: { test: 'error' },
    msw: { handlers: [] },
  },
};

export default preview;
