/**
 * The A4 sheet's margins for print, DIN 5008's (the letter's form B measures are in
 * backoffice/InvoicePrint/Letter.styles.ts and start from these).
 *
 * In print the page box has no left margin (`printMargin`): a letter's fold and hole marks sit
 * 5 mm from the left edge, where a margin would clip them, and the sheet's own 25 mm padding
 * keeps the text off that edge on every page.
 */
export const a4 = {
  pageMargin: { top: '20mm', right: '20mm', bottom: '20mm', left: '25mm' },
  printMargin: { top: '20mm', right: '20mm', bottom: '20mm', left: '0mm' },
} as const;
