import { invoicedPerMonth, type RpcResult } from '@waldmonitor/ui/model';
import { ReadCache } from '../../store/readCache';
import { billingRpcs, invoiceListTables } from './billing';
import type { RpcImpls } from './context';

/**
 * A year's months, kept while the invoice list is: each answer went over all 20,000 invoices
 * of the large dataset, and the forecast's chart asks on every visit and every year switched to.
 */
const months = new ReadCache<RpcResult<'a_get_invoiced_per_month'>[number]>();

/**
 * Procedure of ours (sql/58_invoiced_per_month.sql): the invoiced net per month of a year for
 * the forecast chart, every invoice by its invoice date, each net rounded to the cent.
 */
export const invoicedPerMonthRpcs = {
  a_get_invoiced_per_month: (ctx) => {
    const year = ctx.args.int('jahr');
    return months.rows(String(year), invoiceListTables(ctx.db), () =>
      invoicedPerMonth(billingRpcs.a_get_invoices(ctx), year),
    );
  },
} satisfies RpcImpls<'a_get_invoiced_per_month'>;
