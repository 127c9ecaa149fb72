/**
 * PostgREST's logic trees (QueryParams.hs, pLogicTree): `or=(a.eq.1,and(b.gt.2,c.is.null))`
 * and `not.and=(…)`, on the root or an embed (`clients.or=…`), whose leaves are filters.
 */
import {
  alt,
  as,
  attempt,
  bind,
  char,
  hsShowChar,
  label,
  left,
  many,
  map,
  noneOf,
  notFollowedBy,
  pure,
  right,
  sepBy1,
  string,
  type Parser,
} from './parsec';
import { delimiter, field, fieldName, lexeme, quotedValue } from './fieldGrammar';
import { opExpr } from './filterGrammar';
import { parseWith } from './queryParamError';
import type { AtPath, Filter, LogicTree } from './queryTree';

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

const logicPath: Parser<{ path: string[]; op: string }> = map(sepBy1(fieldName, delimiter), (names) => {
  const op = names[names.length - 1]!;
  return {
    path: names.slice(0, -1).filter((n) => n !== 'not'),
    op: names.includes('not') ? `not.${op}` : op,
  };
});

export function parseLogic(key: string, value: string): AtPath<LogicTree> {
  const { path, op } = parseWith(logicPath, `failed to parse logic path (${key})`, key);
  // The operator goes in front of the value ("or" + "(a.eq.1,b.eq.2)") so one grammar reads both.
  return [path, parseWith(logicTree, `failed to parse logic tree (${value})`, op + value)];
}
