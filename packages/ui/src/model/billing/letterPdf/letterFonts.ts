import boldUrl from '@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff?url';
import boldExtendedUrl from '@fontsource/source-sans-3/files/source-sans-3-latin-ext-700-normal.woff?url';
import regularUrl from '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff?url';
import regularExtendedUrl from '@fontsource/source-sans-3/files/source-sans-3-latin-ext-400-normal.woff?url';
import type { LetterFontFiles } from './writeLetterPdf';

/**
 * The app's own font files, as the build serves them: WOFF, not WOFF2 (the PDF embeds the
 * font as TrueType, and WOFF unpacks with the inflate pdf-lib already has).
 */
const URLS = { regular: regularUrl, regularExtended: regularExtendedUrl, bold: boldUrl, boldExtended: boldExtendedUrl };

export async function loadLetterFonts(): Promise<LetterFontFiles> {
  const entries = await Promise.all(
    Object.entries(URLS).map(async ([name, url]) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`Die Schrift für das PDF konnte nicht geladen werden (${response.status}).`);
      return [name, new Uint8Array(await response.arrayBuffer())] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as LetterFontFiles;
}
