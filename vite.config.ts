import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { copyFileSync, rmSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';
import { demoSnapshot } from './packages/dataservice/src/pglite/demoSnapshotPlugin.ts';
import { demoFirstAnswers } from './packages/app/src/demo/firstAnswersPlugin.ts';
import { chunkReportPlugin } from './scripts/bench/firstLoadAnalysis.ts';
import { treeShakeReactRouter } from './scripts/build/treeShakeReactRouter.ts';
import { eInvoiceInBrowser } from './scripts/build/eInvoiceInBrowser.ts';
import { compileHint } from './scripts/build/compileHint.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The production build's config.json: every value to fill reads `<…>` (runtimeConfig.ts). */
const CONFIG_TEMPLATE = fileURLToPath(new URL('./packages/app/config.template.json', import.meta.url));

const UNIT_TESTS = ['packages/*/src/**/*.test.{ts,tsx}', 'packages/*/test/**/*.test.{ts,tsx}'];
const NOT_UNIT_TESTS = [
  '**/node_modules/**',
  'packages/app/test/e2e/**',
  'packages/app/test/smoke/**',
  'packages/dataservice/test/**',
];
/**
 * Unit tests that need modules of their own: `vi.mock` replaces a module for the file (in a
 * shared module graph another file may have loaded the real one first), and a global
 * stubbed at the top of a file would stay for the next files.
 */
const UNIT_TESTS_IN_ISOLATION = [
  'packages/app/src/identity/keycloakIdentity.test.ts',
  'packages/app/src/shell/ShellView.test.tsx',
];

/**
 * Unit tests that check our files with Debian's gdal-bin and PROJ's cs2cs (`*.gdal.test.ts`,
 * `*.proj.test.ts`): their child processes are most of their time (about 0.1 s of CPU only to
 * start each), so they run as a step of their own beside the other unit tests, each with its
 * own budget (scripts/test-run/steps.mjs).
 */
const TOOL_TESTS = ['packages/*/src/**/*.{gdal,proj}.test.{ts,tsx}'];

/** Debian's chromium, never a downloaded browser (see docs/toolchain.md). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/**
 * The signed-in frame (ShellLayout: sidebar, tabs, navbar, the page routes), the dashboard
 * page that picks each role's own dashboard, and the layout pieces every page builds on; the
 * chunk group takes what they import along. The back office's sections model is not in it:
 * only administrators' pages use it.
 */
const SIGNED_IN_FRAME =
  /packages[\\/](app[\\/]src[\\/]shell[\\/]ShellLayout\.tsx|app[\\/]src[\\/]pages[\\/]dashboard[\\/](DashboardPage\.tsx|dashboardByRole\.ts)|ui[\\/]src[\\/]primitives[\\/](Page|Stack|EmptyState|Inline)[\\/])/;
/**
 * What the frame shares with views shown before sign-in: the demo's sign-in list (Card,
 * TextField's IconButton), a menu, and the two text helpers of the phone landing page and a
 * message (the page title, visually hidden text).
 */
const SHARED_BEFORE_SIGN_IN =
  /packages[\\/]ui[\\/]src[\\/](primitives[\\/](Card[\\/]Card|IconButton[\\/]IconButton|DropdownMenu[\\/](DropdownMenu|menuEntries))\.tsx?|model[\\/]pageTitle\.ts|theme[\\/]visuallyHidden\.ts)$/;

/**
 * A production build (VITE_WITH_DEMO=false) ships neither msw nor the demo's settings:
 * the JS never imports msw or the demo, but Vite copies every file of public/, the MSW
 * worker scripts and the demo's config.json included. Its config.json is the template
 * `packages/app/config.template.json` instead: until the operator fills it, the start page
 * names every key still to fill (deploy/README.md).
 */
function withoutDemoFiles(): Plugin {
  let outDir = '';
  return {
    name: 'waldmonitor:without-demo-files',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (process.env.VITE_WITH_DEMO !== 'false') return;
      for (const file of ['mockServiceWorker.js', 'demoServiceWorker.js']) {
        rmSync(`${outDir}/${file}`, { force: true });
      }
      copyFileSync(CONFIG_TEMPLATE, `${outDir}/config.json`);
    },
  };
}

/**
 * The demo build's msw without tough-cookie: msw's cookie store is replaced by
 * packages/mocks/src/cookieStore.ts (which says why). tough-cookie stays out of the msw chunk.
 */
function mswCookieStore(): Plugin {
  const replacement = fileURLToPath(new URL('./packages/mocks/src/cookieStore.ts', import.meta.url));
  return {
    name: 'waldmonitor:msw-cookie-store',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromMsw = importer !== undefined && /[\\/]msw[\\/]lib[\\/]core[\\/]/.test(importer);
      return fromMsw && /[\\/]cookieStore\.m?js$/.test(source) ? replacement : null;
    },
  };
}

