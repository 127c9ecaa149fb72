import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { LAUNCH_OPTIONS } from '../e2e/browser';

/** The repository's root: the README's commands run there. */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface RunningCommand {
  /** The address the command printed, e.g. `http://127.0.0.1:5173`, without a trailing slash. */
  url: string;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  stop(): Promise<void>;
}

/** `npm run <script> [-- args]` as a newcomer types it, in its own process group. */
function npmRun(script: string, args: readonly string[]): ChildProcess {
  const extra = args.length > 0 ? ['--', ...args] : [];
  return spawn('npm', ['run', script, ...extra], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', BROWSER: 'none' },
  });
}

function collect(child: ChildProcess): () => string {
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return () => text;
}

/** Runs a script to its end; rejects with its output when it fails. */
export async function runToEnd(script: string, args: readonly string[] = []): Promise<string> {
  const child = npmRun(script, args);
  const output = collect(child);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`npm run ${script} ended with ${code}:\n${output()}`);
  return output();
}

/**
 * Starts a server script (`npm start`, `npm run storybook`, …) and resolves with the local
 * address it prints: Vite and Storybook take the next free port when theirs is taken, so
 * the address is read, not assumed.
 */
export async function startServer(
  script: string,
  args: readonly string[] = [],
  timeoutMs = 180_000,
): Promise<RunningCommand> {
  const child = npmRun(script, args);
  const output = collect(child);
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.on('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    await exited;
  };
  const started = Date.now();
  for (;;) {
    const address = /Local:\s+(http:\/\/[^\s/]+)/.exec(output());
    if (address?.[1]) return { url: address[1], output, stop };
    if (child.exitCode !== null) throw new Error(`npm run ${script} ended with ${child.exitCode}:\n${output()}`);
    if (Date.now() - started > timeoutMs) {
      await stop();
      throw new Error(`npm run ${script} printed no address in ${timeoutMs} ms:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface ServedCommand {
  server: RunningCommand;
  browser: Browser;
}

/**
 * `npm run <script> <args>` and a Chromium for this test file, from its `beforeAll` to its
 * `afterAll` (read them in tests, not when the file loads).
 */
export function setupServedCommand(
  script: string,
  args: readonly string[] = [],
  launchOptions: LaunchOptions = LAUNCH_OPTIONS,
): ServedCommand {
  const served = {} as ServedCommand;
  beforeAll(async () => {
    served.server = await startServer(script, args);
    served.browser = await chromium.launch(launchOptions);
  });
  afterAll(async () => {
    await served.browser?.close();
    await served.server?.stop();
  });
  return served;
}
