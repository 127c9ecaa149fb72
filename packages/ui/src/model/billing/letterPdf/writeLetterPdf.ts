import {
  degrees,
  drawText,
  fill,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingColor,
  type PDFPage,
  type RGB,
} from '@cantoo/pdf-lib';
import { palette } from '../../../theme/tokens';
import { giroCodeModules } from '../giroCodeModules';
import { PT, SHEET } from '../letterLayout/geometry';
import type { GiroCodeItem, InkColor, LetterLayout, TextItem } from '../letterLayout/layoutTypes';
import { embedFaces, fontKey, glyphsOf, runs, widthOf, type Face, type LetterFontFiles } from './letterFaces';

export type { LetterFontFiles } from './letterFaces';

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

const UPRIGHT = degrees(0);

/** A line of text, each run in its face: pdf-lib's text operators with the glyphs shaped once (letterFaces.ts). */
function drawTextItem(page: PDFPage, item: TextItem, faces: readonly Face[]) {
  const parts = runs(item.text, faces);
  // A left-aligned line of one face needs no width: most lines of a letter.
  const width =
    item.align === 'right' || item.underline ? parts.reduce((sum, part) => sum + widthOf(part) * item.size, 0) : 0;
  const start = item.align === 'right' ? mm(item.x) - width : mm(item.x);
  const y = mm(SHEET.height - item.y);
  let x = start;
  parts.forEach((part, index) => {
    page.pushOperators(
      ...drawText(glyphsOf(part), {
        color: INK[item.color],
        font: fontKey(page, part.face),
        size: item.size,
        rotate: UPRIGHT,
        xSkew: UPRIGHT,
        ySkew: UPRIGHT,
        x,
        y,
      }),
    );
    if (index < parts.length - 1) x += widthOf(part) * item.size;
  });
  if (item.underline) {
    page.drawLine({
      start: { x: start, y: y - 1 },
      end: { x: start + width, y: y - 1 },
      thickness: 0.4,
      color: INK[item.color],
    });
  }
}

/**
 * The EPC QR code as filled squares, sharp at any zoom as the print view's SVG: one path of all
 * its rectangles, filled once (pdf-lib's `drawRectangle` built each as an SVG path to parse).
 */
function drawGiroCode(page: PDFPage, item: GiroCodeItem) {
  const { size, runs } = giroCodeModules(item.payload);
  const cell = mm(item.size) / size;
  const left = mm(item.x);
  const top = mm(SHEET.height - item.y);
  page.pushOperators(
    pushGraphicsState(),
    setFillingColor(INK.text),
    ...runs.map(({ row, col, length }) => rectangle(left + col * cell, top - (row + 1) * cell, length * cell, cell)),
    fill(),
    popGraphicsState(),
  );
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
  const { regular, bold } = await embedFaces(document, fonts);
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
      if (item.kind === 'text') drawTextItem(page, item, item.weight === 'bold' ? bold : regular);
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
