import { downloadBlob } from '@waldmonitor/ui';
import type { LetterInput } from '@waldmonitor/ui/letter-pdf';
import { buildXRechnungXml, xrechnungFileName, type EInvoiceForm, type XRechnungInput } from '@waldmonitor/ui/model';

/** An e-invoice as a file: its name, MIME type and bytes. */
export interface EInvoiceFile {
  name: string;
  mime: 'application/pdf' | 'application/xml';
  bytes: Uint8Array;
}

/**
 * The invoice as e-invoice in `form`: the XRechnung as UBL (our writer) or as CII, or the
 * letter's PDF with the CII inside (ZUGFeRD / Factur-X). The CII writer, pdf-lib and the fonts
 * are never in the first load: an open invoice fetches them ahead (DocumentEditorSection), else
 * they load with the first file asked for. `letter` is the print view's letter, so the PDF
 * inside shows what the print view shows. Throws an XRechnungError naming what is missing when
 * the invoice would break a rule.
 */
export async function eInvoiceFile(
  form: EInvoiceForm,
  input: XRechnungInput,
  letter: LetterInput,
): Promise<EInvoiceFile> {
  const id = input.invoice.id;
  const xml = (name: string, text: string): EInvoiceFile => ({
    name,
    mime: 'application/xml',
    bytes: new TextEncoder().encode(text),
  });
  if (form === 'ubl') return xml(xrechnungFileName(id), await buildXRechnungXml(input));
  const eInvoice = await import('@waldmonitor/ui/e-invoice');
  if (form === 'cii') return xml(eInvoice.ciiFileName(id), await eInvoice.writeCiiXml(input));
  const { createLetterPdf, letterPdfFileName } = await import('@waldmonitor/ui/letter-pdf');
  const name = letterPdfFileName(letter);
  return {
    name,
    mime: 'application/pdf',
    bytes: await eInvoice.writeHybridPdf(input, await createLetterPdf(letter), name),
  };
}

/** The e-invoice in `form` as a download. */
export async function downloadEInvoice(form: EInvoiceForm, input: XRechnungInput, letter: LetterInput): Promise<void> {
  const file = await eInvoiceFile(form, input, letter);
  const type = file.mime === 'application/xml' ? 'application/xml;charset=utf-8' : file.mime;
  downloadBlob(new Blob([new Uint8Array(file.bytes)], { type }), file.name);
}

/** Bytes as base64, in slices (a spread of a whole PDF into fromCharCode would overflow the stack). */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}
