/**
 * PostgREST's `order` parameter (QueryParams.hs, pOrder): columns and JSON paths with
 * direction and nulls placement, and a to-one relation's column (`kunde(name).desc`), on the
 * root or an embed (`clients.order=…`).
 */
import {
  alt,
  as,
  attempt,
  between,
  bind,
  char,
  eof,
  left,
  lookAhead,
  map,
  optionMaybe,
  right,
  sepBy1,
  string,
  type Parser,
} from './parsec';
import { delimiter, field, fieldName, lexeme, treePath } from './fieldGrammar';
import { parseWith } from './queryParamError';
import type { AtPath, OrderTerm } from './queryTree';

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

export function parseOrder(key: string, value: string): AtPath<OrderTerm[]> {
  const { path } = parseWith(treePath, `failed to parse tree path (${key})`, key);
  return [path, parseWith(order, `failed to parse order (${value})`, value)];
}
