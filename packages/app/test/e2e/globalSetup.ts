import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildApp } from './buildApp';
import { serveStatic } from './staticServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo build served on 127.0.0.1, e.g. `http://127.0.0.1:40123`. */
    baseUrl: string;
    /** The demo build's folder (served again with another config.json by the OIDC test). */
    demoDir: string;
    /** The production build's folder (`VITE_WITH_DEMO=false`). */
    prodDir: string;
    /** Chromium's profile for the run's e2e pages (browser.ts): its cache outlives a test file. */
    profileDir: string;
  }
}

/**
 * Builds the demo and the production app once, and serves the demo build for every e2e file.
 * Under `npm test` the builds are made before this project starts, by the README's commands into
 * `dist-demo/` and `dist/` (scripts/test-run/steps.mjs, `WALDMONITOR_BUILT=1`): they are used as
 * they are, and the smoke project serves the same ones.
 */
export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(join(tmpdir(), 'waldmonitor-e2e-'));
  const shared = process.env.WALDMONITOR_BUILT === '1';
  const demoDir = shared ? fileURLToPath(new URL('../../../../dist-demo', import.meta.url)) : join(workDir, 'demo');
  const prodDir = shared ? fileURLToPath(new URL('../../../../dist', import.meta.url)) : join(workDir, 'prod');
  if (!shared) {
    await buildApp({ outDir: demoDir, withDemo: true });
    await buildApp({ outDir: prodDir, withDemo: false });
  }
  const server = await serveStatic(demoDir);

  project.provide('baseUrl', server.url);
  project.provide('demoDir', demoDir);
  project.provide('prodDir', prodDir);
  project.provide('profileDir', join(workDir, 'profile'));

  return async () => {
    await server.close();
    await rm(workDir, { recursive: true, force: true });
  };
}
