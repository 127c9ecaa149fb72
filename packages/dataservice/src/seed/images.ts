/**
 * The pictures of the seed (bilder.filename), bundled with the demo: Vite turns each
 * `new URL(…, import.meta.url)` into an asset URL, Node into a file URL.
 */
export const IMAGE_URLS: Readonly<Record<string, string>> = {
  'borkenkaefer.svg': new URL('./images/borkenkaefer.svg', import.meta.url).href,
  'ruesselkaefer.svg': new URL('./images/ruesselkaefer.svg', import.meta.url).href,
  'hirschkaefer.svg': new URL('./images/hirschkaefer.svg', import.meta.url).href,
  'maikaefer.svg': new URL('./images/maikaefer.svg', import.meta.url).href,
  'prachtkaefer.svg': new URL('./images/prachtkaefer.svg', import.meta.url).href,
  'bockkaefer.svg': new URL('./images/bockkaefer.svg', import.meta.url).href,
  'frassbild.svg': new URL('./images/frassbild.svg', import.meta.url).href,
  'bohrmehl.svg': new URL('./images/bohrmehl.svg', import.meta.url).href,
  'fundort.svg': new URL('./images/fundort.svg', import.meta.url).href,
  'avatar.svg': new URL('./images/avatar.svg', import.meta.url).href,
};

/** The URL of a picture by its file name; undefined for a file the seed does not bundle. */
export function imageUrl(filename: string): string | undefined {
  return IMAGE_URLS[filename];
}
