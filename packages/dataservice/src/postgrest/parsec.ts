/**
 * A small parser-combinator engine with Parsec's semantics (consumed/empty replies, `try`,
 * `<|>`, labels, error merging by position), so that the query grammar (the *Grammar.ts files)
 * fails where PostgREST's fails and words its PGRST100 details as Parsec words them
 * (`unexpected "x" expecting "not" or operator (eq, gt, ...)`). PostgREST parses the query
 * string with Parsec (ApiRequest/QueryParams.hs); a hand-written parser would answer the
 * same requests but with other error texts.
 */

/** Parsec's message kinds, in its sort order (Text.Parsec.Error). */
const enum Kind {
  SysUnExpect = 0,
  UnExpect = 1,
  Expect = 2,
  Message = 3,
}

interface Msg {
  kind: Kind;
  text: string;
}

interface Pos {
  line: number;
  column: number;
}

export interface ParseError {
  pos: Pos;
  msgs: Msg[];
}

interface State {
  /** The input as code points (Parsec reads Text character by character). */
  input: readonly string[];
  index: number;
  pos: Pos;
}

type Reply<T> =
  | { ok: true; consumed: boolean; value: T; state: State; err: ParseError }
  | { ok: false; consumed: boolean; err: ParseError };

export type Parser<T> = (state: State) => Reply<T>;

const unknownError = (state: State): ParseError => ({ pos: state.pos, msgs: [] });
const isUnknown = (err: ParseError) => err.msgs.length === 0;

function comparePos(a: Pos, b: Pos): number {
  return a.line !== b.line ? a.line - b.line : a.column - b.column;
}

/** Parsec's mergeError: the meaningful error, else the one further in the input, else both. */
function merge(e1: ParseError, e2: ParseError): ParseError {
  if (e2.msgs.length === 0 && e1.msgs.length > 0) return e1;
  if (e1.msgs.length === 0 && e2.msgs.length > 0) return e2;
  const order = comparePos(e1.pos, e2.pos);
  if (order === 0) return { pos: e1.pos, msgs: [...e1.msgs, ...e2.msgs] };
  return order > 0 ? e1 : e2;
}

/** Parsec's updatePosChar: tabs to the next multiple of 8, newlines to a new line. */
function nextPos(pos: Pos, ch: string): Pos {
  if (ch === '\n') return { line: pos.line + 1, column: 1 };
  if (ch === '\t') return { line: pos.line, column: pos.column + 8 - ((pos.column - 1) % 8) };
  return { line: pos.line, column: pos.column + 1 };
}

/** Haskell's `show` of a String (Parsec shows tokens with it): quotes and escapes. */
export function hsShowString(text: string): string {
  return `"${hsEscape([...text], '"')}"`;
}

/** Haskell's `show` of a Char: `'x'`. */
export function hsShowChar(ch: string): string {
  return `'${ch === "'" ? "\\'" : ch === '"' ? '"' : hsEscape([ch], "'")}'`;
}

const ASCII_NAMES = [
  'NUL',
  'SOH',
  'STX',
  'ETX',
  'EOT',
  'ENQ',
  'ACK',
  'a',
  'b',
  't',
  'n',
  'v',
  'f',
  'r',
  'SO',
  'SI',
  'DLE',
  'DC1',
  'DC2',
  'DC3',
  'DC4',
  'NAK',
  'SYN',
  'ETB',
  'CAN',
  'EM',
  'SUB',
  'ESC',
  'FS',
  'GS',
  'RS',
  'US',
];

function hsEscape(chars: string[], quote: string): string {
  let out = '';
  chars.forEach((ch, i) => {
    const code = ch.codePointAt(0)!;
    const next = chars[i + 1];
    if (ch === quote || ch === '\\') out += `\\${ch}`;
    else if (code >= 32 && code < 127) out += ch;
    else if (code < 32) {
      const name = ASCII_NAMES[code]!;
      out += `\\${name}`;
      // "\SO" followed by "H" would read as "\SOH": Haskell separates them with "\&".
      if (name === 'SO' && next === 'H') out += '\\&';
    } else if (code === 127) out += '\\DEL';
    else {
      out += `\\${code}`;
      if (next !== undefined && /[0-9]/.test(next)) out += '\\&';
    }
  });
  return out;
}

// ---------------------------------------------------------------------------------------
// Primitives

export const pure =
  <T>(value: T): Parser<T> =>
  (s) => ({ ok: true, consumed: false, value, state: s, err: unknownError(s) });

/** mzero / guard False: fails without a message. */
export const zero: Parser<never> = (s) => ({ ok: false, consumed: false, err: unknownError(s) });

export const unexpected =
  (text: string): Parser<never> =>
  (s) => ({ ok: false, consumed: false, err: { pos: s.pos, msgs: [{ kind: Kind.UnExpect, text }] } });

