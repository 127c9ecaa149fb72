/**
 * The letter's sheet in millimetres (DIN 5008 form B on A4): one set of numbers for the print
 * view's styles and for the layout the PDF draws. They are the standard's, not design tokens:
 * a window envelope only fits when the address field sits exactly here.
 */
export const SHEET = {
  width: 210,
  height: 297,
  margin: { top: 20, right: 20, bottom: 20, left: 25 },
  /** The address field: 45 mm from the top edge, 20 mm from the left, 85 × 45 mm. */
  address: { top: 45, left: 20, width: 85, height: 45 },
  /** The return address line ends at the bottom of the Zusatz- und Vermerkzone. */
  senderLineHeight: 17.7,
  /** The information block: 125 mm from the left edge, 50 mm from the top, to the right margin. */
  info: { top: 50, left: 125, width: 65 },
  /** The text begins below the address field on the first page. */
  textTop: 98.46,
  /** Folding marks (105 mm, 210 mm) and the hole mark (148.5 mm), 5 mm from the left edge. */
  marks: { first: 105, hole: 148.5, second: 210 },
} as const;

/** Type sizes in points. */
export const TYPE = {
  body: 10.5,
  small: 8,
  sender: 7,
  address: 9,
  info: 9,
  positions: 9.5,
  subject: 12,
  letterhead: 16,
} as const;

/** One point in millimetres. */
export const PT = 25.4 / 72;

/** The text column's left edge and width. */
export const TEXT_LEFT = SHEET.margin.left;
export const TEXT_WIDTH = SHEET.width - SHEET.margin.left - SHEET.margin.right;
