/**
 * PostgREST 16.2's query-string grammar (ApiRequest/QueryParams.hs): `select`, filters with
 * their operators, `and`/`or` trees, `order`, `limit`/`offset`, `columns`, `on_conflict`,
 * and the arguments of a GET on a function. Written with the Parsec-like engine of
 * parsec.ts so that what PostgREST refuses is refused here with the same PGRST100 message
 * (`"failed to parse filter (x)" (line 1, column 1)`) and details.
 */
import {
  alt,
  anyChar,
  as,
  attempt,
  between,
  bind,
  char,
  choice,
  digit,
  eof,
  hsShowChar,
  label,
  left,
  letter,
  lookAhead,
  many,
  many1,
  map,
  noneOf,
  notFollowedBy,
  oneOf,
  option,
  optionMaybe,
  pure,
  right,
  runParser,
  sepBy,
  sepBy1,
  showError,
  showPosition,
  string,
  zero,
  type Parser,
} from './parsec';
import { allRange, rangeGeq, rangeLimit, rangeOffset, readInteger, restrictRange, type RowRange } from './range';

export interface JsonOperation {
  arrow: '->' | '->>';
  operand: { key: string } | { index: string };
}

/** A column with an optional JSON path: `data->a->>b`. */
export interface Field {
  name: string;
  jsonPath: JsonOperation[];
}

export type AggregateFunction = 'sum' | 'avg' | 'count' | 'max' | 'min';
export type JoinType = 'left' | 'inner';

export type SelectItem =
  | {
      kind: 'field';
      field: Field;
      aggregate: AggregateFunction | null;
      aggregateCast: string | null;
      cast: string | null;
      alias: string | null;
    }
  | {
      kind: 'relation';
      name: string;
      alias: string | null;
      hint: string | null;
      joinType: JoinType | null;
      children: SelectItem[];
    }
  | { kind: 'spread'; name: string; hint: string | null; joinType: JoinType | null; children: SelectItem[] };

export type SimpleOperator = 'neq' | 'cs' | 'cd' | 'ov' | 'sl' | 'sr' | 'nxr' | 'nxl' | 'adj';
export type QuantOperator = 'eq' | 'gte' | 'gt' | 'lte' | 'lt' | 'like' | 'ilike' | 'match' | 'imatch';
export type FtsOperator = 'fts' | 'plfts' | 'phfts' | 'wfts';
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Operation =
  | { kind: 'simple'; operator: SimpleOperator; value: string }
  | { kind: 'quant'; operator: QuantOperator; quantifier: 'any' | 'all' | null; value: string }
  | { kind: 'is'; value: IsValue }
  | { kind: 'isdistinct'; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'fts'; operator: FtsOperator; language: string | null; value: string };

/** An operator expression, or (GET on a function) a plain argument value. */
export type OpExpr = { kind: 'op'; not: boolean; operation: Operation } | { kind: 'noop'; value: string };

export interface Filter {
  field: Field;
  expr: OpExpr;
}

export type LogicTree =
  { kind: 'stmt'; filter: Filter } | { kind: 'expr'; not: boolean; operator: 'and' | 'or'; children: LogicTree[] };

export type OrderTerm =
  | { kind: 'term'; field: Field; direction: 'asc' | 'desc' | null; nulls: 'first' | 'last' | null }
  | {
      kind: 'relation';
      relation: string;
      field: Field;
      direction: 'asc' | 'desc' | null;
      nulls: 'first' | 'last' | null;
    };

/** An embed path (`clients.projects`) and what applies there; [] is the top level. */
export type AtPath<T> = [path: string[], value: T];

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

/** A PGRST100 error: Parsec's position as message, its expectations as details. */
export class QueryParamError extends Error {
  constructor(
    message: string,
    readonly details: string,
  ) {
    super(message);
  }
}

// ---------------------------------------------------------------------------------------
// The grammar

