/**
 * PGlite's own files in Node, read and compiled once for every boot of a process: the test files
 * that start services of their own boot PGlite several times in one worker, and PGlite would
 * otherwise read and compile its 9 MB engine at each boot.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { EngineFiles } from './engine';

const require = createRequire(import.meta.url);

export async function nodeEngineFiles(): Promise<EngineFiles> {
  const [wasm, data] = await Promise.all([
    readFile(require.resolve('@electric-sql/pglite/pglite.wasm')),
    readFile(require.resolve('@electric-sql/pglite/pglite.data')),
  ]);
  return { wasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([data]) };
}
