import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import type { mswLoader } from 'msw-storybook-addon/csf3';
import type { ArgTypesEnhancer } from 'storybook/internal/types';
import { Suspense, lazy, useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { configure } from 'storybook/test';
import type { BlockingMemoryRouter } from '../packages/app/src/testing/BlockingMemoryRouter';
import { useDarkTheme } from '../packages/ui/src/template/ThemeScreen/useDarkTheme';
import { GlobalStyle, applyThemeColor, applyUiSize, defaultThemeColor, type UiSize } from '../packages/ui/src/theme';
import { assertFitsNarrow } from './narrowCheck';
import { codeFormatServiceNames } from './serviceNames';
import { viewportOptions } from './viewports';

interface ThemeFrameProps {
  themeColor: string;
  size: UiSize;
  isDark: boolean;
  lang: 'de' | 'en';
  children: ReactNode;
}

/**
 * Theme colour, UI size and light/dark mode from the toolbar, applied through the CSS
 * variables; the document's language is German for the product, English for the template part.
 */
function ThemeFrame({ themeColor, size, isDark, lang, children }: ThemeFrameProps) {
  useLayoutEffect(() => {
    applyThemeColor(themeColor);
    applyUiSize(size);
    document.documentElement.lang = lang;
  }, [themeColor, size, lang]);
  useDarkTheme(isDark, themeColor);
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
    isDark={context.globals.colorMode === 'dark'}
    lang={context.title.startsWith('Template/') ? 'en' : 'de'}
  >
    <Story />
  </ThemeFrame>
);

interface RouterParameters {
  initialEntries?: string[];
  disable?: boolean;
  data?: boolean;
}

const routerParameters = (parameters: Record<string, unknown>) => (parameters.router ?? {}) as RouterParameters;

/**
 * The app's blocking history (its routing module), loaded only for the stories that ask
 * for it: the static Storybook's first page and the other stories do without it.
 */
const loadBlockingRouter: Loader = async (context) => {
  if (!routerParameters(context.parameters).data) return {};
  const { BlockingMemoryRouter } = await import('../packages/app/src/testing/BlockingMemoryRouter');
  return { BlockingMemoryRouter };
};

/**
 * Every story gets a router; a story sets its URL with
 * `parameters: { router: { initialEntries: ['/users/index'] } }`,
 * or opts out with `router: { disable: true }` when it brings its own. A plain
 * MemoryRouter has no blocker, so a story that leaves a changed form asks for the app's
 * blocking history with `router: { data: true }` (`loadBlockingRouter` brings it).
 */
const withRouter: Decorator = (Story, context) => {
  const router = routerParameters(context.parameters);
  if (router.disable) return <Story />;
  if (router.data) {
    const Blocking = (context.loaded as { BlockingMemoryRouter?: typeof BlockingMemoryRouter }).BlockingMemoryRouter;
    if (!Blocking) throw new Error('router: { data: true } ohne geladenen BlockingMemoryRouter (loadBlockingRouter)');
    return (
      <Blocking initialEntries={router.initialEntries ?? ['/']}>
        <Story />
      </Blocking>
    );
  }
  return (
    <MemoryRouter initialEntries={router.initialEntries ?? ['/']}>
      <Story />
    </MemoryRouter>
  );
};

/**
 * Stories whose checks depend on layout (axe's scrollable regions, truncation, wrapping)
 * must see the text in its final font: a fallback font measures differently, and the
 * swap happens whenever the font file arrives, which on a busy machine can be after axe
 * has run. So every story waits for the weights the theme uses (cached after the first).
 */
async function loadThemeFonts() {
  const sample = 'Waldmonitor ÄÖÜäöüß „Käfer“ 0123456789';
  await Promise.all(
    ['400', '600', '700'].map((weight) => document.fonts.load(`${weight} 1em 'Source Sans 3'`, sample)),
  );
  return {};
}

/**
 * Menus, dialogs, drawers and the settings form load when first opened, not with the first load. The
 * app fetches them ahead when the browser is idle; stories do the same before they
 * render, so a play function meets a dialog as soon as it is open, as a person would
 * after the first seconds. (The first-use path itself is covered by the DropdownMenu
 * story, whose trigger still renders before the menu, and by the end-to-end tests.)
 * Their preloaders are imported here, not with the preview: a docs page without
 * stories (the introduction, the first page) runs no loader and needs none of them.
 */
async function loadOverlays() {
  const [dialog, drawer, dropdownMenu, settingsPanel] = await Promise.all([
    import('../packages/ui/src/primitives/Dialog'),
    import('../packages/ui/src/primitives/Drawer'),
    import('../packages/ui/src/primitives/DropdownMenu'),
    import('../packages/ui/src/chrome/SettingsPanel'),
  ]);
  await Promise.all([
    dialog.preloadDialog(),
    drawer.preloadDrawer(),
    dropdownMenu.preloadDropdownMenu(),
    settingsPanel.preloadSettingsPanel(),
  ]);
  return {};
}

let mockServiceLoader: Promise<ReturnType<typeof mswLoader>> | undefined;

/**
 * The mock service worker, started by the first story that brings handlers: the static
 * Storybook's first page and every story without mocks load neither msw nor the worker.
 * Once started it runs for every later story, which resets its handlers (a story never
 * meets the previous story's mocks) and arms its own faults afresh.
 */
const mockService: Loader = async (context) => {
  const handlers = (context.parameters.msw as { handlers?: unknown } | undefined)?.handlers;
  const hasHandlers = Array.isArray(handlers)
    ? handlers.length > 0
    : typeof handlers === 'object' && handlers !== null && Object.keys(handlers).length > 0;
  if (!hasHandlers && !mockServiceLoader) return {};
  // A story's own faults (`withFaults`) count their `times` afresh in each render.
  (handlers as { rearmFaults?: () => void } | undefined)?.rearmFaults?.();
  mockServiceLoader ??= import('msw-storybook-addon/csf3').then((module) => module.mswLoader());
  return (await mockServiceLoader)(context);
};

/**
 * Data props (a query's rows, a record, a list) came out as raw JSON editors in the
 * controls: they are hidden there (their values are the stories' args, shown by each
 * story); text, number, boolean and choice controls stay. A story's own control wins.
 */
const hideDataControls: ArgTypesEnhancer = Object.assign(
  (context: Parameters<ArgTypesEnhancer>[0]) =>
    Object.fromEntries(
      Object.entries(context.argTypes).map(([name, argType]) => {
        const kind = argType.type && typeof argType.type === 'object' ? argType.type.name : argType.type;
        const control = argType.control as { type?: string } | false | undefined;
        const isJson = control === undefined || (typeof control === 'object' && control.type === 'object');
        const isData = kind === 'object' || kind === 'array' || kind === 'other';
        const described =
          typeof argType.description === 'string'
            ? { ...argType, description: codeFormatServiceNames(argType.description) }
            : argType;
        return [name, isData && isJson ? { ...described, control: false as const } : described];
      }),
    ),
  { secondPass: true },
);

/**
 * findBy*, waitFor: connected stories load lazy chunks and mock data, which on a busy
 * two-core CI machine takes longer than Testing Library's 1 s default. A longer limit
 * only changes how long a failing expectation waits, never what passes.
 */
configure({ asyncUtilTimeout: 5000 });

/**
 * In a test run (the Vitest plugin sets VITEST_STORYBOOK) axe lists only the violations, each
 * with every node, which is all a test fails on: passes, "needs review" and inapplicable rules
 * keep one node each. Each story's report travelled to Vitest with every passing node and its
 * HTML (250 MB for the project), and collecting them was a third of the project's time. The
 * Storybook panel keeps axe's full report for a designer.
 */
const axeOptions = import.meta.env.VITEST_STORYBOOK === undefined ? {} : { resultTypes: ['violations'] };

/**
 * Every component's docs page (docs/ScreenDocsPage.tsx): loaded with the first such page, so the
 * introduction, an MDX page, does not wait for it.
 */
const LazyDocsPage = lazy(() => import('./docs/ScreenDocsPage').then((module) => ({ default: module.ScreenDocsPage })));
function DocsPage() {
  return (
    <Suspense fallback={null}>
      <LazyDocsPage />
    </Suspense>
  );
}

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withRouter, withTheme],
  argTypesEnhancers: [hideDataControls],
  loaders: [loadThemeFonts, loadOverlays, loadBlockingRouter, mockService],
  // A story starts on a body no earlier story has locked: a Radix layer (dialog, menu) that is
  // unmounted while open can leave `pointer-events: none` on the body, and the next story's
  // dialog then has no pointer events until its layer's second render, so a play (or a person)
  // clicking at once met "pointer-events: none" (SessionExpired Error, in the review, after other
  // stories in the same page).
  beforeEach: () => {
    document.body.style.removeProperty('pointer-events');
  },
  // Every Narrow story, in the browser and in `npm test`: no letter-stacked text, no
  // sideways overflow at its width (docs/storybook.md). Known by its export name, kept in the
  // id (`…--narrow-width`): the name a person reads is German ("Schmal").
  afterEach: async ({ id, canvasElement }) => {
    if (/narrow/.test(id.split('--')[1] ?? '')) assertFitsNarrow(canvasElement);
  },
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
    colorMode: {
      description: 'Hell oder dunkel',
      toolbar: {
        title: 'Modus',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Hell' },
          { value: 'dark', title: 'Dunkel' },
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
          { value: 'default', title: 'Standard (groß)' },
          { value: 'medium', title: 'Mittel' },
          { value: 'small', title: 'Klein' },
          { value: 'mini', title: 'Mini' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { themeColor: '#007d40', uiSize: 'medium', colorMode: 'light' },
  parameters: {
    layout: 'padded',
    docs: {
      page: DocsPage,
      // The component's JSDoc as its docs description, with the service names in code.
      extractComponentDescription: (component: { __docgenInfo?: { description?: string } } | undefined) =>
        component?.__docgenInfo?.description ? codeFormatServiceNames(component.__docgenInfo.description) : null,
    },
    // The project's widths (docs/storybook.md): a story picks one with
    // `globals: { viewport: { value: 'phone' } }`; the story tests run at that size too.
    viewport: { options: viewportOptions },
    options: {
      // Self-contained (Storybook serialises it): the top-level order, the screens' areas in
      // the product's order, the template's entries in its menu's order, then titles
      // alphabetically in German; a title's stories keep the order of their file.
      storySort: (a, b) => {
        const top = ['Einführung', 'Grundlagen', 'Primitives', 'Forms', 'Chrome', 'Screens', 'Template'];
        const areas = [
          'Anmeldung',
          'Dashboard',
          'Back office',
          'Käferfunde prüfen',
          'GIS',
          'Nutzer',
          'Profil',
          'Gemeinsam',
        ];
        const rank = (list, part) => {
          const i = list.indexOf(part ?? '');
          return i === -1 ? list.length : i;
        };
        const pa = a.title.split('/');
        const pb = b.title.split('/');
        const byTop = rank(top, pa[0]) - rank(top, pb[0]);
        if (byTop !== 0) return byTop;
        if (pa[0] === 'Screens') {
          const byArea = rank(areas, pa[1]) - rank(areas, pb[1]);
          if (byArea !== 0) return byArea;
        }
        if (pa[0] === 'Template') {
          // The template's own menu order (its sidebar), then the app's pages and its sign-in.
          const menu = [
            'Dashboard',
            'Documentation',
            'Guide',
            'Permission',
            'Icons',
            'Components',
            'Charts',
            'Nested Routes',
            'Example',
            'Tab',
            'Error Log',
            'Excel',
            'Zip',
            'PDF',
            'Theme',
            'Clipboard Demo',
            'I18n',
            'App Pages',
            'Login',
          ];
          const entry = (part) => (part ?? '').replace(/ \([A-Za-z0-9]+\)$/, '');
          const byMenu = rank(menu, entry(pa[1])) - rank(menu, entry(pb[1]));
          if (byMenu !== 0) return byMenu;
        }
        if (pa[0] === 'Einführung' || pa[0] === 'Grundlagen') return 0;
        return a.title.localeCompare(b.title, 'de');
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Axe violations fail the story's test (addon-a11y + addon-vitest).
    a11y: { test: 'error', options: axeOptions },
    msw: { handlers: [] },
  },
};

export default preview;
