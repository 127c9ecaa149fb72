import fontkit from '@cantoo/fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { STORY_INVOICE, STORY_ISSUER, storyPositions } from '../../../screens/backoffice/billingStoryData';
import { storyClient } from '../../../screens/backoffice/storyData';
import { defaultInvoiceTerms } from '../einvoice';
import { formatEuroCents } from '../totals';
import type { RechnungPosition } from '../../entities';
import { PT, SHEET } from './geometry';
import type { LetterInput } from './letterContent';
import { layoutLetter } from './letterLayout';
import type { LayoutPage, TextItem } from './layoutTypes';
import { textWidth, wrapText } from './textMetrics';

const invoice = (positions: RechnungPosition[]): LetterInput => ({
  kind: 'rechnung',
  issuer: STORY_ISSUER,
  client: storyClient({ client_id: 1 }),
  document: STORY_INVOICE,
  positions,
  terms: defaultInvoiceTerms(STORY_INVOICE.id),
});

/** Forty positions, some with long explanations: three pages. */
const many = (count: number): RechnungPosition[] =>
  Array.from({ length: count }, (_, index) => ({
    rechnung_id: STORY_INVOICE.id,
    id: index + 1,
    lfd_nr: index + 1,
    anzahl: index + 1,
    einheit: 'Std.',
    bez: `Aufnahme Bestand Abteilung ${index + 1}`,
    erl_titel: index % 5 === 0 ? 'Leistungsbeschreibung' : null,
    erl:
      index % 5 === 0
        ? 'Aufnahme der Probekreise nach Verfahrensanweisung, Auswertung und Bericht an die Forstbetriebsgemeinschaft.'
        : null,
    erl_on: null,
    ep: 48.5,
  }));

interface FontkitFont {
  unitsPerEm: number;
  glyphForCodePoint(codePoint: number): { advanceWidth: number };
  hasGlyphForCodePoint(codePoint: number): boolean;
}
const fontFile = createRequire(import.meta.url).resolve(
  '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff',
);

const texts = (page: LayoutPage) => page.items.filter((item): item is TextItem => item.kind === 'text');
const textOn = (page: LayoutPage, value: string) => texts(page).find((item) => item.text === value);

describe('textWidth and wrapText', () => {
  it('measure with the font’s advance widths', () => {
    // The font file itself, read by fontkit: the generated table must give the same widths.
    const font = fontkit.create(readFileSync(fontFile)) as unknown as FontkitFont;
    for (const sample of ['Rechnung', 'Übertrag 1.234,56 €', 'Łódź – „Straße“']) {
      const units = [...sample].reduce(
        (sum, char) => sum + font.glyphForCodePoint(char.codePointAt(0)!).advanceWidth,
        0,
      );
      const latinOnly = [...sample].every((char) => font.hasGlyphForCodePoint(char.codePointAt(0)!));
      if (latinOnly) expect(textWidth(sample, 10.5)).toBeCloseTo((units / font.unitsPerEm) * 10.5 * PT, 9);
    }
    expect(textWidth('Rechnung', 10.5)).toBeCloseTo(15.5834, 4);
    expect(textWidth('Rechnung', 10.5, 'bold')).toBeGreaterThan(textWidth('Rechnung', 10.5));
    expect(textWidth('', 10.5)).toBe(0);
  });

  it('break at spaces, and inside a word only when it is wider than the line', () => {
    const width = textWidth('Vermessung der', 10);
    expect(wrapText('Vermessung der Rückegassen', 10, width)).toEqual(['Vermessung der', 'Rückegassen']);
    const word = 'Forstbetriebsgemeinschaft';
    const lines = wrapText(word, 10, textWidth('Forstbetriebs', 10));
    expect(lines.join('')).toBe(word);
    expect(lines[0]).toBe('Forstbetriebs');
    expect(wrapText('Zeile 1\nZeile 2', 10, 100)).toEqual(['Zeile 1', 'Zeile 2']);
  });
});