const ws: Parser<string> = map(many(oneOf(' \t')), (cs) => cs.join(''));
const lexeme = <T>(p: Parser<T>): Parser<T> => right(ws, left(p, ws));
const delimiter: Parser<string> = label(char('.'), 'delimiter (.)');

const quotedValue: Parser<string> = map(
  right(char('"'), left(many(alt(noneOf('\\"'), right(char('\\'), anyChar))), char('"'))),
  (cs) => cs.join(''),
);

const identifier: Parser<string> = map(many1(alt(letter, digit, oneOf('_ $'))), (cs) => cs.join('').trim());

/** `a-b-c`, where a dash followed by `>` starts a JSON arrow instead. */
const sepByDash = (ident: Parser<string>): Parser<string> => {
  const dash = as(attempt(right(char('-'), notFollowedBy(char('>'), hsShowChar))), '-');
  return map(sepBy1(ident, dash), (parts) => parts.join('-'));
};

export const fieldName: Parser<string> = label(
  alt(quotedValue, sepByDash(identifier)),
  'field name (* or [a..z0..9_$])',
);

const jsonKeyIdentifier: Parser<string> = map(many1(noneOf('(-:.,>)')), (cs) => cs.join('').trim());
const jsonKeyName: Parser<string> = label(
  alt(quotedValue, sepByDash(jsonKeyIdentifier)),
  'any non reserved character different from: .,>()',
);

const jsonPath: Parser<JsonOperation[]> = (() => {
  const arrow = alt(as(attempt(string('->>')), '->>' as const), as(attempt(string('->')), '->' as const));
  const end = alt(
    attempt(map(lookAhead(string('->')), () => null)),
    attempt(map(lookAhead(string('::')), () => null)),
    attempt(map(lookAhead(string('.')), () => null)),
    attempt(map(lookAhead(string(',')), () => null)),
    attempt(eof),
  );
  const index = left(
    bind(option('+', char('-')), (sign) => map(many1(digit), (ds) => sign + ds.join(''))),
    end,
  );
  const operand = alt<JsonOperation['operand']>(
    attempt(map(index, (i) => ({ index: i }))),
    attempt(map(jsonKeyName, (k) => ({ key: k }))),
  );
  return many(bind(arrow, (a) => map(operand, (o): JsonOperation => ({ arrow: a, operand: o }))));
})();

const field: Parser<Field> = lexeme(
  bind(fieldName, (name) => map(option<JsonOperation[]>([], jsonPath), (path): Field => ({ name, jsonPath: path }))),
);

const aliasSeparator = right(char(':'), notFollowedBy(char(':'), hsShowChar));
const optionalAlias = optionMaybe(attempt(left(fieldName, aliasSeparator)));

const embedParams: Parser<{ hint: string | null; joinType: JoinType | null }> = (() => {
  type Param = { joinType: JoinType } | { hint: string };
  const param: Parser<Param> = right(
    char('!'),
    alt<Param>(
      attempt(as(string('left'), { joinType: 'left' as const })),
      attempt(as(string('inner'), { joinType: 'inner' as const })),
      attempt(map(fieldName, (hint) => ({ hint }))),
    ),
  );
  return bind(optionMaybe(param), (p1) =>
    map(optionMaybe(param), (p2) => {
      const hintOf = (p: Param | null) => (p && 'hint' in p ? p.hint : null);
      const joinOf = (p: Param | null) => (p && 'joinType' in p ? p.joinType : null);
      return { hint: hintOf(p1) ?? hintOf(p2), joinType: joinOf(p1) ?? joinOf(p2) };
    }),
  );
})();

const openParenAhead = attempt(map(lookAhead(string('(')), () => null));

const relationSelect: Parser<Omit<Extract<SelectItem, { kind: 'relation' }>, 'children'>> = lexeme(
  bind(optionalAlias, (alias) =>
    bind(fieldName, (name) =>
      name === 'count'
        ? zero
        : bind(embedParams, ({ hint, joinType }) =>
            map(openParenAhead, () => ({ kind: 'relation' as const, name, alias, hint, joinType })),
          ),
    ),
  ),
);

