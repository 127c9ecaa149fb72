import { PT, TEXT_LEFT, TEXT_WIDTH, TYPE } from './geometry';
import type { PositionRow } from './letterContent';
import { wrapText, type Weight } from './textMetrics';
import type { InkColor } from './layoutTypes';

/** The positions table's columns, left to right; the description takes what the others leave. */
const FIXED = { nr: 10, quantity: 17, unit: 17, price: 25, total: 27 } as const;
export const CELL_PADDING = 1.5;
const DESCRIPTION_WIDTH = TEXT_WIDTH - Object.values(FIXED).reduce((sum, width) => sum + width, 0);

export const COLUMNS = (() => {
  let x = TEXT_LEFT;
  const next = (width: number) => {
    const column = { left: x, right: x + width, width };
    x += width;
    return column;
  };
  return {
    nr: next(FIXED.nr),
    quantity: next(FIXED.quantity),
    unit: next(FIXED.unit),
    description: next(DESCRIPTION_WIDTH),
    price: next(FIXED.price),
    total: next(FIXED.total),
  };
})();

export const LINE = TYPE.positions * PT * 1.3;

/** One line of a cell: its text, weight and ink. */
export interface CellLine {
  text: string;
  weight: Weight;
  color: InkColor;
}

/** A position's description cell: the title, then the explanation's title and text, wrapped. */
export function descriptionLines(row: PositionRow): CellLine[] {
  const width = COLUMNS.description.width - 2 * CELL_PADDING;
  const wrap = (text: string, weight: Weight, color: InkColor) =>
    wrapText(text, TYPE.positions, width, weight).map((line) => ({ text: line, weight, color }));
  return [
    ...wrap(row.title, 'bold', 'text'),
    ...(row.explanationTitle ? wrap(row.explanationTitle, 'regular', 'secondary') : []),
    ...(row.explanation ? wrap(row.explanation, 'regular', 'secondary') : []),
  ];
}

/** A row's height: its lines and the padding above and below. */
export const rowHeight = (lines: number) => Math.max(1, lines) * LINE + 2 * CELL_PADDING;
