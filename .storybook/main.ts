import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: [
    {
      directory: '../packages/ui/src',
      files: '**/*.stories.@(ts|tsx)',
    },
    {
      directory: '../packages/app/src',
      titlePrefix: 'App',
      files: '**/*.stories.@(ts|tsx)',
    },
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../packages/app/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    // One Storybook for the repo: serve from the repository root, not the app's.
    return { ...viteConfig, root: process.cwd() };
  },
};

export default config;
