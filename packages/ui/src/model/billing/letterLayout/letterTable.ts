import { PT, TEXT_LEFT, TEXT_WIDTH, TYPE } from './geometry';
import type { InkColor } from './layoutTypes';
import type { Weight } from './textMetrics';

/** A position of an offer or invoice, its figures formatted for the letter. */
export interface PositionRow {
  key: number;
  nr: string;
  quantity: string;
  unit: string;
  title: string;
  /** requirements §5: the explanation's title and text, when shown. */
  explanationTitle: string | null;
  explanation: string | null;
  price: string;
  total: string;
  totalCents: number;
}

/** A part of a cell's text: a paragraph of its own, wrapped to the column. */
export interface CellPart {
  text: string;
  weight: Weight;
  color: InkColor;
}

export interface TableColumn {
  label: string;
  align: 'left' | 'right';
  /** Millimetres; the one column without a width takes what the others leave. */
  width?: number;
}

export interface TableRow {
  key: number | string;
  cells: CellPart[][];
  /** What the row adds to the subtotal carried over a page break. */
  cents: number;
}

/** A table of the letter: an invoice's positions, a reminder's invoices. */
export interface LetterTable {
  columns: TableColumn[];
  rows: TableRow[];
  /** Whether a page break carries the subtotal of the last column over ("Übertrag"). */
  carries: boolean;
}

export const CELL_PADDING = 1.5;
export const LINE = TYPE.positions * PT * 1.3;

/** The columns' left and right edges across the text width. */
export function columnEdges(columns: readonly TableColumn[]): { left: number; right: number; width: number }[] {
  const fixed = columns.reduce((sum, column) => sum + (column.width ?? 0), 0);
  let x = TEXT_LEFT;
  return columns.map((column) => {
    const width = column.width ?? TEXT_WIDTH - fixed;
    const edges = { left: x, right: x + width, width };
    x += width;
    return edges;
  });
}

/** A row's height: its lines and the padding above and below. */
export const rowHeight = (lines: number) => Math.max(1, lines) * LINE + 2 * CELL_PADDING;

const plain = (text: string): CellPart[] => (text ? [{ text, weight: 'regular', color: 'text' }] : []);

/** An invoice's or offer's positions as the letter's table; the description takes the rest of the width. */
export function positionsTable(rows: readonly PositionRow[]): LetterTable {
  return {
    columns: [
      { label: 'Pos.', align: 'right', width: 10 },
      { label: 'Menge', align: 'right', width: 17 },
      { label: 'Einheit', align: 'left', width: 17 },
      { label: 'Beschreibung', align: 'left' },
      { label: 'Einzelpreis', align: 'right', width: 25 },
      { label: 'Gesamt', align: 'right', width: 27 },
    ],
    rows: rows.map((row) => ({
      key: row.key,
      cents: row.totalCents,
      cells: [
        plain(row.nr),
        plain(row.quantity),
        plain(row.unit),
        [
          { text: row.title, weight: 'bold', color: 'text' },
          ...(row.explanationTitle
            ? [{ text: row.explanationTitle, weight: 'regular', color: 'secondary' } as const]
            : []),
          ...(row.explanation ? [{ text: row.explanation, weight: 'regular', color: 'secondary' } as const] : []),
        ],
        plain(row.price),
        plain(row.total),
      ],
    })),
    carries: true,
  };
}