describe('layoutLetter', () => {
  it('sets a short invoice on one page, DIN 5008 form B, without a page number', () => {
    const layout = layoutLetter(invoice(storyPositions(STORY_INVOICE.id)));
    expect(layout.pages).toHaveLength(1);
    const [page] = layout.pages as [LayoutPage];
    expect(texts(page).some((item) => item.text.startsWith('Seite '))).toBe(false);
    const recipient = textOn(page, 'Stadt Calw')!;
    expect(recipient.x).toBe(SHEET.address.left + 5);
    expect(recipient.y).toBeGreaterThan(SHEET.address.top + SHEET.senderLineHeight);
    expect(recipient.y).toBeLessThan(SHEET.address.top + SHEET.address.height);
    const subject = textOn(page, 'Rechnung Nr. 2025017')!;
    expect(subject.y).toBeGreaterThan(SHEET.textTop);
    expect(textOn(page, '1.113,84\u00a0€')).toMatchObject({ align: 'right', weight: 'bold' });
    expect(page.items.filter((item) => item.kind === 'giroCode')).toHaveLength(1);
  });

  /** Every page numbered "Seite n von m"; each page's carried subtotal is the sum of the rows so far. */
  const expectCarriedSubtotals = (positions: RechnungPosition[]) => {
    const layout = layoutLetter(invoice(positions));
    const count = layout.pages.length;
    let sum = 0;
    layout.pages.forEach((page, index) => {
      expect(textOn(page, `Seite ${index + 1} von ${count}`)).toBeDefined();
      // The rows on this page: a position's number in the first column.
      const numbers = texts(page)
        .filter((item) => item.x < 40 && item.align === 'right' && /^\d+$/.test(item.text) && item.size === 9.5)
        .map((item) => Number(item.text));
      sum += numbers.reduce((total, nr) => total + Math.round(positions[nr - 1]!.anzahl * 4850), 0);
      if (index < count - 1) {
        const label = textOn(page, 'Zwischensumme, Übertrag')!;
        const value = texts(page).find((item) => item.y === label.y && item.text !== label.text)!;
        expect(value.text).toBe(formatEuroCents(sum));
        const next = layout.pages[index + 1]!;
        const carried = textOn(next, `Übertrag von Seite ${index + 1}`)!;
        expect(texts(next).find((item) => item.y === carried.y && item.text !== carried.text)!.text).toBe(
          formatEuroCents(sum),
        );
        expect(textOn(next, 'Beschreibung')).toBeDefined();
      }
    });
    expect(sum).toBe(positions.reduce((total, row) => total + Math.round(row.anzahl * 4850), 0));
    return count;
  };

  it('breaks forty positions across pages, carrying the subtotal over and numbering the pages', () => {
    expect(expectCarriedSubtotals(many(40))).toBeGreaterThanOrEqual(3);
  });

  it('forty pages of positions stay correct: every page numbered, every subtotal carried', () => {
    expect(expectCarriedSubtotals(many(900))).toBeGreaterThanOrEqual(40);
  });

  it('keeps everything on the sheet and above the footer', () => {
    const layout = layoutLetter(invoice(many(40)));
    for (const page of layout.pages) {
      const footerTop = Math.min(
        ...page.items
          .filter(
            (item) =>
              item.kind === 'rule' && item.x1 === SHEET.margin.left && item.x2 === SHEET.width - SHEET.margin.right,
          )
          .map((item) => (item.kind === 'rule' ? item.y1 : 0))
          .filter((y) => y > 255),
      );
      for (const item of texts(page)) {
        const left = item.align === 'right' ? item.x - textWidth(item.text, item.size, item.weight) : item.x;
        expect(left).toBeGreaterThanOrEqual(5);
        expect(left + textWidth(item.text, item.size, item.weight)).toBeLessThanOrEqual(
          SHEET.width - SHEET.margin.right + 0.01,
        );
        expect(item.y).toBeLessThan(SHEET.height - 5);
        const isFooter = item.size === 8;
        if (!isFooter) expect(item.y).toBeLessThan(footerTop);
      }
    }
  });
});
