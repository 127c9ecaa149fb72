// `npm run dataservice:backup|restore -- <folder>` (main.ts): Vite's module runner loads the
// TypeScript, as the data service's own cli.mjs does.
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { runnerImport } from 'vite';

const [command, ...argv] = process.argv.slice(2);
if (command !== 'backup' && command !== 'restore') {
  process.stderr.write('usage: cli.mjs backup|restore <folder>\n');
  process.exit(2);
}
const { module } = await runnerImport(fileURLToPath(new URL('./main.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'error',
});
process.exit(await module.main(command, argv));
