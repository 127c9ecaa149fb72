import { documentTotals } from '@waldmonitor/ui/model';
import { likeToRegExp } from '../../store/query';
import { ReadCache } from '../../store/readCache';
import { billingRpcs, invoiceListTables, offerListTables } from './billing';
import type { Args } from '../args';
import type { RpcContext, RpcImpls } from './context';

/** A word's pattern as the SQL builds it: `%`, `*` and the backslash stand for one character, `_` is any one. */
const wordPattern = (word: string) => likeToRegExp(`%${word.replace(/[%*\\]/g, '_')}%`, true);

/**
 * data.search_matches (sql/56_document_totals.sql): every word of the search is in the
 * client's name or the editor (case-insensitive), or, all digits, is the document's number.
 * The words' patterns are built once per search, not once per document.
 */
function searchMatcher(suche: string) {
  const words = suche
    .split(' ')
    .filter(Boolean)
    .map((word) => ({ pattern: wordPattern(word), id: /^[0-9]{1,9}$/.test(word) ? Number(word) : null }));
  return (row: { id: number; client_name: string | null; bearbeiter: string | null }) =>
    words.every(
      ({ pattern, id }) =>
        pattern.test(row.client_name ?? '') || pattern.test(row.bearbeiter ?? '') || (id !== null && row.id === id),
    );
}

interface Totals {
  anzahl: number;
  netto_cent: number;
  brutto_cent: number;
}

interface Summable {
  netto: number;
  ust_satz: number;
}

function sums(rows: readonly Summable[]): Totals[] {
  let netto_cent = 0;
  let brutto_cent = 0;
  for (const row of rows) {
    const totals = documentTotals([{ anzahl: 1, ep: row.netto }], row.ust_satz);
    netto_cent += totals.netCents;
    brutto_cent += totals.grossCents;
  }
  return [{ anzahl: rows.length, netto_cent, brutto_cent }];
}

/** An argument the SQL function gives a default (null): it may be left out. */
function optional<T>({ args }: RpcContext, name: string, read: (args: Args, name: string) => T | null): T | null {
  return args.has(name) ? read(args, name) : null;
}

/** The filters both sums share: search, client and the date range (inclusive). */
function commonArgs(ctx: RpcContext) {
  return {
    // Its words, one space apart: '', null and spaces are one search (and one key of the kept sums).
    suche: (optional(ctx, 'suche', (a, n) => a.textOrNull(n)) ?? '').trim().split(/\s+/).filter(Boolean).join(' '),
    clientId: optional(ctx, 'client_id', (a, n) => a.intOrNull(n)),
    von: optional(ctx, 'von', (a, n) => a.dateOrNull(n)),
    bis: optional(ctx, 'bis', (a, n) => a.dateOrNull(n)),
  };
}

function matcher({ suche, clientId, von, bis }: ReturnType<typeof commonArgs>) {
  const searchMatches = searchMatcher(suche);
  return (
    row: { id: number; client_id: number | null; client_name: string | null; bearbeiter: string | null },
    datum: string,
  ) =>
    (clientId === null || row.client_id === clientId) &&
    (von === null || datum >= von) &&
    (bis === null || datum <= bis) &&
    searchMatches(row);
}

/**
 * The sums by their arguments, kept while the list they add up is: each sum goes over every
 * document of the list (20,000 at the large dataset, 60–160 ms), and the list's page asks
 * for the same sums on every visit until a document or position is written.
 */
const invoiceTotals = new ReadCache<Totals>();
const offerTotals = new ReadCache<Totals>();

/** Procedures of ours: the sums under the paged invoice and offer lists (requirements §7 "Procedures of ours"). */
export const documentTotalsRpcs = {
  a_get_invoice_totals: (ctx) => {
    const filter = { ...commonArgs(ctx), archiviert: optional(ctx, 'archiviert', (a, n) => a.boolOrNull(n)) };
    return invoiceTotals.rows(JSON.stringify(filter), invoiceListTables(ctx.db), () => {
      const matches = matcher(filter);
      const { archiviert } = filter;
      const rows = billingRpcs.a_get_invoices(ctx);
      return sums(
        rows.filter((row) => matches(row, row.rn_datum) && (archiviert === null || row.archiviert === archiviert)),
      );
    });
  },
  a_get_offer_totals: (ctx) => {
    const filter = { ...commonArgs(ctx), status: optional(ctx, 'status', (a, n) => a.textOrEmpty(n)) };
    return offerTotals.rows(JSON.stringify(filter), offerListTables(ctx.db), () => {
      const matches = matcher(filter);
      const { status } = filter;
      const rows = billingRpcs.a_get_offers(ctx);
      return sums(rows.filter((row) => matches(row, row.an_datum) && (status === null || row.status === status)));
    });
  },
} satisfies RpcImpls<'a_get_invoice_totals' | 'a_get_offer_totals'>;
