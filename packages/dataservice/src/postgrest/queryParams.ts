/**
 * PostgREST 16.2's query string (ApiRequest/QueryParams.hs): which parameter is `select`,
 * `order`, `limit`/`offset`, `columns`, `on_conflict`, a logic tree, a filter or (GET on a
 * function) an argument, and the canonical form PostgREST keys its caches on. Each parameter's
 * value is parsed by its grammar: selectGrammar.ts, filterGrammar.ts, logicGrammar.ts,
 * orderGrammar.ts, and fieldGrammar.ts for `columns` and `on_conflict`.
 */
import { allRange, rangeGeq, rangeLimit, rangeOffset, readInteger, restrictRange, type RowRange } from './range';
import { parseColumnList } from './fieldGrammar';
import { parseFilter } from './filterGrammar';
import { parseLogic } from './logicGrammar';
import { parseOrder } from './orderGrammar';
import type { AtPath, Filter, LogicTree, OrderTerm, SelectItem } from './queryTree';
import { parseSelect } from './selectGrammar';

export interface QueryParams {
  /** The query string sorted by key, as Content-Location shows it. */
  canonical: string;
  /** Arguments of a GET on a function (values without an operator). */
  params: [string, string][];
  /** `limit`/`offset` by embed path (`limit`, `clients.limit`). */
  ranges: Map<string, RowRange>;
  order: AtPath<OrderTerm[]>[];
  logic: AtPath<LogicTree>[];
  columns: string[] | null;
  select: SelectItem[];
  filters: AtPath<Filter>[];
  filtersRoot: Filter[];
  filtersNotRoot: AtPath<Filter>[];
  /** Every filter's key as written. */
  filterFields: Set<string>;
  onConflict: string[] | null;
}

// ---------------------------------------------------------------------------------------
// The query string

/** http-types' urlDecode: `+` is a space, `%XX` a byte (kept as is when malformed). */
function urlDecodeBytes(text: string): Uint8Array {
  const bytes = new TextEncoder().encode(text.replace(/\+/g, ' '));
  const out: number[] = [];
  const hex = (b: number) =>
    b >= 48 && b <= 57 ? b - 48 : b >= 65 && b <= 70 ? b - 55 : b >= 97 && b <= 102 ? b - 87 : -1;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 37 && i + 2 < bytes.length && hex(bytes[i + 1]!) >= 0 && hex(bytes[i + 2]!) >= 0) {
      out.push(hex(bytes[i + 1]!) * 16 + hex(bytes[i + 2]!));
      i += 2;
    } else out.push(b);
  }
  return Uint8Array.from(out);
}

const utf8 = new TextDecoder('utf-8');

