// `npm run dataservice:check-jwks -- <file>` (jwksCheck.ts): Vite's module runner loads the
// TypeScript, as the data service's own cli.mjs does.
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { runnerImport } from 'vite';

const { module } = await runnerImport(fileURLToPath(new URL('./jwksCheck.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'error',
});
process.exit(module.main(process.argv.slice(2)));
