/**
 * `import firstAnswersUrl from 'virtual:waldmonitor/demo-first-answers'`: the URL of the demo's
 * first answers (firstAnswers.ts, made by firstAnswersFile.ts): in a build a hashed asset, in
 * dev the cached file. Made in Node by Vite's module runner once per process that asks for it.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { firstAnswersFile } from './firstAnswersFile';

const MODULE = 'virtual:waldmonitor/demo-first-answers';
const RESOLVED = `\0${MODULE}`;
const FILE_MODULE = fileURLToPath(new URL('./firstAnswersFile.ts', import.meta.url));

export function demoFirstAnswers(): Plugin {
  let file: Promise<string> | undefined;
  const made = () =>
    (file ??= runnerImport<{ firstAnswersFile: typeof firstAnswersFile }>(FILE_MODULE, {
      configFile: false,
      logLevel: 'error',
    }).then(({ module }) => module.firstAnswersFile()));
  return {
    name: 'waldmonitor:demo-first-answers',
    resolveId: (source) => (source === MODULE ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      return `export { default } from ${JSON.stringify(`${await made()}?url`)};`;
    },
  };
}
