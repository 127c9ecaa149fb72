/**
 * A filter of PostgREST's query string (QueryParams.hs, pOpExpr): `key=[not.]operator.value`
 * with the simple, quantified (`eq(any)`), full-text (`fts(german)`), `in`, `is` and
 * `isdistinct` operators. On a GET of a function a value without an operator is an argument.
 */
import {
  alt,
  anyChar,
  as,
  attempt,
  between,
  bind,
  char,
  hsShowChar,
  label,
  left,
  many,
  map,
  noneOf,
  notFollowedBy,
  optionMaybe,
  pure,
  right,
  sepBy1,
  string,
  type Parser,
} from './parsec';
import { delimiter, identifier, lexeme, quotedValue, treePath } from './fieldGrammar';
import { parseWith } from './queryParamError';
import type {
  AtPath,
  Filter,
  FtsOperator,
  IsValue,
  OpExpr,
  Operation,
  QuantOperator,
  SimpleOperator,
} from './queryTree';

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

/** `[not.]operator.value`, with the value as the place reads it: a whole parameter, or one inside a logic tree. */
export function opExpr(singleValue: Parser<string>): Parser<Extract<OpExpr, { kind: 'op' }>> {
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
