/**
 * One page of a list as the data service is asked for it (architecture §4): PostgREST's
 * query language — filters (`eq`, `ilike`, `in`, `is`, ranges with `gte`/`lte`, `or`/`and`
 * trees), `order`, `limit` and `offset` — the same on a table path and on a set-returning
 * remote procedure, whose result PostgREST filters, orders and pages like a table.
 */
import { unaccentSearch } from '@waldmonitor/ui/model';

type ColumnOf<Row> = keyof Row & string;

/**
 * The column every list searches (packages/dataservice/sql/45_list_indexes.sql "searches"): its
 * searched columns without accents, joined by blanks; a filter's column only, no field of the
 * rows. The client choices search `name_suche` (name and place, what they show).
 */
export type SearchColumn = 'suche' | 'name_suche';

/** One condition on a column, or an `or`/`and` of conditions. */
export type ListCondition<Row> =
  | { column: ColumnOf<Row>; op: 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte'; value: string | number | boolean }
  | { column: ColumnOf<Row>; op: 'in'; value: readonly (string | number)[] }
  | { column: ColumnOf<Row>; op: 'is'; value: null | boolean }
  /** A LIKE pattern: `*` is any text (PostgREST's stand-in for `%`), `_` one character. */
  | { column: ColumnOf<Row> | SearchColumn; op: 'like' | 'ilike'; value: string }
  | { op: 'or' | 'and'; conditions: readonly ListCondition<Row>[] };

export interface ListOrder<Row> {
  column: ColumnOf<Row>;
  descending?: boolean;
  /** PostgreSQL's default: nulls last ascending, first descending. */
  nulls?: 'first' | 'last';
}

/** What a list asks for: its conditions (all must hold), its order, and the page. */
export interface ListQuery<Row> {
  where?: readonly ListCondition<Row>[];
  order?: readonly ListOrder<Row>[];
  limit: number;
  offset: number;
}

/** One page and the number of rows the filter matches over all pages. */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
  /** The offset of the first row (PostgREST's Content-Range). */
  offset: number;
}

/** A condition as the serialiser sees it: any column name. */
type AnyCondition = ListCondition<Record<string, unknown>>;

/** PostgREST's reserved characters in a value of `in` or of a logic tree: such a value goes in double quotes. */
const RESERVED = /[,.:()"\\\s]/;

function quoted(value: string | number | boolean): string {
  const text = String(value);
  return RESERVED.test(text) ? `"${text.replace(/[\\"]/g, (ch) => `\\${ch}`)}"` : text;
}

/** `op.value` for a condition; `nested` values (inside `or=(…)`) quote reserved characters. */
function operand(condition: Exclude<AnyCondition, { op: 'or' | 'and' }>, nested: boolean): string {
  switch (condition.op) {
    case 'in':
      return `in.(${condition.value.map(quoted).join(',')})`;
    case 'is':
      return `is.${String(condition.value)}`;
    default:
      return `${condition.op}.${nested ? quoted(condition.value) : String(condition.value)}`;
  }
}

function tree(condition: AnyCondition): string {
  if ('conditions' in condition) {
    return `${condition.op}(${condition.conditions.map(tree).join(',')})`;
  }
  return `${condition.column}.${operand(condition, true)}`;
}

/**
 * The query string of a list query, e.g.
 * `app_status=eq.ogf_admin&or=(first_name.ilike.*eich*,email.ilike.*eich*)&order=last_name.asc&limit=50&offset=0`.
 */
export function listSearchParams<Row>(query: ListQuery<Row>): URLSearchParams {
  const params = new URLSearchParams();
  for (const condition of (query.where ?? []) as readonly AnyCondition[]) {
    if ('conditions' in condition) {
      params.append(condition.op, `(${condition.conditions.map(tree).join(',')})`);
    } else {
      params.append(condition.column, operand(condition, false));
    }
  }
  if (query.order && query.order.length > 0) {
    params.set(
      'order',
      query.order
        .map((term) => `${term.column}.${term.descending ? 'desc' : 'asc'}${term.nulls ? `.nulls${term.nulls}` : ''}`)
        .join(','),
    );
  }
  params.set('limit', String(query.limit));
  params.set('offset', String(query.offset));
  return params;
}

/**
 * An `ilike` pattern that finds `text` anywhere. LIKE's and PostgREST's wildcards and the
 * escape character in the text (`%`, `*`, the backslash) stand for one character (`_`), as
 * PostgREST cannot escape its `*`: a search for `50%` finds `50%` (and `50x`); `_`, common
 * in e-mail addresses, stays the one-character wildcard and so finds itself.
 */
export function containsPattern(text: string): string {
  return `*${text.replace(/[%*\\]/g, '_')}*`;
}

export interface SearchOptions<Row> {
  /** A word of digits may instead be this column's value (a document's or a map's number). */
  number?: ColumnOf<Row>;
  /** Default `suche`. */
  column?: SearchColumn;
}

/**
 * A list's search: every word of `text` is found in its search column, case and accents
 * ignored (the word is unaccented here as the service unaccents the column), e.g. "eich erik"
 * finds Erik Eichhorn and "muller" Jörg Müller. No words, no condition.
 */
export function searchConditions<Row>(
  text: string,
  { number, column = 'suche' }: SearchOptions<Row> = {},
): ListCondition<Row>[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const condition = (word: string): ListCondition<Row> => {
    const found: ListCondition<Row> = { column, op: 'ilike', value: containsPattern(unaccentSearch(word)) };
    return number && /^\d{1,9}$/.test(word)
      ? { op: 'or', conditions: [found, { column: number, op: 'eq', value: Number(word) }] }
      : found;
  };
  if (words.length === 0) return [];
  if (words.length === 1) return [condition(words[0]!)];
  // PostgREST takes one `or`/`and` tree per parameter name: several words go into one `and`.
  return [{ op: 'and', conditions: words.map(condition) }];
}

/**
 * PostgREST's Content-Range: `0-49/1234` (rows 0 to 49 of 1234); a star before the slash
 * for no rows; a star after it when no count was asked for (total null). Null for anything else.
 */
export function parseContentRange(header: string | null): { from: number; to: number; total: number | null } | null {
  const match = /^(?:items\s+)?(?:(\d+)-(\d+)|\*)\/(\d+|\*)$/.exec((header ?? '').trim());
  if (!match) return null;
  const total = match[3] === '*' ? null : Number(match[3]);
  if (match[1] === undefined) return { from: 0, to: -1, total };
  return { from: Number(match[1]), to: Number(match[2]), total };
}
