/**
 * What the accountant's export is set with: the consultant's and client's numbers at DATEV,
 * the chart of accounts, the fiscal year's first month and the bank account; the revenue
 * account per VAT rate; a client's Debitorennummer. The rules mirror what
 * sql/77_accounting_export.sql refuses, in its words, so the person reads the message at the
 * field before anything is sent; the service stays the judge (a number already given away).
 */
import type { RpcParams } from '../contract';
import type { AccountingSettingsRow, Kontenrahmen } from '../contract/rpc/accounting';

export const KONTENRAHMEN: readonly Kontenrahmen[] = ['SKR03', 'SKR04'];

/** The chart's usual bank account, which the service takes when none is given. */
export const DEFAULT_BANK_ACCOUNT: Readonly<Record<Kontenrahmen, number>> = { SKR03: 1200, SKR04: 1800 };

/** The months a fiscal year can begin in, as the form offers them. */
export const FISCAL_YEAR_MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
].map((label, index) => ({ value: String(index + 1), label }));

/** The ranges of data.accounting_int's checks. */
export const ACCOUNTING_RANGES = {
  berater_nr: [1001, 9999999],
  mandant_nr: [1, 99999],
  bankkonto: [1000, 9999],
  konto: [1000, 9999],
  debitor_nr: [10000, 69999],
} as const;

/**
 * A whole number in its range, as data.accounting_int says it ("Die Beraternummer ist eine
 * ganze Zahl von 1001 bis 9999999."), or `empty` when nothing is typed. `what` is the field's
 * name with its article; an optional field passes `empty` null.
 */
function wholeNumberProblem(
  what: string,
  value: string,
  [lo, hi]: readonly [number, number],
  empty: string | null,
): string | null {
  const text = value.trim();
  if (text === '') return empty;
  const n = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  return n >= lo && n <= hi ? null : `${what} ist eine ganze Zahl von ${lo} bis ${hi}.`;
}

/** The settings form; numbers as typed, the month as its option's value. */
export interface AccountingSettingsDraft {
  berater_nr: string;
  mandant_nr: string;
  kontenrahmen: Kontenrahmen;
  wj_beginn: string;
  bankkonto: string;
}

export type AccountingSettingsErrors = Partial<Record<keyof AccountingSettingsDraft, string>>;

const numberText = (value: number | null) => (value === null ? '' : String(value));

export function accountingSettingsDraft(row: AccountingSettingsRow): AccountingSettingsDraft {
  return {
    berater_nr: numberText(row.berater_nr),
    mandant_nr: numberText(row.mandant_nr),
    kontenrahmen: row.kontenrahmen,
    wj_beginn: String(row.wj_beginn),
    bankkonto: numberText(row.bankkonto),
  };
}

export function validateAccountingSettings(draft: AccountingSettingsDraft): AccountingSettingsErrors {
  const errors: AccountingSettingsErrors = {};
  const berater = wholeNumberProblem(
    'Die Beraternummer',
    draft.berater_nr,
    ACCOUNTING_RANGES.berater_nr,
    'Bitte die Beraternummer bei DATEV eingeben.',
  );
  if (berater) errors.berater_nr = berater;
  const mandant = wholeNumberProblem(
    'Die Mandantennummer',
    draft.mandant_nr,
    ACCOUNTING_RANGES.mandant_nr,
    'Bitte die Mandantennummer bei DATEV eingeben.',
  );
  if (mandant) errors.mandant_nr = mandant;
  // Left empty, the service takes the chart's usual bank account.
  const bank = wholeNumberProblem('Das Bankkonto', draft.bankkonto, ACCOUNTING_RANGES.bankkonto, null);
  if (bank) errors.bankkonto = bank;
  return errors;
}

/** The payload of a_update_accounting_settings (numbers as text, an empty bank account left to the service). */
export function toUpdateAccountingSettingsParams(
  draft: AccountingSettingsDraft,
): RpcParams<'a_update_accounting_settings'> {
  const bank = draft.bankkonto.trim();
  return {
    berater_nr: draft.berater_nr.trim(),
    mandant_nr: draft.mandant_nr.trim(),
    kontenrahmen: draft.kontenrahmen,
    wj_beginn: draft.wj_beginn,
    bankkonto: bank === '' ? null : bank,
  };
}

/** A revenue account as typed in its row. */
export interface RevenueAccountDraft {
  konto: string;
}

export function validateRevenueAccount(draft: RevenueAccountDraft): Partial<Record<'konto', string>> {
  const problem = wholeNumberProblem(
    'Das Erlöskonto',
    draft.konto,
    ACCOUNTING_RANGES.konto,
    'Bitte das Erlöskonto eingeben.',
  );
  return problem ? { konto: problem } : {};
}

/** A client's Debitorennummer as typed; empty takes the number away. */
export interface DebitorDraft {
  debitor_nr: string;
}

export function validateDebitorDraft(draft: DebitorDraft): Partial<Record<'debitor_nr', string>> {
  // Empty takes the number away: no message.
  const problem = wholeNumberProblem('Die Debitorennummer', draft.debitor_nr, ACCOUNTING_RANGES.debitor_nr, null);
  return problem ? { debitor_nr: problem } : {};
}
