// `npm run dataservice:mailer -- [options]` (main.ts): Vite's module runner loads the
// TypeScript, as the data service's own cli.mjs does.
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { runnerImport } from 'vite';

const { module } = await runnerImport(fileURLToPath(new URL('./main.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'error',
});
process.exit(await module.main(process.argv.slice(2)));
