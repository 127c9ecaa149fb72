// `npm run dataservice -- --config <file>` (main.ts). Node 20 does not run TypeScript itself,
// so Vite's module runner loads main.ts and what it imports, as the bench loads its TypeScript
// (scripts/bench/builds.mjs importTs); npm packages (pg, jose) load as they are.
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { runnerImport } from 'vite';

const { module } = await runnerImport(fileURLToPath(new URL('./main.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'error',
});
process.exit(await module.main(process.argv.slice(2)));