/** Network.HTTP.Base's urlEncode over the bytes shown as Latin-1 characters (as PostgREST's canonical query does). */
function canonicalEncode(bytes: Uint8Array): string {
  let out = '';
  const escape = (b: number) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  for (const b of bytes) {
    const ch = String.fromCharCode(b);
    if (/[A-Za-z0-9\-_.~]/.test(ch)) out += ch;
    else if (b < 128) out += escape(b);
    else for (const u of new TextEncoder().encode(ch)) out += escape(u);
  }
  return out;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

interface RawParam {
  key: string;
  value: string | null;
  keyBytes: Uint8Array;
  valueBytes: Uint8Array | null;
}

/** http-types' parseQueryReplacePlus: pairs split at `&` and `;`, a key without `=` has no value. */
function splitQuery(query: string): RawParam[] {
  const text = query.startsWith('?') ? query.slice(1) : query;
  if (text === '') return [];
  return text.split(/[&;]/).map((part) => {
    const eq = part.indexOf('=');
    const keyBytes = urlDecodeBytes(eq < 0 ? part : part.slice(0, eq));
    const valueBytes = eq < 0 ? null : urlDecodeBytes(part.slice(eq + 1));
    return {
      key: utf8.decode(keyBytes),
      value: valueBytes === null ? null : utf8.decode(valueBytes),
      keyBytes,
      valueBytes,
    };
  });
}

/** Sorted by key, values of one key joined with commas (Network.HTTP.Base.urlEncodeVars). */
function canonicalQuery(raw: RawParam[]): string {
  const sorted = [...raw].sort((a, b) => compareBytes(a.keyBytes, b.keyBytes));
  const parts: string[] = [];
  const done = new Set<number>();
  sorted.forEach((p, i) => {
    if (done.has(i)) return;
    const values = [p.valueBytes ?? new Uint8Array()];
    sorted.forEach((q, j) => {
      if (j > i && !done.has(j) && compareBytes(q.keyBytes, p.keyBytes) === 0) {
        values.push(q.valueBytes ?? new Uint8Array());
        done.add(j);
      }
    });
    parts.push(`${canonicalEncode(p.keyBytes)}=${values.map(canonicalEncode).join(',')}`);
  });
  return parts.join('&');
}

const lastWord = (key: string) => key.split('.').pop()!;

/** The query string of one request (QueryParams.parse); throws QueryParamError as PostgREST fails. */
export function parseQueryParams(isRpcRead: boolean, query: string): QueryParams {
  const raw = splitQuery(query);
  const nonEmpty = raw.filter((p): p is RawParam & { value: string } => p.value !== null);
  const lookupParam = (needle: string) => raw.find((p) => p.key === needle)?.value ?? null;
  const endingIn = (words: string[]) => (key: string) => words.includes(lastWord(key));

  const orderParams = nonEmpty.filter((p) => endingIn(['order'])(p.key));
  const logicParams = nonEmpty.filter((p) => endingIn(['and', 'or'])(p.key));
  const reservedEmbeddable = ['order', 'limit', 'offset', 'and', 'or'];
  const isFilter = (key: string) =>
    !endingIn(reservedEmbeddable)(key) && !['select', 'columns', 'on_conflict'].includes(key);

  // In PostgREST's order: order, logic, columns, select, filters, on_conflict (the first error wins).
  const orders = orderParams.map((p) => parseOrder(p.key, p.value));
  const logic = logicParams.map((p) => parseLogic(p.key, p.value));
  const columnsText = lookupParam('columns');
  const columns = columnsText === null ? null : parseColumnList('columns', columnsText);
  const selectText = lookupParam('select') ?? '*';
  const select = parseSelect(selectText);
  const filterParams = nonEmpty.filter((p) => isFilter(p.key));
  const parsed = filterParams.map((p) => parseFilter(isRpcRead, p.key, p.value));
  const onConflictText = lookupParam('on_conflict');
  const onConflict = onConflictText === null ? null : parseColumnList('on_conflict', onConflictText);

  const filters = parsed.filter(([, f]) => f.expr.kind === 'op');
  const params = parsed.flatMap(([, f]): [string, string][] =>
    f.expr.kind === 'noop' ? [[f.field.name, f.expr.value]] : [],
  );

  // limit/offset by embed path; the last of a key wins (HashMap.fromList).
  const limits = new Map<string, RowRange>();
  const offsets = new Map<string, RowRange>();
  for (const p of nonEmpty) {
    const word = lastWord(p.key);
    if (word === 'limit') limits.set(p.key, restrictRange(readInteger(p.value), allRange));
    if (word === 'offset') {
      const key = [...p.key.split('.').slice(0, -1), 'limit'].join('.');
      const n = readInteger(p.value);
      offsets.set(key, n === null ? allRange : rangeGeq(n));
    }
  }
  const ranges = new Map<string, RowRange>(limits);
  for (const [key, ro] of offsets) {
    const rl = limits.get(key);
    if (rl === undefined) ranges.set(key, ro);
    else {
      const o = rangeOffset(ro);
      ranges.set(key, { lower: o, upper: o + (rangeLimit(rl) ?? 0) - 1 });
    }
  }

  return {
    canonical: canonicalQuery(raw),
    params,
    ranges,
    order: orders,
    logic,
    columns,
    select,
    filters,
    filtersRoot: filters.filter(([path]) => path.length === 0).map(([, f]) => f),
    filtersNotRoot: filters.filter(([path]) => path.length > 0),
    filterFields: new Set(filterParams.map((p) => p.key)),
    onConflict,
  };
}
