import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  }
}

/** Builds the demo and the production app once, and serves the demo build for every e2e file. */
export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(join(tmpdir(), 'waldmonitor-e2e-'));
  const demoDir = join(workDir, 'demo');
  const prodDir = join(workDir, 'prod');
  await buildApp({ outDir: demoDir, withDemo: true });
  await buildApp({ outDir: prodDir, withDemo: false });
  const server = await serveStatic(demoDir);

  project.provide('baseUrl', server.url);
  project.provide('demoDir', demoDir);
  project.provide('prodDir', prodDir);

  return async () => {
    await server.close();
    await rm(workDir, { recursive: true, force: true });
  };
}
