/**
 * PostgREST 16.2's query-string grammar (ApiRequest/QueryParams.hs): `select`, filters with
 * their operators, `and`/`or` trees and `order`, written with the Parsec-like engine of
 * parsec.ts so that what PostgREST refuses is refused here with the same PGRST100 message
 * (`"failed to parse filter (x)" (line 1, column 1)`) and details. queryParams.ts splits the
 * query string and hands each parameter to these parsers.
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
import type {
  AggregateFunction,
  AtPath,
  Field,
  Filter,
  FtsOperator,
  IsValue,
  JoinType,
  JsonOperation,
  LogicTree,
  OpExpr,
  Operation,
  OrderTerm,
  QuantOperator,
  SelectItem,
  SimpleOperator,
} from './queryTree';

/** A PGRST100 error: Parsec's position as message, its expectations as details. */
export class QueryParamError extends Error {
  constructor(
    message: string,
    readonly details: string,
  ) {
    super(message);
  }
}

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

const fieldName: Parser<string> = label(alt(quotedValue, sepByDash(identifier)), 'field name (* or [a..z0..9_$])');

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

export function parseFilter(isRpcRead: boolean, key: string, value: string): AtPath<Filter> {
  const { path, field: f } = parseWith(treePath, `failed to parse tree path (${key})`, key);
  const withOp: Parser<OpExpr> = opExpr(singleValue);
  const expr = parseWith(
    isRpcRead ? alt(withOp, pure<OpExpr>({ kind: 'noop', value })) : withOp,
    `failed to parse filter (${value})`,
    value,
  );
  return [path, { field: f, expr }];
}

export function parseOrder(key: string, value: string): AtPath<OrderTerm[]> {
  const { path } = parseWith(treePath, `failed to parse tree path (${key})`, key);
  return [path, parseWith(order, `failed to parse order (${value})`, value)];
}

export function parseLogic(key: string, value: string): AtPath<LogicTree> {
  const { path, op } = parseWith(logicPath, `failed to parse logic path (${key})`, key);
  // The operator goes in front of the value ("or" + "(a.eq.1,b.eq.2)") so one grammar reads both.
  return [path, parseWith(logicTree, `failed to parse logic tree (${value})`, op + value)];
}

/** A comma-separated list of column names (`columns`, `on_conflict`), named as PostgREST names it. */
export const parseColumnList = (name: string, text: string): string[] =>
  parseWith(columnList, `failed to parse ${name} parameter (${text})`, text);
