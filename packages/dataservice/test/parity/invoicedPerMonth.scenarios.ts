/**
 * The forecast chart's invoiced net per month (a_get_invoiced_per_month,
 * sql/61_invoiced_per_month.sql): twelve months of one year by invoice date, every invoice
 * counted. The seed's invoices are dated relative to today, so the years are too.
 */
import { ADMIN, type Scenario } from './scenario';

const YEAR = new Date().getFullYear();
const TODAY = new Date().toISOString().slice(0, 10);
const perMonth = (jahr: unknown) => ({ rpc: 'a_get_invoiced_per_month', args: { jahr } });

export const scenarios: Scenario[] = [
  { name: 'invoiced per month: this year', caller: ADMIN, call: perMonth(String(YEAR)) },
  { name: 'invoiced per month: last year, the year as a number', caller: ADMIN, call: perMonth(YEAR - 1) },
  { name: 'invoiced per month: a year without invoices is twelve zeros', caller: ADMIN, call: perMonth('1990') },
  {
    name: 'invoiced per month: a credit note of today counts in this month',
    caller: ADMIN,
    call: { rpc: 'a_create_credit_note', args: { invoice_id: '17', rn_datum: TODAY } },
    then: perMonth(String(YEAR)),
  },
  { name: 'invoiced per month: an empty year is refused', caller: ADMIN, call: perMonth('') },
  { name: 'invoiced per month: a year that is no number is refused', caller: ADMIN, call: perMonth('zwei') },
];
