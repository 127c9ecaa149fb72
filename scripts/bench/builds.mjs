// The two builds the bench measures, made as the e2e tests make them (packages/app/test/e2e/
// buildApp.ts: production mode, the Vite manifest and the chunk report): the production
// app without the demo, and the demo the runtime figures are taken from.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

/** Loads a TypeScript module of the repo through Vite's module runner (Node 20 cannot strip types). */
export async function importTs(relativeToRepo) {
  const file = fileURLToPath(new URL(`../../${relativeToRepo}`, import.meta.url));
  const previousNodeEnv = process.env.NODE_ENV;
  const { module } = await runnerImport(file, { configFile: false, logLevel: 'error' });
  // The runner sets NODE_ENV=development; a later build would then bundle React's development build.
  if (previousNodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = previousNodeEnv;
  return module;
}

/** Builds production and demo into a temporary folder; `remove()` deletes it. */
export async function buildBoth() {
  const { buildApp } = await importTs('packages/app/test/e2e/buildApp.ts');
  const workDir = mkdtempSync(join(tmpdir(), 'waldmonitor-bench-'));
  const prodDir = join(workDir, 'prod');
  const demoDir = join(workDir, 'demo');
  await buildApp({ outDir: prodDir, withDemo: false });
  await buildApp({ outDir: demoDir, withDemo: true });
  return { prodDir, demoDir, remove: () => rmSync(workDir, { recursive: true, force: true }) };
}

/** The demo build alone (the bench's `--demo`); `remove()` deletes it. */
export async function buildDemo() {
  const { buildApp } = await importTs('packages/app/test/e2e/buildApp.ts');
  const workDir = mkdtempSync(join(tmpdir(), 'waldmonitor-bench-'));
  const demoDir = join(workDir, 'demo');
  await buildApp({ outDir: demoDir, withDemo: true });
  return { demoDir, remove: () => rmSync(workDir, { recursive: true, force: true }) };
}

/** The production build alone (no demo; the bench's `--production-lists`); `remove()` deletes it. */
export async function buildProduction() {
  const { buildApp } = await importTs('packages/app/test/e2e/buildApp.ts');
  const workDir = mkdtempSync(join(tmpdir(), 'waldmonitor-bench-'));
  const prodDir = join(workDir, 'prod');
  await buildApp({ outDir: prodDir, withDemo: false });
  return { prodDir, remove: () => rmSync(workDir, { recursive: true, force: true }) };
}
