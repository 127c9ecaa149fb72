import { giroCodePayload } from '../giroCode';
import { issuerAddressLines } from '../issuer';
import { formatEuroCents } from '../totals';
import { PT, SHEET, TEXT_LEFT, TEXT_WIDTH, TYPE } from './geometry';
import { letterContent, senderLine, type LetterContent, type LetterInput, type TermRow } from './letterContent';
import type { InkColor, LayoutItem, LayoutPage, LetterLayout } from './layoutTypes';
import {
  CELL_PADDING,
  columnEdges,
  LINE,
  rowHeight,
  type CellPart,
  type LetterTable,
  type TableRow,
} from './letterTable';
import { textWidth, wrapText, type Weight } from './textMetrics';

/** Space between the body's blocks, as the print view's 4 mm gap. */
const GAP = 4;
/** The baseline sits this far below a line's top, in ems (Source Sans 3's ascent, rounded). */
const ASCENT = 0.8;
const GIRO_SIZE = 31;
const FOOTER_LINE = TYPE.small * PT * 1.3;
/** The page number's baseline, in the bottom margin. */
const PAGE_NUMBER_Y = SHEET.height - 10;

const lineHeight = (size: number, factor = 1.35) => size * PT * factor;

const text = (
  x: number,
  top: number,
  value: string,
  size: number,
  options: { weight?: Weight; align?: 'left' | 'right'; color?: InkColor; underline?: boolean } = {},
): LayoutItem => ({
  kind: 'text',
  x,
  y: top + size * PT * ASCENT,
  text: value,
  size,
  weight: options.weight ?? 'regular',
  align: options.align ?? 'left',
  color: options.color ?? 'text',
  ...(options.underline ? { underline: true } : {}),
});

const rule = (x1: number, y: number, x2: number, width = 0.5, color: InkColor = 'rule'): LayoutItem => ({
  kind: 'rule',
  x1,
  y1: y,
  x2,
  y2: y,
  width,
  color,
});

/** The longest prefix of `value` with "…" that fits `width`. */
function ellipsize(value: string, size: number, width: number): string {
  if (textWidth(value, size) <= width) return value;
  const chars = [...value];
  while (chars.length > 0 && textWidth(`${chars.join('')}…`, size) > width) chars.pop();
  return `${chars.join('')}…`;
}

/** What the first page has above the text: marks, letterhead, address field, information block. */
function firstPageTop(content: LetterContent): LayoutItem[] {
  const items: LayoutItem[] = [
    rule(5, SHEET.marks.first, 10, 0.5, 'text'),
    rule(5, SHEET.marks.hole, 12, 0.5, 'text'),
    rule(5, SHEET.marks.second, 10, 0.5, 'text'),
  ];
  const right = SHEET.width - SHEET.margin.right;
  const { issuer } = content;
  if (issuer) {
    items.push(
      text(right, SHEET.margin.top, issuer.name, TYPE.letterhead, { weight: 'bold', align: 'right', color: 'primary' }),
    );
    const address = issuerAddressLines(issuer).join(' · ');
    items.push(
      text(right, SHEET.margin.top + lineHeight(TYPE.letterhead, 1.2), address, TYPE.body, { align: 'right' }),
    );
  }
  const { address } = SHEET;
  const inner = address.width - 5;
  const left = address.left + 5;
  if (issuer) {
    const top = address.top + SHEET.senderLineHeight - lineHeight(TYPE.sender, 1.2);
    items.push(text(left, top, ellipsize(senderLine(issuer), TYPE.sender, inner), TYPE.sender, { underline: true }));
  }
  let top = address.top + SHEET.senderLineHeight + 0.5;
  const recipientLine = lineHeight(TYPE.address, 1.2);
  if (content.recipient) {
    for (const entry of content.recipient) {
      const lines = wrapText(entry.text, TYPE.address, inner);
      const shown = lines.slice(0, entry.lines);
      if (lines.length > entry.lines) {
        shown[shown.length - 1] = ellipsize(`${shown.at(-1)} ${lines[entry.lines]}`, TYPE.address, inner);
      }
      for (const line of shown) {
        items.push(text(left, top, line, TYPE.address));
        top += recipientLine;
      }
    }
  } else {
    items.push(text(left, top, 'Kein Kunde gewählt', TYPE.address));
  }
  const infoLine = lineHeight(TYPE.info, 1.35);
  const termWidth = Math.max(...content.info.map((row) => textWidth(row.term, TYPE.info)));
  const valueLeft = SHEET.info.left + termWidth + 3;
  const valueWidth = SHEET.info.left + SHEET.info.width - valueLeft;
  let infoTop: number = SHEET.info.top;
  for (const row of content.info) {
    items.push(text(SHEET.info.left, infoTop, row.term, TYPE.info, { color: 'secondary' }));
    for (const line of wrapText(row.value, TYPE.info, valueWidth)) {
      items.push(text(valueLeft, infoTop, line, TYPE.info));
      infoTop += infoLine;
    }
  }
  return items;
}

