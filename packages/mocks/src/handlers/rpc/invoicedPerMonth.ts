import { invoicedPerMonth } from '@waldmonitor/ui/model';
import { billingRpcs } from './billing';
import type { RpcImpls } from './context';

/**
 * Procedure of ours (sql/58_invoiced_per_month.sql): the invoiced net per month of a year for
 * the forecast chart, every invoice by its invoice date, each net rounded to the cent.
 */
export const invoicedPerMonthRpcs = {
  a_get_invoiced_per_month: (ctx) => invoicedPerMonth(billingRpcs.a_get_invoices(ctx), ctx.args.int('jahr')),
} satisfies RpcImpls<'a_get_invoiced_per_month'>;
