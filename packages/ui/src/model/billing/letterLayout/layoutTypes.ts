import type { Weight } from './textMetrics';

export type InkColor = 'text' | 'secondary' | 'primary' | 'rule';

/** A line of text; `y` is its baseline in millimetres from the sheet's top edge. */
export interface TextItem {
  kind: 'text';
  /** The left edge, or the right edge when `align` is 'right'. */
  x: number;
  y: number;
  text: string;
  size: number;
  weight: Weight;
  align: 'left' | 'right';
  color: InkColor;
  underline?: boolean;
}

/** A straight line, `width` in points. */
export interface RuleItem {
  kind: 'rule';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width: number;
  color: InkColor;
}

/** The EPC QR code: its top-left corner and side in millimetres (quiet zone included). */
export interface GiroCodeItem {
  kind: 'giroCode';
  x: number;
  y: number;
  size: number;
  payload: string;
}

export type LayoutItem = TextItem | RuleItem | GiroCodeItem;

export interface LayoutPage {
  items: LayoutItem[];
}

/** The letter set on A4 sheets: what the PDF draws, item by item. */
export interface LetterLayout {
  title: string;
  pages: LayoutPage[];
}
