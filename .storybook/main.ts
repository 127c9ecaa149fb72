import type { StorybookConfig } from '@storybook/react-vite';
import { preloadFirstPage } from './preloadDocs.ts';
import { sidebarAfterFirstPageScript } from './sidebarAfterFirstPage.ts';

/**
 * The static Storybook (`npm run build:storybook`, the bench) sets this: it runs no tests, so its
 * manager goes without the test addon's sidebar widget and status stores. Dev and the story
 * tests (the vitest plugin reads this file too) keep the addon.
 */
const staticBuild = process.env.WALDMONITOR_STORYBOOK_STATIC === '1';

const config: StorybookConfig = {
  stories: [
    // The introduction and the foundations (Grundlagen) pages; the sidebar opens on the first.
    './pages/*.mdx',
    {
      directory: '../packages/ui/src',
      files: '**/*.stories.@(ts|tsx)',
    },
    {
      // The app's connected pages carry full titles: each sits beside its screen in the
      // ui package ("… · verbunden"), so a screen has one place in the sidebar.
      directory: '../packages/app/src',
      files: '**/*.stories.@(ts|tsx)',
    },
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', ...(staticBuild ? [] : ['@storybook/addon-vitest'])],
  framework: { name: '@storybook/react-vite', options: {} },
  // The static build paints its first page before the sidebar (sidebarAfterFirstPage.ts).
  managerHead: (head, { configType }) =>
    configType === 'PRODUCTION' ? `${head ?? ''}${sidebarAfterFirstPageScript}` : head,
  // The manager's icon for the preview too: a story opened on its own (iframe.html) asked for
  // /favicon.ico, which neither Storybook nor the app has (a 404 in its console).
  previewHead: (head) => `${head ?? ''}<link rel="icon" type="image/svg+xml" href="./favicon.svg" />`,
  staticDirs: ['../packages/app/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    // One Storybook for the repo: serve from the repository root, not the app's. The static
    // build fetches the first page's docs renderer with the preview (preloadDocs.ts).
    return { ...viteConfig, root: process.cwd(), plugins: [...(viteConfig.plugins ?? []), preloadFirstPage()] };
  },
};

export default config;
