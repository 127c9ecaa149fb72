import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { LetterFontFiles } from './writeLetterPdf';

const fontFile = (subset: string, weight: number) =>
  new Uint8Array(
    readFileSync(
      createRequire(import.meta.url).resolve(
        `@fontsource/source-sans-3/files/source-sans-3-${subset}-${weight}-normal.woff`,
      ),
    ),
  );

/**
 * The letter's fonts read from disk, for the PDF code run in Node (tests, `npm run bench`): the
 * same four files letterFonts.ts fetches in the browser.
 */
export function letterFontsFromDisk(): LetterFontFiles {
  return {
    regular: fontFile('latin', 400),
    regularExtended: fontFile('latin-ext', 400),
    bold: fontFile('latin', 700),
    boldExtended: fontFile('latin-ext', 700),
  };
}
