/** What a WCAG 2 contrast ratio allows, for the colour foundations page. */

/** What a ratio allows (WCAG 2.1 AA): normal text from 4.5, large text and UI parts from 3. */
export function contrastVerdict(ratio: number): string {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA groß / UI';
  return 'nur Dekor';
}
