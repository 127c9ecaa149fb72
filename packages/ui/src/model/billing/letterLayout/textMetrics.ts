import { BOLD_WIDTHS, REGULAR_WIDTHS, UNITS_PER_EM } from './fontMetrics';
import { PT } from './geometry';

export type Weight = 'regular' | 'bold';

const parse = (encoded: string) =>
  new Map(
    encoded.split(',').map((pair) => {
      const [codePoint, width] = pair.split(':') as [string, string];
      return [parseInt(codePoint, 36), parseInt(width, 36)] as const;
    }),
  );

let tables: Record<Weight, Map<number, number>> | null = null;
/** Parsed on first use: the print view and the PDF need them, the rest of the app does not. */
const widthTables = () => (tables ??= { regular: parse(REGULAR_WIDTHS), bold: parse(BOLD_WIDTHS) });

/** A character the font lacks is drawn in the fallback font at about this width. */
const FALLBACK_UNITS = 500;

/** The width of `text` in millimetres at `sizePt`, as the letter's font sets it (no kerning). */
export function textWidth(text: string, sizePt: number, weight: Weight = 'regular'): number {
  const table = widthTables()[weight];
  let units = 0;
  for (const char of text) units += table.get(char.codePointAt(0)!) ?? FALLBACK_UNITS;
  return (units / UNITS_PER_EM) * sizePt * PT;
}

/**
 * `text` broken into lines no wider than `widthMm`: at spaces, and inside a word only when the
 * word alone is wider than the line (a long name without spaces). Line breaks in the text stay.
 */
export function wrapText(text: string, sizePt: number, widthMm: number, weight: Weight = 'regular'): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, sizePt, weight) <= widthMm) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      // The word alone: whole if it fits, else cut where the line is full.
      let rest = word;
      while (textWidth(rest, sizePt, weight) > widthMm) {
        const chars = [...rest];
        let fit = 1;
        while (fit < chars.length && textWidth(chars.slice(0, fit + 1).join(''), sizePt, weight) <= widthMm) fit++;
        lines.push(chars.slice(0, fit).join(''));
        rest = chars.slice(fit).join('');
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}