/**
 * A build for the tests and the bench: Vite's manifest (the chunk graph) and the chunk report
 * (modules per chunk) beside it, which the first-load test and `npm run bench` read. `npm test`
 * makes its two builds this way once, with the README's commands (scripts/test-run/steps.mjs).
 */
const withBuildReport = process.env.WALDMONITOR_BUILD_REPORT === '1';

/**
 * What the e2e projects share: the demo and production builds served once for every file
 * (globalSetup), and limits. A test's own waits name what they wait for (15-30 s each); the
 * test limit is only that of a whole test, which signs in and walks several pages: 20-50 s
 * on a loaded machine, and 60 s ran out in loaded runs (docs/testing.md).
 */
const E2E = {
  root,
  environment: 'node',
  globalSetup: ['packages/app/test/e2e/globalSetup.ts'],
  testTimeout: 150_000,
  hookTimeout: 120_000,
};

/**
 * E2E files that mostly wait for a clock (a session's 60 s at the OpenID provider): a project of
 * their own, run in lane b beside the stories (scripts/test-run/steps.mjs), where their idle
 * minute costs the run nothing, instead of in lane a after the other e2e files.
 */
const CLOCK_BOUND_E2E = ['packages/app/test/e2e/session.e2e.test.ts'];

export default defineConfig({
  root: 'packages/app',
  publicDir: 'public',
  plugins: [
    react(),
    withoutDemoFiles(),
    mswCookieStore(),
    eInvoiceInBrowser(),
    demoSnapshot(),
    demoFirstAnswers(),
    treeShakeReactRouter(),
    ...(withBuildReport ? [chunkReportPlugin()] : []),
  ],
  resolve: {
    // msw never needs the public-suffix list msw's cookie store pulls in
    // (packages/mocks/src/publicSuffix.ts says why); every build and test uses the stand-in.
    alias: [
      { find: 'tldts', replacement: fileURLToPath(new URL('./packages/mocks/src/publicSuffix.ts', import.meta.url)) },
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./scripts/build/useSyncExternalStore.ts', import.meta.url)),
      }, // A production build has no demo identity: the OIDC adapter comes with the entry.
      ...(process.env.VITE_WITH_DEMO === 'false'
        ? [
            {
              find: /^\.\/identity\/loadOidcIdentity$/,
              replacement: fileURLToPath(
                new URL('./packages/app/src/identity/loadOidcIdentity.production.ts', import.meta.url),
              ),
            },
          ]
        : []),
    ],
  },
  // The demo's data worker (packages/app/src/demo/dataWorker.ts: PGlite) as an ES module.
  worker: { format: 'es' },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    manifest: withBuildReport,
    // No preload lists: Vite would wrap every import() with the list of the chunks it
    // imports in turn, ~2.6 kB gzip of the first load in file names alone (the back office's
    // page named every section's chunks). The app fetches its code ahead itself, when the
    // browser is idle (fetchAhead.ts, preloadSignedIn.ts); a lazy chunk opened before that
    // fetches its imports after it, one round trip later (docs/decisions.md).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // React, react-dom, the router, styled-components and SWR in one chunk: every page
        // needs them, and split over the chunks the bundler would otherwise cut around
        // the lazy template part they cost ~4 kB gzip more (`npm run bench`).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|swr|use-sync-external-store|dequal)[\\/]/,
            },
            // What the entry imports statically, in one chunk: left to itself the bundler
            // cuts it into a dozen small chunks wherever a lazy part (the template part,
            // the back office) shares a module, and each costs a request and ~0.3 kB.
            { name: 'startup', tags: ['$initial'] },
            // The few modules of the signed-in frame that views before sign-in (the demo's
            // sign-in list, the phone landing page, a message) use too: a chunk of its own,
            // so that such a view never pulls in the whole frame below (the first-load e2e
            // test checks it). One chunk, not two: the landing page's 1.6 kB more than its two
            // helpers are the frame's anyway, and apart they cost every first load 0.1 kB.
            { name: 'chromeShared', test: SHARED_BEFORE_SIGN_IN },
            // The signed-in frame with everything it imports and the layout pieces every
            // page uses, in one chunk: left to itself the bundler cuts it into some twenty
            // chunks (each shared with one lazy page or another), ~6 kB gzip more of the
            // first load (`npm run bench`). Every signed-in page loads the frame anyway.
            { name: 'ShellLayout', test: SIGNED_IN_FRAME },
          ],
        },
        // V8's compile hint for the chunks that run at once (compileHint.ts); after
        // minification, which would drop the comment.
        postBanner: compileHint,
      },
    },
  },
  optimizeDeps: {
    // PGlite finds its wasm and data files beside its own module (`new URL(…, import.meta.url)`):
    // pre-bundled into .vite/deps it would look for them there (PGlite's docs for Vite).
    exclude: ['@electric-sql/pglite'],
    // The development server pre-bundles the e-invoice library with the bundler's own plugins
    // only: without the stand-ins its Node imports became Vite's "externalized" modules (a
    // console warning as the chunk loaded) and `npm run dev` ran other code than the build.
    rolldownOptions: { plugins: [eInvoiceInBrowser()] },
    include: [
      'msw-storybook-addon/csf3',
      'msw',
      'msw/browser',
      'styled-components',
      'storybook/test',
      'react-router-dom',
      '@radix-ui/react-dialog',
      '@radix-ui/react-dropdown-menu',
      '@tanstack/react-virtual',
      '@dnd-kit/core',
      '@dnd-kit/sortable',
      '@dnd-kit/utilities',
      'leaflet',
      'echarts/core',
      'echarts/charts',
      'echarts/components',
      'echarts/renderers',
      // The excel and zip pages' libraries, for the same reason.
      'exceljs',
      'jszip',
      // The editors' libraries, so a story's first run does not reload mid-run.
      'tinymce',
      'tinymce/models/dom',
      'tinymce/themes/silver',
      'tinymce/icons/default',
      'tinymce/plugins/image',
      'tinymce/plugins/link',
      'tinymce/plugins/lists',
      'tinymce/plugins/code',
      'tinymce/skins/ui/oxide/skin.js',
      'tinymce/skins/ui/oxide/content.js',
      'tinymce/skins/content/default/content.js',
      'dompurify',
      'marked',
      '@codemirror/commands',
      '@codemirror/lang-json',
      '@codemirror/language',
      '@codemirror/lint',
      '@codemirror/state',
      '@codemirror/view',
      'react-resizable-panels',
    ],
  },
  test: {
    root,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root,
          environment: 'happy-dom',
          include: UNIT_TESTS,
          exclude: [...NOT_UNIT_TESTS, ...UNIT_TESTS_IN_ISOLATION, ...TOOL_TESTS],
          setupFiles: ['./vitest.setup.ts'],
          // The files share one module graph and one DOM per worker instead of a fresh one
          // each: importing React, the theme and the model 200 times and building 200
          // happy-dom windows was ~70 % of the project's CPU time (353 s → 100 s). What a
          // file leaves behind is reset per file in vitest.setup.ts; a file that needs
          // fresh modules goes to UNIT_TESTS_IN_ISOLATION.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-gdal',
          root,
          environment: 'happy-dom',
          include: TOOL_TESTS,
          setupFiles: ['./vitest.setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          root,
          environment: 'happy-dom',
          include: UNIT_TESTS_IN_ISOLATION,
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [
          storybookTest({
            configDir: `${root}.storybook`,
            storybookScript: 'npm run storybook -- --ci',
          }),
        ],
        test: {
          name: 'stories',
          root,
          // Every story file in one page, not a fresh iframe each: the page's modules (React,
          // Storybook's preview, msw) load once instead of 120 times, which halves the
          // project's time on two cores. Stories therefore must not leak state into the next
          // file (each story renders, and mocks, from its own args and loaders).
          isolate: false,
          // The heaviest stories (a 1,000-point spline fitted in a worker) take 6-33 s when the
          // suite's other projects share the two cores; 15 and 30 s left too little margin.
          testTimeout: 60_000,
          // The dark theme's contrast check of chosen stories (docs/storybook.md).
          setupFiles: ['./.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
          },
        },
      },
      {
        test: {
          name: 'e2e',
          ...E2E,
          include: ['packages/app/test/e2e/**/*.e2e.test.ts'],
          exclude: [...configDefaults.exclude, ...CLOCK_BOUND_E2E],
          fileParallelism: false,
          // One file after the other in one worker. Each file launches its own Chromium; the
          // files share no state but their modules' functions and the run's browser profile.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e-clock',
          ...E2E,
          include: CLOCK_BOUND_E2E,
        },
      },
      {
        test: {
          name: 'smoke',
          root,
          environment: 'node',
          // The README's own commands (npm start, the built demo, npm run storybook), walked in Chromium.
          include: ['packages/app/test/smoke/**/*.smoke.test.ts'],
          // A cold development server compiles each page's modules on its first visit.
          testTimeout: 600_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'dataservice',
          root,
          environment: 'node',
          include: ['packages/dataservice/test/**/*.test.ts'],
          // One throwaway PostgreSQL cluster per run (packages/dataservice/test/HARNESS.md).
          globalSetup: ['packages/dataservice/test/globalSetup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // One worker imports the mocks and the contract once for every file.
          isolate: false,
        },
      },
    ],
  },
});
