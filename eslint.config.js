import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** `packages/ui/src` stays pure: no data fetching, identity, mocking or app code. */
const uiPurity = {
  paths: [
    { name: 'swr', message: 'ui is pure: data hooks live in packages/app.' },
    { name: 'keycloak-js', message: 'ui is pure: identity lives in packages/app.' },
    { name: 'msw', message: 'ui is pure: mocks only in stories and tests.' },
  ],
  patterns: [
    { group: ['swr/*', 'msw/*', 'keycloak-js/*'], message: 'ui is pure: no data, identity or mocking imports.' },
    { group: ['@waldmonitor/app', '@waldmonitor/app/*', '**/app/src/**'], message: 'ui never imports app code.' },
    { group: ['@waldmonitor/mocks', '@waldmonitor/mocks/*'], message: 'ui imports mocks only in stories and tests.' },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      'dist-demo/**',
      'storybook-static/**',
      'test-results/**',
      '**/public/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', uiPurity] },
  },
  {
    files: ['packages/ui/src/model/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { ...uiPurity, paths: [...uiPurity.paths, { name: 'react', message: 'The model has no React in it.' }] },
      ],
    },
  },
  {
    // The demo's data path has no msw (architecture §2): its worker runs these, and the page hands
    // them its requests with the fault switch in front. msw also creates page-only state when it
    // loads (its cookie store reads localStorage), so a worker that imported it would die.
    files: [
      'packages/app/src/demo/**/*.ts',
      'packages/dataservice/src/{pglite,postgrest,server,seed}/**/*.ts',
      'packages/mocks/src/{faults,dataCalls,dataFaults,faultReply}.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'msw', message: 'The demo data path runs without msw: answer with plain Response.' }],
          patterns: [
            {
              group: ['msw/*'],
              message: 'The demo data path runs without msw: msw stays with the template API and scans.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '.ci/**/*.mjs'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);
