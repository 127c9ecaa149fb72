import { documentTotals } from '@waldmonitor/ui/model';
import { likeToRegExp } from '../../store/query';
import { billingRpcs } from './billing';
import type { Args } from '../args';
import type { RpcContext, RpcImpls } from './context';

/** A word's pattern as the SQL builds it: `%`, `*` and the backslash stand for one character, `_` is any one. */
const wordPattern = (word: string) => likeToRegExp(`%${word.replace(/[%*\\]/g, '_')}%`, true);

/**
 * data.search_matches (sql/56_document_totals.sql): every word of the search is in the
 * client's name or the editor (case-insensitive), or, all digits, is the document's number.
 */
function searchMatches(
  suche: string | null,
  row: { id: number; client_name: string | null; bearbeiter: string | null },
) {
  const words = (suche ?? '').trim().split(/\s+/).filter(Boolean);
  return words.every((word) => {
    const pattern = wordPattern(word);
    if (pattern.test(row.client_name ?? '') || pattern.test(row.bearbeiter ?? '')) return true;
    return /^[0-9]{1,9}$/.test(word) && row.id === Number(word);
  });
}

interface Summable {
  netto: number;
  ust_satz: number;
}

function sums(rows: readonly Summable[]) {
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
function common(ctx: RpcContext) {
  const suche = optional(ctx, 'suche', (a, n) => a.textOrNull(n));
  const clientId = optional(ctx, 'client_id', (a, n) => a.intOrNull(n));
  const von = optional(ctx, 'von', (a, n) => a.dateOrNull(n));
  const bis = optional(ctx, 'bis', (a, n) => a.dateOrNull(n));
  return (
    row: { id: number; client_id: number | null; client_name: string | null; bearbeiter: string | null },
    datum: string,
  ) =>
    (clientId === null || row.client_id === clientId) &&
    (von === null || datum >= von) &&
    (bis === null || datum <= bis) &&
    searchMatches(suche, row);
}

/** Procedures of ours: the sums under the paged invoice and offer lists (requirements §7 "Procedures of ours"). */
export const documentTotalsRpcs = {
  a_get_invoice_totals: (ctx) => {
    const matches = common(ctx);
    const archiviert = optional(ctx, 'archiviert', (a, n) => a.boolOrNull(n));
    const rows = billingRpcs.a_get_invoices(ctx);
    return sums(
      rows.filter((row) => matches(row, row.rn_datum) && (archiviert === null || row.archiviert === archiviert)),
    );
  },
  a_get_offer_totals: (ctx) => {
    const matches = common(ctx);
    const status = optional(ctx, 'status', (a, n) => a.textOrEmpty(n));
    const rows = billingRpcs.a_get_offers(ctx);
    return sums(rows.filter((row) => matches(row, row.an_datum) && (status === null || row.status === status)));
  },
} satisfies RpcImpls<'a_get_invoice_totals' | 'a_get_offer_totals'>;
