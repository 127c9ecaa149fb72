import type { NoParams } from './shared';

/** The charts of accounts DATEV's standard revenue accounts are set for. */
export type Kontenrahmen = 'SKR03' | 'SKR04';

/**
 * Remote procedures of the accountant's export (ours, sql/77_accounting_export.sql): the
 * settings, the revenue accounts, the clients' Debitorennummern, and the DATEV bookings and
 * journal of a period, page by page. Administrators only.
 */
export interface AccountingRpcs {
  /** One row; the defaults (SKR03, January, 1200) and no numbers when nothing is stored. */
  a_get_accounting_settings: { params: NoParams; result: AccountingSettingsRow[] };
  /** Numbers as typed; without `bankkonto`, the chart's usual bank account (SKR03 1200, SKR04 1800). */
  a_update_accounting_settings: {
    params: {
      berater_nr: string;
      mandant_nr: string;
      kontenrahmen: string;
      wj_beginn: string;
      bankkonto?: string | null;
    };
    result: null;
  };
  a_get_revenue_accounts: { params: NoParams; result: RevenueAccountRow[] };
  /** The revenue account of a VAT rate in a chart, set or added. */
  a_update_revenue_account: { params: { kontenrahmen: string; ust_satz: string; konto: string }; result: null };
  /** The client's Debitorennummer, null for none. */
  a_get_debitor_nr: { params: { client_id: number }; result: number | null };
  /** Gives the client the number (10000–69999, each one client's); an empty one takes it away. */
  a_set_debitor_nr: { params: { client_id: number; debitor_nr: string }; result: null };
  /** The number to propose for a new Debitor; null when the range is full. */
  a_next_debitor_nr: { params: NoParams; result: number | null };
  /**
   * One page of the DATEV bookings of a period within one fiscal year, in key order: `nach` is
   * the last row's `schluessel` (none for the first page), `anzahl` the page size (2000 unless
   * given). Refused in German, naming what is missing, when the file could not be complete.
   */
  a_get_bookings: { params: PeriodPage; result: BookingRow[] };
  /** One page of the invoices, credit notes and payments of a period, for the CSV. */
  a_get_journal: { params: PeriodPage; result: JournalRow[] };
}

/** A period (YYYY-MM-DD, both days in it) and the page to read. */
export interface PeriodPage {
  von: string;
  bis: string;
  nach?: string | null;
  anzahl?: string | null;
}

/** The row of a_get_accounting_settings. */
export interface AccountingSettingsRow {
  berater_nr: number | null;
  mandant_nr: number | null;
  kontenrahmen: Kontenrahmen;
  /** The month the fiscal year begins in, 1–12. */
  wj_beginn: number;
  sachkontenlaenge: number;
  bankkonto: number;
}

/** One row of a_get_revenue_accounts. */
export interface RevenueAccountRow {
  kontenrahmen: Kontenrahmen;
  ust_satz: number;
  konto: number;
}

/** One booking of a_get_bookings: an amount without sign, dates as YYYY-MM-DD. */
export interface BookingRow {
  schluessel: string;
  umsatz: number;
  soll_haben: 'S' | 'H';
  konto: number;
  gegenkonto: number;
  bu_schluessel: string | null;
  belegdatum: string;
  belegfeld1: string;
  buchungstext: string;
  leistungsdatum: string | null;
  faelligkeit: string | null;
  generalumkehr: boolean;
}

/** What a journal row is. */
export type JournalKind = 'rechnung' | 'abschlag' | 'schluss' | 'gutschrift' | 'zahlung';

/**
 * One row of a_get_journal, amounts in euros with their sign (a credit note and a
 * counter-entry negative); a payment has its gross only, its own `nummer` and the invoice it
 * pays as `rechnung_nr` (a credit note: the invoice it cancels).
 */
export interface JournalRow {
  schluessel: string;
  art: JournalKind;
  nummer: number;
  datum: string;
  client_id: number;
  kunde: string;
  ust_satz: number | null;
  netto: number | null;
  ust: number | null;
  brutto: number;
  faellig_am: string | null;
  rechnung_nr: number | null;
  referenz: string | null;
}
