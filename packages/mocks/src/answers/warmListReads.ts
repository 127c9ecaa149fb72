import type { RpcName } from '@waldmonitor/ui/model';
import { DEMO_USERS } from '../seed/demoUsers';
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
 * Asks each of `reads` once, for one row, as the demo's administrator would, so their rows
 * are computed while the store is built (the sign-in page waits for that anyway) and the
 * answering code is compiled by then, instead of when a person first opens a list. Answers
 * each read's status; a read that fails is left to fail again when a person asks for it
 * (0 when it threw): warming answers nobody.
 */
export async function warmListReads(reads: readonly RpcName[] = WARMED_LIST_READS): Promise<number[]> {
  const statuses: number[] = [];
  for (const name of reads) {
    const request = new Request(`http://demo.invalid/data/rpc/${name}?limit=1`, {
      method: 'POST',
      body: '{}',
      headers: { Authorization: `Bearer ${DEMO_USERS.admin.email}`, 'Content-Type': 'application/json' },
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
