/**
 * The letter as a PDF, made in the browser: loaded only when a PDF is asked for, from the same layout the print view's letter is described by.
 */
import { layoutLetter } from '../letterLayout/letterLayout';
import { letterContent, type LetterInput } from '../letterLayout/letterContent';
import { loadLetterFonts } from './letterFonts';
import { writeLetterPdf } from './writeLetterPdf';

export { writeLetterPdf, type LetterFontFiles, type LetterPdfInfo } from './writeLetterPdf';
export type { LetterInput } from '../letterLayout/letterContent';

/** The letter's PDF, fonts embedded; `created` is its creation date (now when left out). */
export async function createLetterPdf(input: LetterInput, created = new Date()): Promise<Uint8Array> {
  const layout = layoutLetter(input);
  return writeLetterPdf(layout, await loadLetterFonts(), {
    title: layout.title,
    author: input.issuer?.name ?? '',
    created,
  });
}

/** The file's name: "Rechnung-2025017.pdf", "Stornorechnung-2025020.pdf", "Angebot-118.pdf". */
export function letterPdfFileName(input: LetterInput): string {
  return `${letterContent(input).title.replace(/\s+/g, '-')}-${input.document.id}.pdf`;
}
