// @vitest-environment node
// pdf.js reads the file back as a PDF viewer would; in happy-dom it would look for a worker.
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { THREE_PAGE_INVOICE } from '../../../screens/backoffice/billingStoryData';
import { PT, SHEET } from '../letterLayout/geometry';
import { layoutLetter } from '../letterLayout/letterLayout';
import type { TextItem } from '../letterLayout/layoutTypes';
import { REMINDER } from '../../../screens/backoffice/reminderStoryData';
import { layoutContent } from '../letterLayout/letterLayout';
import { reminderContent } from '../letterLayout/reminderContent';
import { letterFontsFromDisk } from './letterFontsFromDisk';
import { writeLetterPdf } from './writeLetterPdf';

const FONTS = letterFontsFromDisk();

/** The three-page invoice, one position named in Polish: a line in two fonts. */
const layout = layoutLetter({
  ...THREE_PAGE_INVOICE,
  positions: THREE_PAGE_INVOICE.positions.map((position) =>
    position.lfd_nr === 4 ? { ...position, bez: 'Vermessung in Łódź und Kraków (Gutachten)' } : position,
  ),
});

async function readBack(bytes: Uint8Array) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const pages = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push({
      size: page.view,
      items: content.items.flatMap((item) =>
        'str' in item ? [{ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number }] : [],
      ),
    });
  }
  const info = (await document.getMetadata()).info as { Title?: string; Author?: string };
  return { pages, info };
}

/**
 * Subsetting four fonts and reading three pages back with pdf.js took 1.9 s in the unit step of
 * a fresh run, and 5.06 s beside another run's e2e step, past Vitest's default of 5 s.
 */
const PDF_TIMEOUT = 30_000;

describe('writeLetterPdf', () => {
  it(
    'draws every line of the layout where the layout puts it, as selectable text',
    async () => {
      const bytes = await writeLetterPdf(layout, FONTS, {
        title: layout.title,
        author: THREE_PAGE_INVOICE.issuer.name,
        created: new Date('2025-03-14T09:00:00Z'),
      });
      const { pages, info } = await readBack(bytes);
      expect(info).toMatchObject({ Title: 'Rechnung Nr. 2025017', Author: 'APUS Forstvermessung GmbH' });
      expect(pages).toHaveLength(layout.pages.length);
      layout.pages.forEach((sheet, index) => {
        const read = pages[index]!;
        expect(read.size[2]).toBeCloseTo(SHEET.width / PT, 1);
        expect(read.size[3]).toBeCloseTo(SHEET.height / PT, 1);
        // Runs of one font are one item each; a line in two fonts (Ł) reads back in two.
        const drawn = read.items.filter((item) => item.text !== '');
        const lines = sheet.items.filter((item): item is TextItem => item.kind === 'text');
        const lineText = (line: TextItem) =>
          drawn.filter((item) => Math.abs(item.y - (SHEET.height - line.y) / PT) < 0.01);
        for (const line of lines) {
          // pdf.js reads the no-break space as a space.
          const onBaseline = lineText(line)
            .map((item) => item.text)
            .join('');
          expect(onBaseline).toContain(line.text.replaceAll('\u00a0', ' '));
          if (line.align === 'left') {
            const starts = lineText(line).map((item) => item.x);
            expect(
              starts.some((x) => Math.abs(x - line.x / PT) < 0.01),
              `${line.text} at ${line.x / PT}: ${starts}`,
            ).toBe(true);
          }
        }
      });
      expect(pages[0]!.items.map((item) => item.text)).toContain(`Seite 1 von ${layout.pages.length}`);
    },
    PDF_TIMEOUT,
  );

  it(
    'embeds its fonts (subsets of Source Sans 3), none left to the viewer',
    async () => {
      const bytes = await writeLetterPdf(layout, FONTS, { title: 't', author: 'a', created: new Date(0) });
      const document = await PDFDocument.load(bytes);
      const descriptors = document.context
        .enumerateIndirectObjects()
        .map(([, object]) => object)
        .filter(
          (object): object is PDFDict =>
            object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'),
        );
      expect(descriptors.length).toBeGreaterThanOrEqual(3);
      for (const descriptor of descriptors) {
        expect(String(descriptor.get(PDFName.of('FontName')))).toMatch(/^\/SourceSans3-(Regular|Bold)/);
        const file = descriptor.get(PDFName.of('FontFile2')) ?? descriptor.get(PDFName.of('FontFile3'));
        expect(file).toBeDefined();
        expect(document.context.lookup(file!)).toBeInstanceOf(PDFRawStream);
      }
    },
    PDF_TIMEOUT,
  );

  it(
    'names each font once in the resources of a page, however many lines it draws in that font',
    async () => {
      const bytes = await writeLetterPdf(layout, FONTS, { title: 't', author: 'a', created: new Date(0) });
      const document = await PDFDocument.load(bytes);
      for (const page of document.getPages()) {
        const fonts = page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
        const names = fonts
          .values()
          .map((ref) =>
            String(document.context.lookup(ref, PDFDict).get(PDFName.of('BaseFont'))).replace(/^\/\w+\+/, ''),
          );
        expect(names.length).toBeLessThanOrEqual(4);
        expect(new Set(names).size).toBe(names.length);
      }
    },
    PDF_TIMEOUT,
  );

  it(
    'makes the same file from fonts it parsed for an earlier PDF as from fonts parsed anew',
    async () => {
      const info = { title: 't', author: 'a', created: new Date(0) };
      const first = await writeLetterPdf(layout, FONTS, info);
      const again = await writeLetterPdf(layout, FONTS, info);
      const fresh = await writeLetterPdf(layout, letterFontsFromDisk(), info);
      expect(again).toEqual(first);
      expect(fresh).toEqual(first);
    },
    PDF_TIMEOUT,
  );

  it(
    'makes a reminder from its frozen content, the hash in small print',
    async () => {
      const reminder = layoutContent(reminderContent(REMINDER.inhalt, REMINDER.sha256));
      const bytes = await writeLetterPdf(reminder, FONTS, { title: reminder.title, author: 'a', created: new Date(0) });
      const { pages, info } = await readBack(bytes);
      expect(info.Title).toBe('1. Mahnung Nr. 3');
      const text = pages.flatMap((page) => page.items.map((item) => item.text)).join('\n');
      for (const expected of [
        'Sehr geehrte Frau Köhler,',
        'Zinsen bis',
        '1.113,84 €',
        '420,50 €',
        'Gesamtbetrag',
        '1.596,22 €',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).toContain(`SHA-256 des gespeicherten Inhalts: ${REMINDER.sha256}`);
      expect(text).not.toContain('Übertrag');
    },
    PDF_TIMEOUT,
  );
});
