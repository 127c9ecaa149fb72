/**
 * PostgREST's `select` parameter (QueryParams.hs, pFieldForest): columns with alias, cast, JSON
 * path and aggregate, `count()`, and embedded relations and spreads (`clients!inner(*)`,
 * `...kunde(name)`) with their hint and join type, nested to any depth.
 */
import {
  alt,
  as,
  attempt,
  between,
  bind,
  char,
  choice,
  eof,
  hsShowChar,
  left,
  lookAhead,
  map,
  notFollowedBy,
  optionMaybe,
  right,
  sepBy,
  string,
  zero,
  type Parser,
} from './parsec';
import { field, fieldName, identifier, lexeme } from './fieldGrammar';
import { parseWith } from './queryParamError';
import type { AggregateFunction, JoinType, SelectItem } from './queryTree';

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

export const parseSelect = (value: string): SelectItem[] =>
  parseWith(fieldForest, `failed to parse select parameter (${value})`, value);