const spreadSelect: Parser<Omit<Extract<SelectItem, { kind: 'spread' }>, 'children'>> = lexeme(
  bind(right(string('...'), fieldName), (name) =>
    bind(embedParams, ({ hint, joinType }) =>
      map(openParenAhead, () => ({ kind: 'spread' as const, name, hint, joinType })),
    ),
  ),
);

const fieldSelect: Parser<SelectItem> = (() => {
  const end = alt(
    attempt(map(lookAhead(string(')')), () => null)),
    attempt(map(lookAhead(string(',')), () => null)),
    attempt(eof),
  );
  const castPart = optionMaybe(right(string('::'), identifier));
  const aggregation = choice<AggregateFunction>(
    as(string('sum'), 'sum'),
    as(string('avg'), 'avg'),
    as(string('count'), 'count'),
    as(attempt(string('max')), 'max'),
    as(attempt(string('min')), 'min'),
  );
  const star = attempt(
    left(
      as(string('*'), {
        kind: 'field',
        field: { name: '*', jsonPath: [] },
        aggregate: null,
        aggregateCast: null,
        cast: null,
        alias: null,
      } as SelectItem),
      end,
    ),
  );
  const countAll = attempt(
    bind(optionalAlias, (alias) =>
      right(
        string('count()'),
        bind(castPart, (aggregateCast) =>
          as(end, {
            kind: 'field',
            field: { name: '*', jsonPath: [] },
            aggregate: 'count',
            aggregateCast,
            cast: null,
            alias,
          } as SelectItem),
        ),
      ),
    ),
  );
  const plain = bind(optionalAlias, (alias) =>
    bind(field, (f) =>
      bind(castPart, (cast) =>
        bind(optionMaybe(attempt(left(right(char('.'), aggregation), string('()')))), (aggregate) =>
          bind(castPart, (aggregateCast) =>
            as(end, { kind: 'field', field: f, aggregate, aggregateCast, cast, alias } as SelectItem),
          ),
        ),
      ),
    ),
  );
  return lexeme(alt(star, countAll, plain));
})();

const fieldForest: Parser<SelectItem[]> = (s) => fieldForestLazy(s);
const fieldTree: Parser<SelectItem> = alt<SelectItem>(
  bind(attempt(spreadSelect), (head) =>
    map(between(char('('), char(')'), fieldForest), (children): SelectItem => ({ ...head, children })),
  ),
  bind(attempt(relationSelect), (head) =>
    map(between(char('('), char(')'), fieldForest), (children): SelectItem => ({ ...head, children })),
  ),
  fieldSelect,
);
const fieldForestLazy: Parser<SelectItem[]> = sepBy(fieldTree, lexeme(char(',')));

const treePath: Parser<{ path: string[]; field: Field }> = bind(sepBy1(fieldName, delimiter), (names) =>
  map(option<JsonOperation[]>([], jsonPath), (path) => ({
    path: names.slice(0, -1),
    field: { name: names[names.length - 1]!, jsonPath: path },
  })),
);

const listElement: Parser<string> = alt(
  attempt(left(quotedValue, notFollowedBy(noneOf(',)'), hsShowChar))),
  map(many(noneOf(',)')), (cs) => cs.join('')),
);
const listValue: Parser<string[]> = right(lexeme(char('(')), left(sepBy1(listElement, char(',')), lexeme(char(')'))));

const ciString = (text: string): Parser<string> =>
  [...text].reduce<Parser<string>>(
    (acc, ch) => bind(acc, (sofar) => map(alt(char(ch), char(ch.toUpperCase())), (c) => sofar + c)),
    pure(''),
  );

