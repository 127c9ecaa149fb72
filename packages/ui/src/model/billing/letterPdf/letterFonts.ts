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

async function fetchLetterFonts(): Promise<LetterFontFiles> {
  const entries = await Promise.all(
    Object.entries(URLS).map(async ([name, url]) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`Die Schrift für das PDF konnte nicht geladen werden (${response.status}).`);
      return [name, new Uint8Array(await response.arrayBuffer())] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as LetterFontFiles;
}

let loading: Promise<LetterFontFiles> | null = null;

/**
 * The four files, fetched once a session: every PDF embeds the same fonts, and the same bytes
 * let letterFaces.ts keep the fonts it parsed from them. A failed fetch is not kept: the next
 * PDF asks again.
 */
export function loadLetterFonts(): Promise<LetterFontFiles> {
  loading ??= fetchLetterFonts().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
