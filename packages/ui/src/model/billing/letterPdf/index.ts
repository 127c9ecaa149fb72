/**
 * The letter as a PDF, made in the browser: loaded only when a PDF is asked for, from the same layout the print view's letter is described by.
 */
import type { ReminderRow } from '../../contract/rpc/billing';
import { layoutContent, layoutLetter } from '../letterLayout/letterLayout';
import { reminderContent } from '../letterLayout/reminderContent';
import type { LetterLayout } from '../letterLayout/layoutTypes';
import type { Issuer } from '../issuer';
import { letterContent, type LetterInput } from '../letterLayout/letterContent';
import { loadLetterFonts } from './letterFonts';
import { writeLetterPdf } from './writeLetterPdf';

export { writeLetterPdf, type LetterFontFiles, type LetterPdfInfo } from './writeLetterPdf';
export { loadLetterFonts } from './letterFonts';
export { reminderPdfFileName } from '../reminderMail';
export type { LetterInput } from '../letterLayout/letterContent';

/** The letter's PDF, fonts embedded; `created` is its creation date (now when left out). */
export async function createLetterPdf(input: LetterInput, created = new Date()): Promise<Uint8Array> {
  return pdfOf(layoutLetter(input), input.issuer, created);
}

/** A reminder's PDF, from its frozen content only (as its print view). */
export async function createReminderPdf(
  reminder: Pick<ReminderRow, 'inhalt' | 'sha256'>,
  created = new Date(),
): Promise<Uint8Array> {
  const content = reminderContent(reminder.inhalt, reminder.sha256);
  return pdfOf(layoutContent(content), content.issuer, created);
}

async function pdfOf(layout: LetterLayout, issuer: Issuer | null, created: Date) {
  return writeLetterPdf(layout, await loadLetterFonts(), { title: layout.title, author: issuer?.name ?? '', created });
}

/** The file's name: "Rechnung-2025017.pdf", "Stornorechnung-2025020.pdf", "Angebot-118.pdf". */
export function letterPdfFileName(input: LetterInput): string {
  return `${letterContent(input).title.replace(/\s+/g, '-')}-${input.document.id}.pdf`;
}
