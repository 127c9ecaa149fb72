import { downloadBlob } from '@waldmonitor/ui';
import type { LetterInput } from '@waldmonitor/ui/letter-pdf';
import type { ReminderRow } from '@waldmonitor/ui/model';

/**
 * The letter's PDF as a download. pdf-lib, fontkit and the fonts load with the first PDF
 * asked for, never with the editor.
 */
export async function downloadLetterPdf(letter: LetterInput): Promise<void> {
  const { createLetterPdf, letterPdfFileName } = await import('@waldmonitor/ui/letter-pdf');
  const bytes = await createLetterPdf(letter);
  downloadBlob(new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), letterPdfFileName(letter));
}

/** A reminder's PDF as a download, from its frozen content. */
export async function downloadReminderPdf(reminder: ReminderRow): Promise<void> {
  const { createReminderPdf, reminderPdfFileName } = await import('@waldmonitor/ui/letter-pdf');
  const bytes = await createReminderPdf(reminder);
  downloadBlob(new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), reminderPdfFileName(reminder));
}
