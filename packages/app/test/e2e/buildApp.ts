import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface BuildOptions {
  outDir: string;
  /** `false` is the production build of `npm run build`: no msw, no seed dataset. */
  withDemo: boolean;
}

/**
 * Builds the app with the root vite.config.ts, as `npm run build:demo` and `npm run build`
 * do, into a folder of the test's own so the helpers' `dist/` stays untouched.
 */
export async function buildApp({ outDir, withDemo }: BuildOptions): Promise<void> {
  const previous = process.env.VITE_WITH_DEMO;
  const previousNodeEnv = process.env.NODE_ENV;
  const previousReport = process.env.WALDMONITOR_BUILD_REPORT;
  // Vite reads VITE_* variables from the environment when it resolves the config.
  if (withDemo) delete process.env.VITE_WITH_DEMO;
  else process.env.VITE_WITH_DEMO = 'false';
  // Vitest sets NODE_ENV=test, and Vite builds React's development bundle for any value
  // but production: the tests would drive another React than people get.
  process.env.NODE_ENV = 'production';
  // The manifest (chunk graph) and the chunk report (modules per chunk) are what the
  // first-load test reads, with the analysis `npm run bench` prints its figures from (vite.config.ts).
  process.env.WALDMONITOR_BUILD_REPORT = '1';
  try {
    await build({
      configFile: `${repoRoot}vite.config.ts`,
      root: `${repoRoot}packages/app`,
      // The chunk-size advice is the app's business, not the tests' output.
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (previous === undefined) delete process.env.VITE_WITH_DEMO;
    else process.env.VITE_WITH_DEMO = previous;
    if (previousNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previousNodeEnv;
    if (previousReport === undefined) delete process.env.WALDMONITOR_BUILD_REPORT;
    else process.env.WALDMONITOR_BUILD_REPORT = previousReport;
  }
}
