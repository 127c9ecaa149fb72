// Compressed sizes of a build's chunks, as a server would send them (gzip and brotli).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Sizes of one file of the build, in bytes; memoised per build folder. */
export function sizer(dir) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) {
      const code = readFileSync(join(dir, file));
      const brotli = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_SIZE_HINT]: code.length } });
      cache.set(file, { raw: code.length, gzip: gzipSync(code).length, brotli: brotli.length });
    }
    return cache.get(file);
  };
}

/** The JS and CSS files of manifest keys (a CSS file shared by two chunks counts once). */
export function filesOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

/** Summed sizes of files, in bytes. */
export function total(size, files) {
  return files.reduce(
    (sum, file) => {
      const one = size(file);
      return { raw: sum.raw + one.raw, gzip: sum.gzip + one.gzip, brotli: sum.brotli + one.brotli };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );
}
