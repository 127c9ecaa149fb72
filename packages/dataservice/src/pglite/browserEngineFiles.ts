/**
 * PGlite's own files in a browser (Vite serves them): `pglite.wasm` compiled while it streams
 * in, and its file system bundle. Fetched once by whoever hosts the engine (the demo's worker,
 * the stories' page) and handed to every boot: the demo's reset boots PGlite again, and without
 * them each boot fetched and compiled the 9 MB engine anew (about a second).
 */
import pgliteData from '@electric-sql/pglite/pglite.data?url';
import pgliteWasm from '@electric-sql/pglite/pglite.wasm?url';
import type { EngineFiles } from './engine';

/** `fetch`, with a German error for an answer that is not OK. */
export async function fetchedOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Die Demo-Datenbank konnte „${url}“ nicht laden (HTTP ${response.status}).`);
  return response;
}

export async function browserEngineFiles(): Promise<EngineFiles> {
  const [wasmModule, fsBundle] = await Promise.all([
    WebAssembly.compileStreaming(fetchedOk(pgliteWasm)),
    fetchedOk(pgliteData).then((response) => response.blob()),
  ]);
  return { wasmModule, fsBundle };
}
