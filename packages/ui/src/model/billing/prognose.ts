/**
 * Forecasts (Prognose): the expected revenue per month and kind of
 * work, set against what was invoiced (net) in the same month. Pure, so every figure of
 * the chart and its table is tested here.
 */
import type { Prognose } from '../entities';
import type { ChartData } from '../backOffice/surveyCharts';
import type { RpcParams, RpcResult } from '../contract';
import type { InvoiceListRow } from '../resultRows';
import { lengthError } from '../validation/textLimits';

/** The invoice fields the month's sum needs: a_get_invoices rows. */
type InvoicedNet = Pick<InvoiceListRow, 'rn_datum' | 'netto'>;

/** One month's invoiced net in cents: a_get_invoiced_per_month's row. */
type InvoicedMonth = RpcResult<'a_get_invoiced_per_month'>[number];

export interface PrognoseMonth {
  /** 1–12. */
  month: number;
  /** "Jan. 2026". */
  label: string;
  prognoseCents: number;
  invoicedCents: number;
}

const monthLabel = new Intl.DateTimeFormat('de-DE', { month: 'short', year: 'numeric', timeZone: 'UTC' });

const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));
const monthOf = (isoDate: string) => Number(isoDate.slice(5, 7));
const toCents = (euros: number) => Math.round(euros * 100);

/**
 * The years to choose from, newest first: every year from the earliest to the latest of
 * `dates` (the first and the last forecast), always with `currentYear`.
 */
export function prognoseYears(dates: readonly (string | undefined)[], currentYear: number): number[] {
  const known = dates.filter((date): date is string => date !== undefined).map(yearOf);
  const first = Math.min(currentYear, ...known);
  const last = Math.max(currentYear, ...known);
  return Array.from({ length: last - first + 1 }, (_, index) => last - index);
}

/**
 * The invoiced net per month of `year` (what a_get_invoiced_per_month answers, for stories):
 * every invoice by its invoice date, each net rounded to the cent; twelve months, in cents.
 */
export function invoicedPerMonth(invoices: readonly InvoicedNet[], year: number): InvoicedMonth[] {
  const months = Array.from({ length: 12 }, (_, index) => ({ monat: index + 1, netto_cent: 0 }));
  for (const invoice of invoices) {
    const row = yearOf(invoice.rn_datum) === year ? months[monthOf(invoice.rn_datum) - 1] : undefined;
    if (row) row.netto_cent += toCents(invoice.netto);
  }
  return months;
}

/** Forecast and invoiced net (a_get_invoiced_per_month's months) per month of `year`, twelve months, in cents. */
export function prognoseMonths(
  prognose: readonly Prognose[],
  invoiced: readonly InvoicedMonth[],
  year: number,
): PrognoseMonth[] {
  const months = Array.from({ length: 12 }, (_, index) => ({
    month: index + 1,
    label: monthLabel.format(Date.UTC(year, index, 1)),
    prognoseCents: 0,
    invoicedCents: 0,
  }));
  for (const p of prognose) {
    const row = yearOf(p.datum) === year ? months[monthOf(p.datum) - 1] : undefined;
    if (row) row.prognoseCents += toCents(p.betrag);
  }
  for (const { monat, netto_cent } of invoiced) {
    const row = months[monat - 1];
    if (row) row.invoicedCents += netto_cent;
  }
  return months;
}

export const PROGNOSE_SERIES = ['Prognose', 'Abgerechnet (netto)'];

/** The chart's data: whole euros per month (the table alternative shows the same numbers). */
export function prognoseChart(months: readonly PrognoseMonth[]): ChartData {
  return {
    series: PROGNOSE_SERIES,
    unit: '€',
    rows: months.map((m) => ({
      label: m.label,
      values: [Math.round(m.prognoseCents / 100), Math.round(m.invoicedCents / 100)],
    })),
  };
}

/** The forecast form as typed: the amount already read by the NumberField. */
export interface PrognoseForm {
  datum: string;
  betrag: number | null;
  art: string;
}

export const EMPTY_PROGNOSE_FORM: PrognoseForm = { datum: '', betrag: null, art: '' };

export const prognoseFormOf = (p: Prognose): PrognoseForm => ({ datum: p.datum, betrag: p.betrag, art: p.art });

export type PrognoseFormErrors = Partial<Record<keyof PrognoseForm, string>>;

/** Designed messages (requirements §5 shows none): every field is required, the amount is not negative. */
export function validatePrognoseForm(form: PrognoseForm): PrognoseFormErrors {
  const errors: PrognoseFormErrors = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.datum)) errors.datum = 'Bitte ein Datum wählen.';
  if (form.betrag === null) errors.betrag = 'Bitte einen Betrag eingeben.';
  else if (form.betrag < 0) errors.betrag = 'Der Betrag darf nicht negativ sein.';
  if (form.art.trim() === '') errors.art = 'Bitte die Art der Leistung angeben, z. B. „Beratung“.';
  else {
    const tooLong = lengthError(form.art, 'prognose.art');
    if (tooLong) errors.art = tooLong;
  }
  return errors;
}

/** The payload of a_insert_prognose {datum, betrag, art}; call only with a validated form. */
export function toPrognoseParams(form: PrognoseForm): RpcParams<'a_insert_prognose'> {
  return { datum: form.datum, betrag: form.betrag ?? 0, art: form.art.trim() };
}