function opExpr(singleValue: Parser<string>): Parser<Extract<OpExpr, { kind: 'op' }>> {
  const simpleOperator = label(
    alt<SimpleOperator>(
      ...(['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj'] as const).map((op) => attempt(as(string(op), op))),
    ),
    'unknown single value operator',
  );
  const quantOperator = label(
    alt<QuantOperator>(
      ...(['eq', 'gte', 'gt', 'lte', 'lt', 'like', 'ilike', 'match', 'imatch'] as const).map((op) =>
        attempt(as(string(op), op)),
      ),
    ),
    'unknown single value operator',
  );
  const isValue = label(
    alt<IsValue>(
      ...(['null', 'not_null', 'true', 'false', 'unknown'] as const).map((v) => attempt(as(ciString(v), v))),
    ),
    'isVal: (null, not_null, true, false, unknown)',
  );
  const pIn = map(right(attempt(right(string('in'), delimiter)), listValue), (values): Operation => ({
    kind: 'in',
    values,
  }));
  const pIs = map(right(attempt(right(string('is'), delimiter)), isValue), (value): Operation => ({
    kind: 'is',
    value,
  }));
  const pIsDistinct = map(right(attempt(right(string('isdistinct'), delimiter)), singleValue), (value): Operation => ({
    kind: 'isdistinct',
    value,
  }));
  const pSimple = bind(simpleOperator, (operator) =>
    right(
      delimiter,
      map(singleValue, (value): Operation => ({ kind: 'simple', operator, value })),
    ),
  );
  const pQuant = bind(quantOperator, (operator) =>
    bind(
      optionMaybe(
        attempt(
          between(
            char('('),
            char(')'),
            alt(attempt(as(string('any'), 'any' as const)), as(string('all'), 'all' as const)),
          ),
        ),
      ),
      (quantifier) =>
        right(
          delimiter,
          map(singleValue, (value): Operation => ({ kind: 'quant', operator, quantifier, value })),
        ),
    ),
  );
  const pFts = bind(
    alt<FtsOperator>(
      attempt(as(string('fts'), 'fts')),
      attempt(as(string('plfts'), 'plfts')),
      attempt(as(string('phfts'), 'phfts')),
      attempt(as(string('wfts'), 'wfts')),
    ),
    (operator) =>
      bind(optionMaybe(attempt(between(char('('), char(')'), identifier))), (language) =>
        right(
          delimiter,
          map(singleValue, (value): Operation => ({ kind: 'fts', operator, language, value })),
        ),
      ),
  );
  const operation = label(
    alt(pIn, pIs, pIsDistinct, attempt(pFts), attempt(pSimple), attempt(pQuant)),
    'operator (eq, gt, ...)',
  );
  const negation = alt(as(attempt(right(string('not'), delimiter)), true), pure(false));
  return bind(negation, (not) => map(operation, (op) => ({ kind: 'op' as const, not, operation: op })));
}

const singleValue: Parser<string> = map(many(anyChar), (cs) => cs.join(''));

const logicSingleValue: Parser<string> = alt(
  attempt(left(quotedValue, notFollowedBy(noneOf(',)'), hsShowChar))),
  attempt(bind(string('{'), (a) => bind(many(noneOf('{}')), (b) => map(string('}'), (c) => a + b.join('') + c)))),
  map(many(noneOf(',)')), (cs) => cs.join('')),
);

const logicTree: Parser<LogicTree> = (s) => logicTreeLazy(s);
const logicTreeLazy: Parser<LogicTree> = alt<LogicTree>(
  map(
    attempt(
      bind(field, (f) =>
        right(
          delimiter,
          map(opExpr(logicSingleValue), (expr): Filter => ({ field: f, expr })),
        ),
      ),
    ),
    (filter): LogicTree => ({ kind: 'stmt', filter }),
  ),
  bind(label(alt(as(attempt(right(string('not'), delimiter)), true), pure(false)), 'negation operator (not)'), (not) =>
    bind(
      label(
        alt(as(attempt(string('and')), 'and' as const), as(string('or'), 'or' as const)),
        'logic operator (and, or)',
      ),
      (operator) =>
        map(
          right(lexeme(char('(')), left(sepBy1(logicTree, lexeme(char(','))), lexeme(char(')')))),
          (children): LogicTree => ({ kind: 'expr', not, operator, children }),
        ),
    ),
  ),
);

