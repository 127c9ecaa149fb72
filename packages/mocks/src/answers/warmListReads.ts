import type { RpcName } from '@waldmonitor/ui/model';
import { mockDb } from '../db/db';
import { DEMO_USERS } from '../seed/demoUsers';
import { parseQuery } from '../store/query';
import type { TableSchema } from '../store/schema';
import { localAnswers } from './localAnswers';

/**
 * The list reads that compute a figure for every row of a large table: the maps list fits
 * each map's control points, the invoice and offer lists add up each document's positions
 * (the invoice totals and the forecast's invoiced net per month read that list too), the
 * sums under those lists add up every document, the cadastre list counts every client's maps.
 * The store keeps their rows between writes (store/readCache.ts); at the large dataset the
 * first computation took 0.1–1.5 s in the data worker, and it fell on the first click on the
 * list. The sums are warmed for the lists' first page (no filter, no search: the same
 * arguments as the page's). The sightings overview and the clients list are kept the same way
 * but not warmed here: the administrator's landing page counts them anyway, and warming them
 * only moved that time to the start.
 */
export const WARMED_LIST_READS: readonly RpcName[] = [
  'a_get_map_list_from_db',
  'a_get_invoices',
  'a_get_offers',
  'a_get_invoice_totals',
  'a_get_offer_totals',
  'a_get_kataster_overview',
];

/**
 * The orders the stored tables keep sorted between writes (Table.keepOrder), as PostgREST's
 * `order=` spells them: the users list's default, by name (packages/app's users page sorts
 * by last and first name, the id breaking ties). Its first page was a sort of the 50,000 users
 * on every request.
 */
export const KEPT_ORDERS: readonly { table: 'benutzer'; order: string }[] = [
  { table: 'benutzer', order: 'last_name.asc.nullslast,first_name.asc.nullslast,user_id.asc' },
];

const asAdmin = { Authorization: `Bearer ${DEMO_USERS.admin.email}` };

/** Has each table keep its orders, and sorts them now by asking for one row in each. */
async function keepOrders(): Promise<void> {
  for (const { table, order } of KEPT_ORDERS) {
    const stored = mockDb()[table];
    stored.keepOrder(parseQuery(stored.schema as TableSchema, new URLSearchParams({ order })).order);
    const url = new URL(`http://demo.invalid/data/${table}?${new URLSearchParams({ order, limit: '1' })}`);
    await localAnswers.table('GET', table, url, new Request(url, { headers: asAdmin })).catch(() => undefined);
  }
}

/**
 * Keeps the tables' orders (KEPT_ORDERS), then asks each of `reads` once, for one row, as
 * the demo's administrator would, so their rows
 * are computed while the store is built (the sign-in page waits for that anyway) and the
 * answering code is compiled by then, instead of when a person first opens a list. Answers
 * each read's status; a read that fails is left to fail again when a person asks for it
 * (0 when it threw): warming answers nobody.
 */
export async function warmListReads(reads: readonly RpcName[] = WARMED_LIST_READS): Promise<number[]> {
  await keepOrders();
  const statuses: number[] = [];
  for (const name of reads) {
    const request = new Request(`http://demo.invalid/data/rpc/${name}?limit=1`, {
      method: 'POST',
      body: '{}',
      headers: { ...asAdmin, 'Content-Type': 'application/json' },
    });
    statuses.push(
      await localAnswers.rpc(name, request).then(
        (response) => response.status,
        () => 0,
      ),
    );
  }
  return statuses;
}
