import { downloadBlob } from '@waldmonitor/ui';
import type { LetterInput } from '@waldmonitor/ui/letter-pdf';
import type { ReminderRow } from '@waldmonitor/ui/model';
import type { Load } from '../../../shell/fetchAhead';

/**
 * What a letter's PDF needs, for the shell's queue to fetch ahead (when the browser is idle)
 * while a screen that makes PDFs is open (a document's editor, the Mahnwesen): pdf-lib, fontkit
 * and the letter's fonts. A first PDF then waits for its making only, not for some 1 MB of
 * code first (0.7-2 s on a busy two-core machine). Only loaded: no PDF is made before one is
 * asked for. Never in the first load.
 */
export const letterPdfCode: Load = () =>
  import('@waldmonitor/ui/letter-pdf').then((module) => module.loadLetterFonts());

/**
 * The letter's PDF as a download. pdf-lib, fontkit and the fonts load with the first PDF
 * asked for unless the screen fetched them ahead (letterPdfCode).
 */
export async function downloadLetterPdf(letter: LetterInput): Promise<void> {
  const { createLetterPdf, letterPdfFileName } = await import('@waldmonitor/ui/letter-pdf');
  const bytes = await createLetterPdf(letter);
  downloadBlob(new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), letterPdfFileName(letter));
}

/** A reminder's PDF from its frozen content, as its print view shows it: the file's name and bytes. */
export async function reminderPdfFile(reminder: ReminderRow): Promise<{ name: string; bytes: Uint8Array }> {
  const { createReminderPdf, reminderPdfFileName } = await import('@waldmonitor/ui/letter-pdf');
  return { name: reminderPdfFileName(reminder), bytes: await createReminderPdf(reminder) };
}

/** A reminder's PDF as a download. */
export async function downloadReminderPdf(reminder: ReminderRow): Promise<void> {
  const file = await reminderPdfFile(reminder);
  downloadBlob(new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.name);
}