/** The footer's columns at the bottom of every page (each line wrapped in its column), and the height they take. */
function footer(content: LetterContent): { items: LayoutItem[]; height: number } {
  const columns = content.footer;
  if (columns.length === 0) return { items: [], height: 0 };
  // Each column as wide as its longest line (an IBAN stays on one line); the widest, the
  // register line as a rule, takes what is left and wraps. Narrower in proportion if need be.
  const natural = columns.map(
    (column) =>
      Math.max(
        ...column.lines.map((line, row) => textWidth(line, TYPE.small, column.named && row === 0 ? 'bold' : 'regular')),
      ) + 3,
  );
  const widest = natural.indexOf(Math.max(...natural));
  const others = natural.reduce((sum, width, index) => (index === widest ? sum : sum + width), 0);
  const rest = TEXT_WIDTH - others;
  const widths =
    rest >= 30
      ? natural.map((width, index) => (index === widest ? rest : width))
      : natural.map((width) => (width * TEXT_WIDTH) / natural.reduce((sum, next) => sum + next, 0));
  const lefts = widths.map((_, index) => TEXT_LEFT + widths.slice(0, index).reduce((sum, width) => sum + width, 0));
  const wrapped = columns.map((column, index) =>
    column.lines.flatMap((line, row) => {
      const weight: Weight = column.named && row === 0 ? 'bold' : 'regular';
      return wrapText(line, TYPE.small, widths[index]! - 2, weight).map((part) => ({ part, weight }));
    }),
  );
  const height = Math.max(...wrapped.map((lines) => lines.length)) * FOOTER_LINE;
  const top = SHEET.height - SHEET.margin.bottom - height;
  const items: LayoutItem[] = [rule(TEXT_LEFT, top - 2, TEXT_LEFT + TEXT_WIDTH)];
  wrapped.forEach((lines, index) => {
    lines.forEach(({ part, weight }, row) => {
      items.push(text(lefts[index]!, top + row * FOOTER_LINE, part, TYPE.small, { weight, color: 'secondary' }));
    });
  });
  return { items, height: height + 2 + GAP };
}

/**
 * Lays the letter out on A4 sheets: the first page as DIN 5008 form B, the text flowing onto
 * further pages; a positions table broken across pages repeats its header and carries its
 * subtotal over ("Übertrag"); every page has the footer, and "Seite 1 von 3" when there are more.
 */
export function layoutLetter(input: LetterInput): LetterLayout {
  return layoutContent(letterContent(input));
}

