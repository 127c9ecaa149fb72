/**
 * `npm run dataservice -- --config <file>`: the data service from a PostgREST 16 configuration
 * file (see ../../README.md). Prints `Listening on http://host:port` (and the admin server's
 * address) on one line once it answers; stops on SIGINT/SIGTERM, reloads the schema cache on
 * SIGUSR1 and the configuration on SIGUSR2, as PostgREST does. For development, demos, tests
 * and benchmarks: in production run PostgREST 16 with the same file.
 */
import { createEmulation } from '../postgrest';
import { startDataService, type DataService } from './service';

const USAGE = `Usage: npm run dataservice -- --config <postgrest.conf>

Serves the PostgREST 16.2 emulation over HTTP with the settings of a PostgREST configuration
file; PGRST_* environment variables override the file, as in PostgREST.`;

function configPath(argv: string[]): { path?: string; help?: boolean; error?: string } {
  let path: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-h' || arg === '--help') return { help: true };
    const value =
      arg === '--config' || arg === '-c' ? argv[++i] : arg.startsWith('--config=') ? arg.slice(9) : undefined;
    if (value === undefined && (arg === '--config' || arg === '-c')) return { error: `${arg} needs a file name` };
    const file = value ?? (arg.startsWith('-') ? undefined : arg);
    if (file === undefined) return { error: `unknown option ${arg}` };
    if (path !== undefined) return { error: 'give one configuration file' };
    path = file;
  }
  return { path };
}

/** Runs until stopped; resolves with the exit code. */
export async function main(argv: string[]): Promise<number> {
  const args = configPath(argv);
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (args.error) {
    console.error(`${args.error}\n\n${USAGE}`);
    return 1;
  }
  let service: DataService;
  let exit: (code: number) => void = () => {};
  const stopped = new Promise<number>((resolve) => (exit = resolve));
  try {
    service = await startDataService({
      configPath: args.path,
      createEmulation,
      onFatal: () => void service.close().then(() => exit(1)),
    });
  } catch (error) {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  process.stdout.write(`Listening on ${service.url}${service.adminUrl ? `, admin on ${service.adminUrl}` : ''}\n`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return exit(1);
    stopping = true;
    console.error(`${signal}: stopping`);
    service.close().then(
      () => exit(0),
      (error: unknown) => {
        console.error(error);
        exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGUSR1', () => void service.reloadSchemaCache());
  process.on('SIGUSR2', () => void service.reloadConfig());
  return stopped;
}
