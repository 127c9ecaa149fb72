/**
 * Invoice and offer totals: line total = quantity × unit price
 * rounded to the cent; net = sum of the lines; VAT = net × rate rounded to the cent;
 * gross = net + VAT. Amounts are whole cents so that sums never drift.
 */
import { formatEuro } from '../time';

/** A number as an exact decimal: `value = digits / 10^scale`. */
interface Decimal {
  digits: bigint;
  scale: number;
}

/**
 * Reads a number through its shortest decimal text ("1.1", "19.99", "1e-7"), which is
 * what the person typed: multiplying the doubles 1.005 × 100 gives 100.49999…, the
 * decimals 1005/1000 × 100 give exactly 100.5 and round as a person would.
 */
function toDecimal(value: number): Decimal {
  if (!Number.isFinite(value)) throw new RangeError(`Kein endlicher Betrag: ${value}`);
  const [mantissa = '', exponentText] = value.toString().split('e');
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const negative = mantissa.startsWith('-');
  const [whole, fraction = ''] = mantissa.replace('-', '').split('.');
  let digits = BigInt(whole + fraction);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { digits: negative ? -digits : digits, scale };
}

/** `numerator / 10^scale` rounded to a whole number, halves away from zero (kaufmännisch). */
function roundScaled(numerator: bigint, scale: number): number {
  if (scale === 0) return Number(numerator);
  const divisor = 10n ** BigInt(scale);
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude * 2n + divisor) / (divisor * 2n);
  return Number(numerator < 0n ? -rounded : rounded);
}

/** Quantity × unit price (euros) in whole cents, rounded half away from zero. */
export function lineTotalCents(anzahl: number, ep: number): number {
  const quantity = toDecimal(anzahl);
  const price = toDecimal(ep);
  // × 100 turns euros into cents: two decimals fewer to divide away.
  return roundScaled(quantity.digits * price.digits * 100n, quantity.scale + price.scale);
}

/** VAT in whole cents for a net amount in cents and a rate in percent (19, 7, 5.5). */
export function vatCents(netCents: number, ustSatz: number): number {
  const rate = toDecimal(ustSatz);
  // The rate is a percentage: two more decimals to divide away.
  return roundScaled(BigInt(netCents) * rate.digits, rate.scale + 2);
}

export interface DocumentTotals {
  /** Each line's total in cents, in the order of the lines. */
  lineCents: number[];
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** The totals of one document: every position carries the document's one VAT rate. */
export function documentTotals(lines: readonly { anzahl: number; ep: number }[], ustSatz: number): DocumentTotals {
  const lineCents = lines.map((line) => lineTotalCents(line.anzahl, line.ep));
  const netCents = lineCents.reduce((sum, cents) => sum + cents, 0);
  const vat = vatCents(netCents, ustSatz);
  return { lineCents, netCents, vatCents: vat, grossCents: netCents + vat };
}

/** Cents as a German euro amount: 123456 → "1.234,56 €" (with a no-break space). */
export function formatEuroCents(cents: number): string {
  return formatEuro(cents / 100);
}

export interface InvoiceAmounts extends DocumentTotals {
  /** The deducted partial invoices' gross amounts (BT-113). */
  prepaidCents: number;
  /** Gross minus what was paid on account (BT-115). */
  payableCents: number;
  /** The deducted VAT (§14 Abs. 5 UStG), shown in the letter. */
  prepaidVatCents: number;
}

/** The totals of an invoice, a final invoice deducting its partial invoices' net and VAT. */
export function invoiceAmounts(
  lines: readonly { anzahl: number; ep: number }[],
  ustSatz: number,
  deductions: readonly { netto_cent: number; ust_cent: number }[],
): InvoiceAmounts {
  const totals = documentTotals(lines, ustSatz);
  const prepaidVatCents = deductions.reduce((sum, d) => sum + d.ust_cent, 0);
  const prepaidCents = deductions.reduce((sum, d) => sum + d.netto_cent, 0) + prepaidVatCents;
  return { ...totals, prepaidCents, prepaidVatCents, payableCents: totals.grossCents - prepaidCents };
}