/** Parsec's satisfy: one character; shown as a string (`"x"`) when it is unexpected. */
export function satisfy(test: (ch: string) => boolean): Parser<string> {
  return (s) => {
    const ch = s.input[s.index];
    if (ch === undefined) {
      return { ok: false, consumed: false, err: { pos: s.pos, msgs: [{ kind: Kind.SysUnExpect, text: '' }] } };
    }
    if (!test(ch)) {
      return {
        ok: false,
        consumed: false,
        err: { pos: s.pos, msgs: [{ kind: Kind.SysUnExpect, text: hsShowString(ch) }] },
      };
    }
    const pos = nextPos(s.pos, ch);
    const state = { input: s.input, index: s.index + 1, pos };
    return { ok: true, consumed: true, value: ch, state, err: { pos, msgs: [] } };
  };
}

/** Parsec's anyToken: any character, without moving the position (it is used by eof only). */
const anyToken: Parser<string> = (s) => {
  const ch = s.input[s.index];
  if (ch === undefined) {
    return { ok: false, consumed: false, err: { pos: s.pos, msgs: [{ kind: Kind.SysUnExpect, text: '' }] } };
  }
  const state = { input: s.input, index: s.index + 1, pos: s.pos };
  return { ok: true, consumed: true, value: ch, state, err: { pos: s.pos, msgs: [] } };
};

/** Parsec's string (tokens): errors are reported at the start, consumed once the first character matched. */
export function string(text: string): Parser<string> {
  const chars = [...text];
  return (s) => {
    const expectError = (found: string | undefined): ParseError => ({
      pos: s.pos,
      msgs: [
        { kind: Kind.Expect, text: hsShowString(text) },
        { kind: Kind.SysUnExpect, text: found === undefined ? '' : hsShowString(found) },
      ],
    });
    let pos = s.pos;
    for (let i = 0; i < chars.length; i++) {
      const ch = s.input[s.index + i];
      if (ch !== chars[i]) return { ok: false, consumed: i > 0, err: expectError(ch) };
      pos = nextPos(pos, ch!);
    }
    if (chars.length === 0) return pure(text)(s);
    const state = { input: s.input, index: s.index + chars.length, pos };
    return { ok: true, consumed: true, value: text, state, err: { pos, msgs: [] } };
  };
}

// ---------------------------------------------------------------------------------------
// Combinators

export function bind<A, B>(p: Parser<A>, f: (a: A) => Parser<B>): Parser<B> {
  return (s) => {
    const r = p(s);
    if (!r.ok) return r;
    const r2 = f(r.value)(r.state);
    if (r.consumed) {
      if (isUnknown(r.err) || r2.consumed) return { ...r2, consumed: true };
      return { ...r2, consumed: true, err: merge(r.err, r2.err) };
    }
    if (isUnknown(r.err) || r2.consumed) return r2;
    return { ...r2, err: merge(r.err, r2.err) };
  };
}

export const map =
  <A, B>(p: Parser<A>, f: (a: A) => B): Parser<B> =>
  (s) => {
    const r = p(s);
    return r.ok ? { ...r, value: f(r.value) } : r;
  };

/** `a *> b`. */
export const right = <A, B>(a: Parser<A>, b: Parser<B>): Parser<B> => bind(a, () => b);
/** `a <* b`. */
export const left = <A, B>(a: Parser<A>, b: Parser<B>): Parser<A> => bind(a, (x) => map(b, () => x));
/** `p $> value`. */
export const as = <A, B>(p: Parser<A>, value: B): Parser<B> => map(p, () => value);

/** `<|>`: q only when p failed without consuming; errors of both merged. */
export function alt<T>(...parsers: Parser<T>[]): Parser<T> {
  return parsers.reduce((p, q) => (s) => {
    const r = p(s);
    if (r.ok || r.consumed) return r;
    const r2 = q(s);
    if (r2.consumed) return r2;
    return { ...r2, err: merge(r.err, r2.err) };
  });
}

export const attempt =
  <T>(p: Parser<T>): Parser<T> =>
  (s) => {
    const r = p(s);
    return !r.ok && r.consumed ? { ...r, consumed: false } : r;
  };

/** `p <?> label`: an empty failure expects the label instead of what p expected. */
export function label<T>(p: Parser<T>, name: string): Parser<T> {
  const relabel = (err: ParseError): ParseError => ({
    pos: err.pos,
    msgs: [{ kind: Kind.Expect, text: name }, ...err.msgs.filter((m) => m.kind !== Kind.Expect)],
  });
  return (s) => {
    const r = p(s);
    if (r.consumed) return r;
    if (!r.ok) return { ...r, err: relabel(r.err) };
    return { ...r, err: isUnknown(r.err) ? r.err : relabel(r.err) };
  };
}