/** Lays out what a letter says (an invoice's, an offer's, a reminder's content). */
export function layoutContent(content: LetterContent): LetterLayout {
  const foot = footer(content);
  // A reminder's hash stands above the footer of the last page, never on a page of its own.
  const smallPrintHeight = content.smallPrint ? lineHeight(TYPE.small) + 1 : 0;
  const bottom = SHEET.height - SHEET.margin.bottom - foot.height - smallPrintHeight;
  const pages: LayoutPage[] = [{ items: firstPageTop(content) }];
  let y: number = SHEET.textTop;
  const page = () => pages.at(-1)!;
  const newPage = () => {
    pages.push({ items: [] });
    y = SHEET.margin.top;
  };
  const fits = (height: number) => y + height <= bottom;
  /** Starts a new page unless `height` fits below, or the page has no text yet. */
  const keep = (height: number) => {
    if (!fits(height) && y > (pages.length === 1 ? SHEET.textTop : SHEET.margin.top)) newPage();
  };
  const paragraph = (value: string, size: number = TYPE.body, weight: Weight = 'regular') => {
    const line = lineHeight(size);
    for (const part of wrapText(value, size, TEXT_WIDTH, weight)) {
      keep(line);
      page().items.push(text(TEXT_LEFT, y, part, size, { weight }));
      y += line;
    }
    y += GAP;
  };

  paragraph(content.subject, TYPE.subject, 'bold');
  if (content.reference) paragraph(content.reference);
  for (const intro of content.intro) paragraph(intro);
  drawTable(content.table);
  settlement(content);
  for (const note of content.notes) paragraph(note);
  signature(content);
  if (content.smallPrint) {
    for (const [index, line] of wrapText(content.smallPrint, TYPE.small, TEXT_WIDTH).entries()) {
      page().items.push(
        text(TEXT_LEFT, bottom + index * lineHeight(TYPE.small), line, TYPE.small, { color: 'secondary' }),
      );
    }
  }

  /** The table's header, wrapped in its columns, with a rule below. */
  function tableHeader(table: LetterTable) {
    const edges = columnEdges(table.columns);
    const labels = table.columns.map((column, index) =>
      wrapText(column.label, TYPE.positions, edges[index]!.width - 2 * CELL_PADDING, 'bold'),
    );
    const top = y + CELL_PADDING;
    table.columns.forEach((column, index) => {
      const edge = edges[index]!;
      const x = column.align === 'left' ? edge.left + CELL_PADDING : edge.right - CELL_PADDING;
      labels[index]!.forEach((line, row) =>
        page().items.push(text(x, top + row * LINE, line, TYPE.positions, { weight: 'bold', align: column.align })),
      );
    });
    y += rowHeight(Math.max(...labels.map((lines) => lines.length)));
    page().items.push(rule(TEXT_LEFT, y, TEXT_LEFT + TEXT_WIDTH, 0.75, 'text'));
  }

  /** A row of the carried subtotal, in the last column: at a page's end and the next one's start. */
  function carryRow(table: LetterTable, label: string, cents: number) {
    const edges = columnEdges(table.columns);
    const top = y + CELL_PADDING;
    page().items.push(
      text(edges.at(-2)!.right - CELL_PADDING, top, label, TYPE.positions, { align: 'right', weight: 'bold' }),
      text(edges.at(-1)!.right - CELL_PADDING, top, formatEuroCents(cents), TYPE.positions, {
        align: 'right',
        weight: 'bold',
      }),
    );
    y += rowHeight(1);
  }

  /** A row's cells wrapped in their columns. */
  function wrapRow(table: LetterTable, row: TableRow): CellPart[][] {
    const edges = columnEdges(table.columns);
    return row.cells.map((parts, index) =>
      parts.flatMap((part) =>
        wrapText(part.text, TYPE.positions, edges[index]!.width - 2 * CELL_PADDING, part.weight).map((line) => ({
          ...part,
          text: line,
        })),
      ),
    );
  }

  function drawTable(table: LetterTable) {
    const edges = columnEdges(table.columns);
    const rows = table.rows.map((row) => ({ row, cells: wrapRow(table, row) }));
    const heightOf = (cells: CellPart[][]) => rowHeight(Math.max(1, ...cells.map((lines) => lines.length)));
    // The header and the first row stay together.
    keep(rowHeight(2) + (rows[0] ? heightOf(rows[0].cells) : 0));
    tableHeader(table);
    const carryHeight = table.carries ? rowHeight(1) : 0;
    let carried = 0;
    for (const { row, cells } of rows) {
      const height = heightOf(cells);
      // Room for this row and, below it, the carried subtotal should the next row not fit.
      if (!fits(height + carryHeight)) {
        const pageNumber = pages.length;
        if (table.carries) carryRow(table, 'Zwischensumme, Übertrag', carried);
        newPage();
        tableHeader(table);
        if (table.carries) carryRow(table, `Übertrag von Seite ${pageNumber}`, carried);
      }
      const top = y + CELL_PADDING;
      cells.forEach((lines, index) => {
        const column = table.columns[index]!;
        const x = column.align === 'left' ? edges[index]!.left + CELL_PADDING : edges[index]!.right - CELL_PADDING;
        lines.forEach((line, number) =>
          page().items.push(
            text(x, top + number * LINE, line.text, TYPE.positions, {
              weight: line.weight,
              color: line.color,
              align: column.align,
            }),
          ),
        );
      });
      y += height;
      page().items.push(rule(TEXT_LEFT, y, TEXT_LEFT + TEXT_WIDTH));
      carried += row.cents;
    }
    y += GAP;
  }

  function settlement({ totals, giroCode, issuer }: LetterContent) {
    const size = TYPE.body;
    const line = lineHeight(size);
    const valueWidth = Math.max(...totals.map((row) => textWidth(row.value, size, 'bold')));
    const right = TEXT_LEFT + TEXT_WIDTH;
    const termRight = right - valueWidth - 8;
    const payload = giroCode ? giroCodePayload(issuer, giroCode.amountCents, giroCode.remittance) : null;
    const termLeft = payload ? TEXT_LEFT + GIRO_SIZE + 34 : TEXT_LEFT + TEXT_WIDTH / 3;
    const wrapped = totals.map((row: TermRow) => ({
      row,
      lines: wrapText(row.term, size, termRight - termLeft, row.strong ? 'bold' : 'regular'),
    }));
    const height = wrapped.reduce((sum, { row, lines }) => sum + lines.length * line + (row.strong ? 2 : 1), 0);
    keep(Math.max(height, payload ? GIRO_SIZE : 0));
    const top = y;
    for (const { row, lines } of wrapped) {
      const weight: Weight = row.strong ? 'bold' : 'regular';
      if (row.strong) {
        page().items.push(
          rule(termRight - Math.max(...lines.map((part) => textWidth(part, size, weight))), y, right, 0.75, 'text'),
        );
        y += 1;
      }
      lines.forEach((part, index) =>
        page().items.push(text(termRight, y + index * line, part, size, { weight, align: 'right' })),
      );
      page().items.push(text(right, y, row.value, size, { weight, align: 'right' }));
      y += lines.length * line + 1;
    }
    if (payload) {
      page().items.push({ kind: 'giroCode', x: TEXT_LEFT, y: top, size: GIRO_SIZE, payload });
      page().items.push(
        text(TEXT_LEFT + GIRO_SIZE + 2, top + GIRO_SIZE - 2 - 2 * lineHeight(TYPE.small), 'GiroCode', TYPE.small, {
          weight: 'bold',
        }),
        text(
          TEXT_LEFT + GIRO_SIZE + 2,
          top + GIRO_SIZE - 2 - lineHeight(TYPE.small),
          'Mit der Banking-App scannen und bezahlen',
          TYPE.small,
          { color: 'secondary' },
        ),
      );
      y = Math.max(y, top + GIRO_SIZE);
    }
    y += GAP;
  }

  function signature({ signature: sign }: LetterContent) {
    if (!sign) return;
    if (sign.kind === 'none') {
      paragraph(sign.text);
      return;
    }
    const line = lineHeight(TYPE.body);
    keep(line + 15 + line);
    page().items.push(text(TEXT_LEFT, y, sign.greeting, TYPE.body));
    y += line + 15;
    page().items.push(rule(TEXT_LEFT, y, TEXT_LEFT + 60, 0.5, 'text'));
    page().items.push(text(TEXT_LEFT, y + 1, sign.name, TYPE.body));
    y += line + 1 + GAP;
  }

  const count = pages.length;
  pages.forEach((sheet, index) => {
    // An empty cell or line draws nothing.
    sheet.items = sheet.items.filter((item) => item.kind !== 'text' || item.text.trim() !== '');
    sheet.items.push(...foot.items);
    if (count > 1) {
      sheet.items.push(
        text(
          SHEET.width - SHEET.margin.right,
          PAGE_NUMBER_Y - TYPE.small * PT * ASCENT,
          `Seite ${index + 1} von ${count}`,
          TYPE.small,
          {
            align: 'right',
            color: 'secondary',
          },
        ),
      );
    }
  });
  return { title: content.subject, pages };
}
