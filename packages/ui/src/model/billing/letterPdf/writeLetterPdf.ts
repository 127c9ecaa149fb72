import fontkit from '@cantoo/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from '@cantoo/pdf-lib';
import { palette } from '../../../theme/tokens';
import { giroCodeModules } from '../giroCodeModules';
import { PT, SHEET } from '../letterLayout/geometry';
import type { GiroCodeItem, InkColor, LetterLayout, TextItem } from '../letterLayout/layoutTypes';

/** The letter's font files (Source Sans 3, WOFF): its Latin subset, and Latin Extended for the rest. */
export interface LetterFontFiles {
  regular: Uint8Array;
  regularExtended: Uint8Array;
  bold: Uint8Array;
  boldExtended: Uint8Array;
}

export interface LetterPdfInfo {
  /** The document's title ("Rechnung Nr. 2025017"), its author (the issuer) and when it was made. */
  title: string;
  author: string;
  created: Date;
}

const hex = (value: string): RGB =>
  rgb(
    parseInt(value.slice(1, 3), 16) / 255,
    parseInt(value.slice(3, 5), 16) / 255,
    parseInt(value.slice(5, 7), 16) / 255,
  );

/** Print ink: the palette's light colours (a PDF has no dark theme). */
const INK: Record<InkColor, RGB> = {
  text: hex(palette.text),
  secondary: hex(palette.textSecondary),
  primary: hex(palette.primary),
  rule: hex(palette.border),
};

const mm = (value: number) => value / PT;

/** A font and the code points it draws. */
interface Face {
  font: PDFFont;
  has: Set<number>;
}

/** `value` cut into runs each drawn by the first face that has its characters. */
function runs(value: string, faces: readonly Face[]): { text: string; face: Face }[] {
  const out: { text: string; face: Face }[] = [];
  for (const char of value) {
    const code = char.codePointAt(0)!;
    const face = faces.find((candidate) => candidate.has.has(code)) ?? faces[0]!;
    const last = out.at(-1);
    if (last?.face === face) last.text += char;
    else out.push({ text: char, face });
  }
  return out;
}

function drawText(page: PDFPage, item: TextItem, faces: readonly Face[]) {
  const parts = runs(item.text, faces);
  const width = parts.reduce((sum, part) => sum + part.face.font.widthOfTextAtSize(part.text, item.size), 0);
  let x = item.align === 'right' ? mm(item.x) - width : mm(item.x);
  const y = mm(SHEET.height - item.y);
  for (const part of parts) {
    page.drawText(part.text, { x, y, size: item.size, font: part.face.font, color: INK[item.color] });
    x += part.face.font.widthOfTextAtSize(part.text, item.size);
  }
  if (item.underline) {
    const start = item.align === 'right' ? mm(item.x) - width : mm(item.x);
    page.drawLine({
      start: { x: start, y: y - 1 },
      end: { x: start + width, y: y - 1 },
      thickness: 0.4,
      color: INK[item.color],
    });
  }
}

/** The EPC QR code as filled squares: sharp at any zoom, as the print view's SVG. */
function drawGiroCode(page: PDFPage, item: GiroCodeItem) {
  const { size, runs } = giroCodeModules(item.payload);
  const cell = mm(item.size) / size;
  const left = mm(item.x);
  const top = mm(SHEET.height - item.y);
  for (const { row, col, length } of runs) {
    page.drawRectangle({
      x: left + col * cell,
      y: top - (row + 1) * cell,
      width: length * cell,
      height: cell,
      color: INK.text,
    });
  }
}

async function face(document: PDFDocument, bytes: Uint8Array): Promise<Face> {
  const font = await document.embedFont(bytes, { subset: true });
  return { font, has: new Set(font.getCharacterSet()) };
}

/**
 * The letter's layout as a PDF: A4 pages, the fonts embedded (subset), the text selectable.
 * It draws exactly the layout's items, so it says what the print view says, where it says it.
 */
export async function writeLetterPdf(
  layout: LetterLayout,
  fonts: LetterFontFiles,
  info: LetterPdfInfo,
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  const regular = [await face(document, fonts.regular), await face(document, fonts.regularExtended)];
  const bold = [await face(document, fonts.bold), await face(document, fonts.boldExtended)];
  document.setTitle(info.title, { showInWindowTitleBar: true });
  document.setAuthor(info.author);
  document.setCreator('Waldmonitor');
  document.setProducer('Waldmonitor');
  document.setLanguage('de-DE');
  document.setCreationDate(info.created);
  document.setModificationDate(info.created);
  for (const sheet of layout.pages) {
    const page = document.addPage([mm(SHEET.width), mm(SHEET.height)]);
    for (const item of sheet.items) {
      if (item.kind === 'text') drawText(page, item, item.weight === 'bold' ? bold : regular);
      else if (item.kind === 'rule')
        page.drawLine({
          start: { x: mm(item.x1), y: mm(SHEET.height - item.y1) },
          end: { x: mm(item.x2), y: mm(SHEET.height - item.y2) },
          thickness: item.width,
          color: INK[item.color],
        });
      else drawGiroCode(page, item);
    }
  }
  return document.save();
}