export function many<T>(p: Parser<T>): Parser<T[]> {
  return (s) => {
    const values: T[] = [];
    let state = s;
    let consumed = false;
    for (;;) {
      const r = p(state);
      if (r.consumed) {
        if (!r.ok) return r;
        values.push(r.value);
        state = r.state;
        consumed = true;
        continue;
      }
      if (r.ok) throw new Error('many: a parser that accepts an empty input');
      return { ok: true, consumed, value: values, state, err: r.err };
    }
  };
}

export const many1 = <T>(p: Parser<T>): Parser<T[]> => bind(p, (x) => map(many(p), (xs) => [x, ...xs]));

export const option = <T>(fallback: T, p: Parser<T>): Parser<T> => alt(p, pure(fallback));
export const optionMaybe = <T>(p: Parser<T>): Parser<T | null> => option<T | null>(null, p);

export const sepBy1 = <T, S>(p: Parser<T>, sep: Parser<S>): Parser<T[]> =>
  bind(p, (x) => map(many(right(sep, p)), (xs) => [x, ...xs]));
export const sepBy = <T, S>(p: Parser<T>, sep: Parser<S>): Parser<T[]> => alt(sepBy1(p, sep), pure<T[]>([]));

export const between = <O, C, T>(open: Parser<O>, close: Parser<C>, p: Parser<T>): Parser<T> =>
  right(open, left(p, close));

export const lookAhead =
  <T>(p: Parser<T>): Parser<T> =>
  (s) => {
    const r = p(s);
    return r.ok ? { ok: true, consumed: false, value: r.value, state: s, err: unknownError(s) } : r;
  };

export const notFollowedBy = <T>(p: Parser<T>, show: (value: T) => string): Parser<null> =>
  attempt(
    alt(
      bind(attempt(p), (value) => unexpected(show(value))),
      pure(null),
    ),
  );

export const eof: Parser<null> = label(notFollowedBy(anyToken, hsShowChar), 'end of input');

export const char = (ch: string): Parser<string> =>
  label(
    satisfy((c) => c === ch),
    hsShowString(ch),
  );
export const oneOf = (chars: string): Parser<string> => satisfy((c) => chars.includes(c));
export const noneOf = (chars: string): Parser<string> => satisfy((c) => !chars.includes(c));
export const anyChar: Parser<string> = satisfy(() => true);
/** Haskell's isAlpha (Unicode letters). */
export const letter: Parser<string> = label(
  satisfy((c) => /\p{L}/u.test(c)),
  'letter',
);
export const digit: Parser<string> = label(
  satisfy((c) => c >= '0' && c <= '9'),
  'digit',
);

export const choice = <T>(...parsers: Parser<T>[]): Parser<T> => alt(...parsers, zero);

/** Runs a parser over the whole of `input` (Parsec's `parse`, which does not require the end of input). */
export function runParser<T>(p: Parser<T>, input: string): { ok: true; value: T } | { ok: false; error: ParseError } {
  const r = p({ input: [...input], index: 0, pos: { line: 1, column: 1 } });
  return r.ok ? { ok: true, value: r.value } : { ok: false, error: r.err };
}

/**
 * Parsec's showErrorMessages with PostgREST's words ("or", "unknown parse error",
 * "expecting", "unexpected", "end of input"), lines joined by spaces as QueryParams.hs does.
 */
export function showError(err: ParseError): string {
  // errorMessages sorts by kind only (a stable sort keeps each kind's order).
  const msgs = [...err.msgs].sort((a, b) => a.kind - b.kind);
  if (msgs.length === 0) return 'unknown parse error';
  const of = (kind: Kind) => msgs.filter((m) => m.kind === kind);
  const sysUnExpect = of(Kind.SysUnExpect);
  const unExpect = of(Kind.UnExpect);
  const clean = (texts: string[]) => [...new Set(texts.filter((t) => t !== ''))];
  const commasOr = (texts: string[]): string =>
    texts.length <= 1 ? (texts[0] ?? '') : `${texts.slice(0, -1).join(', ')} or ${texts[texts.length - 1]}`;
  const showMany = (pre: string, list: Msg[]) => {
    const texts = clean(list.map((m) => m.text));
    if (texts.length === 0) return '';
    return pre === '' ? commasOr(texts) : `${pre} ${commasOr(texts)}`;
  };
  let showSys = '';
  if (unExpect.length === 0 && sysUnExpect.length > 0) {
    const first = sysUnExpect[0]!.text;
    showSys = first === '' ? 'unexpected end of input' : `unexpected ${first}`;
  }
  const lines = clean([
    showSys,
    showMany('unexpected', unExpect),
    showMany('expecting', of(Kind.Expect)),
    showMany('', of(Kind.Message)),
  ]);
  return lines.join(' ').trim();
}

/** Parsec's `show` of an error position with a source name: `"name" (line 1, column 4)`. */
export function showPosition(name: string, err: ParseError): string {
  return `"${name}" (line ${err.pos.line}, column ${err.pos.column})`;
}
