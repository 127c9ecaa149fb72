import { downloadBlob, downloadText } from '@waldmonitor/ui';
import type { LetterInput } from '@waldmonitor/ui/letter-pdf';
import { buildXRechnungXml, xrechnungFileName, type EInvoiceForm, type XRechnungInput } from '@waldmonitor/ui/model';

const XML = 'application/xml;charset=utf-8';

/**
 * The invoice as e-invoice in `form`, as a download: the XRechnung as UBL (our writer) or as
 * CII, or the letter's PDF with the CII inside (ZUGFeRD / Factur-X). The CII writer, pdf-lib
 * and the fonts load only with the first file asked for. `letter` is the print view's letter,
 * so the PDF inside shows what the print view shows. Throws an XRechnungError naming what is
 * missing when the invoice would break a rule.
 */
export async function downloadEInvoice(form: EInvoiceForm, input: XRechnungInput, letter: LetterInput): Promise<void> {
  const id = input.invoice.id;
  if (form === 'ubl') {
    downloadText(await buildXRechnungXml(input), xrechnungFileName(id), XML);
    return;
  }
  const eInvoice = await import('@waldmonitor/ui/e-invoice');
  if (form === 'cii') {
    downloadText(await eInvoice.writeCiiXml(input), eInvoice.ciiFileName(id), XML);
    return;
  }
  const { createLetterPdf, letterPdfFileName } = await import('@waldmonitor/ui/letter-pdf');
  const fileName = letterPdfFileName(letter);
  const bytes = await eInvoice.writeHybridPdf(input, await createLetterPdf(letter), fileName);
  downloadBlob(new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), fileName);
}
