/**
 * The words every parameter of PostgREST's query string is made of (QueryParams.hs): field
 * names, JSON paths (`data->a->>b`), the embed path in front of a key (`clients.order`) and
 * the column lists of `columns` and `on_conflict`.
 */
import {
  alt,
  anyChar,
  as,
  attempt,
  bind,
  char,
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
  right,
  sepBy1,
  string,
  type Parser,
} from './parsec';
import { parseWith } from './queryParamError';
import type { Field, JsonOperation } from './queryTree';

const ws: Parser<string> = map(many(oneOf(' \t')), (cs) => cs.join(''));
export const lexeme = <T>(p: Parser<T>): Parser<T> => right(ws, left(p, ws));
export const delimiter: Parser<string> = label(char('.'), 'delimiter (.)');

export const quotedValue: Parser<string> = map(
  right(char('"'), left(many(alt(noneOf('\\"'), right(char('\\'), anyChar))), char('"'))),
  (cs) => cs.join(''),
);

export const identifier: Parser<string> = map(many1(alt(letter, digit, oneOf('_ $'))), (cs) => cs.join('').trim());

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

export const field: Parser<Field> = lexeme(
  bind(fieldName, (name) => map(option<JsonOperation[]>([], jsonPath), (path): Field => ({ name, jsonPath: path }))),
);

export const treePath: Parser<{ path: string[]; field: Field }> = bind(sepBy1(fieldName, delimiter), (names) =>
  map(option<JsonOperation[]>([], jsonPath), (path) => ({
    path: names.slice(0, -1),
    field: { name: names[names.length - 1]!, jsonPath: path },
  })),
);

const columnList: Parser<string[]> = sepBy1(fieldName, lexeme(char(',')));

/** A comma-separated list of column names (`columns`, `on_conflict`), named as PostgREST names it. */
export const parseColumnList = (name: string, text: string): string[] =>
  parseWith(columnList, `failed to parse ${name} parameter (${text})`, text);