const order: Parser<OrderTerm[]> = (() => {
  const end = alt(attempt(map(lookAhead(char(',')), () => null)), attempt(eof));
  const nulls = alt(
    attempt(right(delimiter, as(string('nullsfirst'), 'first' as const))),
    attempt(right(delimiter, as(string('nullslast'), 'last' as const))),
  );
  const direction = alt(
    attempt(right(delimiter, as(string('asc'), 'asc' as const))),
    attempt(right(delimiter, as(string('desc'), 'desc' as const))),
  );
  const tail = alt(left(optionMaybe(nulls), end), as(end, null));
  const term = bind(field, (f) =>
    bind(optionMaybe(direction), (dir) =>
      map(tail, (n): OrderTerm => ({ kind: 'term', field: f, direction: dir, nulls: n })),
    ),
  );
  const relationTerm = bind(fieldName, (relation) =>
    bind(between(char('('), char(')'), field), (f) =>
      bind(optionMaybe(direction), (dir) =>
        map(tail, (n): OrderTerm => ({ kind: 'relation', relation, field: f, direction: dir, nulls: n })),
      ),
    ),
  );
  return sepBy1(lexeme(alt(attempt(relationTerm), term)), char(','));
})();

const logicPath: Parser<{ path: string[]; op: string }> = map(sepBy1(fieldName, delimiter), (names) => {
  const op = names[names.length - 1]!;
  return {
    path: names.slice(0, -1).filter((n) => n !== 'not'),
    op: names.includes('not') ? `not.${op}` : op,
  };
});

const columnList: Parser<string[]> = sepBy1(fieldName, lexeme(char(',')));

/** Runs one parser of the grammar, named as PostgREST names it in PGRST100's message. */
function parseWith<T>(p: Parser<T>, name: string, input: string): T {
  const r = runParser(p, input);
  if (r.ok) return r.value;
  throw new QueryParamError(showPosition(name, r.error), showError(r.error));
}

export const parseSelect = (value: string): SelectItem[] =>
  parseWith(fieldForest, `failed to parse select parameter (${value})`, value);

function parseFilter(isRpcRead: boolean, key: string, value: string): AtPath<Filter> {
  const { path, field: f } = parseWith(treePath, `failed to parse tree path (${key})`, key);
  const withOp: Parser<OpExpr> = opExpr(singleValue);
  const expr = parseWith(
    isRpcRead ? alt(withOp, pure<OpExpr>({ kind: 'noop', value })) : withOp,
    `failed to parse filter (${value})`,
    value,
  );
  return [path, { field: f, expr }];
}

function parseOrder(key: string, value: string): AtPath<OrderTerm[]> {
  const { path } = parseWith(treePath, `failed to parse tree path (${key})`, key);
  return [path, parseWith(order, `failed to parse order (${value})`, value)];
}

function parseLogic(key: string, value: string): AtPath<LogicTree> {
  const { path, op } = parseWith(logicPath, `failed to parse logic path (${key})`, key);
  // The operator goes in front of the value ("or" + "(a.eq.1,b.eq.2)") so one grammar reads both.
  return [path, parseWith(logicTree, `failed to parse logic tree (${value})`, op + value)];
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
  const columns =
    columnsText === null
      ? null
      : parseWith(columnList, `failed to parse columns parameter (${columnsText})`, columnsText);
  const selectText = lookupParam('select') ?? '*';
  const select = parseSelect(selectText);
  const filterParams = nonEmpty.filter((p) => isFilter(p.key));
  const parsed = filterParams.map((p) => parseFilter(isRpcRead, p.key, p.value));
  const onConflictText = lookupParam('on_conflict');
  const onConflict =
    onConflictText === null
      ? null
      : parseWith(columnList, `failed to parse on_conflict parameter (${onConflictText})`, onConflictText);

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
