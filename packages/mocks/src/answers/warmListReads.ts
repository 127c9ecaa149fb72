import type { RpcName, TableName } from '@waldmonitor/ui/model';
import { mockDb } from '../db/db';
import { DEMO_USERS } from '@waldmonitor/dataservice/demo-users';
import { parseQuery } from '../store/query';
import type { TableSchema } from '../store/schema';
import { localAnswers } from './localAnswers';

/**
 * The list reads that compute a figure for every row of a large table: the maps list fits
 * each map's control points, the invoice and offer lists add up each document's positions.
 * The lists read their list paths (requirements §7 "Table paths of ours"), whose rows are
 * their procedures' and kept with them (handlers/listPaths.ts), so the procedures' calls find
 * them computed too. The store keeps their rows between writes (store/readCache.ts); at the
 * large dataset the first computation took 0.1–1.5 s in the data worker, and it fell on the
 * first click on the list. The sightings overview and the clients list are kept the same way
 * but not warmed here: the administrator's landing page counts them anyway, and warming them
 * only moved that time to the start.
 */
export const WARMED_LIST_PATHS: readonly TableName[] = ['karten_liste', 'rechnung_liste', 'angebot_liste'];

/**
 * The procedures read beside the lists, asked after WARMED_LIST_PATHS: the sums under the
 * invoice and offer lists add up every document of the list's rows (the invoice totals and
 * the forecast's invoiced net per month read them), the cadastre list counts every client's
 * maps. The sums are warmed for the lists' first page (no filter, no search: the same
 * arguments as the page's).
 */
export const WARMED_LIST_READS: readonly RpcName[] = [
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

/**
 * The survey views the cadastre page reads beside its list (kept between writes of the survey
 * tables, tableAnswers.ts): a few milliseconds each, but five of them with the first click.
 */
export const WARMED_VIEWS: readonly TableName[] = [
  'ausm_einmessung_uebersicht',
  'scha_einmessung_uebersicht',
  'schl_einmessung_uebersicht',
  'drae_einmessung_uebersicht',
  'drae_laenge_nach_erfq',
];

const asAdmin = { Authorization: `Bearer ${DEMO_USERS.admin.email}` };

/**
 * GET of a table or view as the administrator, with its status; a failure is left for a
 * person's own read (0 when it threw).
 */
async function ask(
  table: TableName,
  query: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<number> {
  const url = new URL(`http://demo.invalid/data/${table}?${new URLSearchParams(query)}`);
  const request = new Request(url, { headers: { ...asAdmin, ...headers } });
  return localAnswers.table('GET', table, url, request).then(
    (response) => response.status,
    () => 0,
  );
}

/** Has each table keep its orders and sorts them now, and computes the views. */
async function keepOrdersAndViews(): Promise<void> {
  for (const { table, order } of KEPT_ORDERS) {
    const stored = mockDb()[table];
    stored.keepOrder(parseQuery(stored.schema as TableSchema, new URLSearchParams({ order })).order);
    await ask(table, { order, limit: '1' });
  }
  for (const view of WARMED_VIEWS) await ask(view, {});
}

/**
 * Keeps the tables' orders (KEPT_ORDERS), computes the views (WARMED_VIEWS), then asks each
 * of `paths` for its first row, counted as the lists count, and each of `reads` once, as the
 * demo's administrator would, so their rows are computed while the store is built (the
 * sign-in page waits for that anyway) and the answering code is compiled by then, instead of
 * when a person first opens a list. Answers each path's status, then each read's; a read that
 * fails is left to fail again when a person asks for it (0 when it threw): warming answers
 * nobody.
 */
export async function warmListReads(
  reads: readonly RpcName[] = WARMED_LIST_READS,
  paths: readonly TableName[] = WARMED_LIST_PATHS,
): Promise<number[]> {
  await keepOrdersAndViews();
  const statuses: number[] = [];
  for (const path of paths) statuses.push(await ask(path, { limit: '1' }, { Prefer: 'count=exact' }));
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
