import { downloadBlob } from '@waldmonitor/ui';
import type { LetterInput } from '@waldmonitor/ui/letter-pdf';

/**
 * The letter's PDF as a download. pdf-lib, fontkit and the fonts load with the first PDF
 * asked for, never with the editor.
 */
export async function downloadLetterPdf(letter: LetterInput): Promise<void> {
  const { createLetterPdf, letterPdfFileName } = await import('@waldmonitor/ui/letter-pdf');
  const bytes = await createLetterPdf(letter);
  downloadBlob(new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), letterPdfFileName(letter));
}
