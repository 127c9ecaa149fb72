/**
 * The grammar of `jwt-role-claim-key`'s JSON Path (RFC 9535) as aeson-jsonpath 0.4.2 parses it
 * (`Parser/Query.hs`, `Parser/Filter.hs`, `Parser/Name.hs`, `Parser/Number.hs`), the library
 * PostgREST 16.2 uses: a PEG, each alternative tried from the same position as Parsec's `try`.
 * Evaluated by jsonPath.ts.
 */

export type Json = unknown;
export type Selector =
  | { kind: 'name'; name: string }
  | { kind: 'index'; index: number }
  | { kind: 'slice'; start: number | null; end: number | null; step: number }
  | { kind: 'wildcard' }
  | { kind: 'filter'; expr: OrExpr };
export interface Segment {
  descendant: boolean;
  selectors: Selector[];
}
export interface Query {
  root: '$' | '@';
  segments: Segment[];
}
export type OrExpr = AndExpr[];
export type AndExpr = Basic[];
export type Literal = { lit: Json };
export type Singular = { root: '$' | '@'; path: (string | number)[] };
export type Comparable = Literal | Singular;
export type FnArg = { lit: Json } | { query: Query } | { logical: OrExpr } | { fn: SearchFn };
export type SearchFn = { args: [FnArg, FnArg] };
export type Basic =
  | { kind: 'paren'; not: boolean; expr: OrExpr }
  | { kind: 'compare'; left: Comparable; op: string; right: Comparable }
  | { kind: 'test'; not: boolean; test: { query: Query } | { fn: SearchFn } };

const MAX_INT = 9007199254740991;

class Fail extends Error {}

/** A PEG over the grammar of aeson-jsonpath 0.4.2: each alternative is tried from the same position. */
class P {
  pos = 0;
  constructor(readonly s: string) {}
  peek = (o = 0) => this.s[this.pos + o];
  eat(t: string): boolean {
    if (!this.s.startsWith(t, this.pos)) return false;
    this.pos += t.length;
    return true;
  }
  need(t: string): void {
    if (!this.eat(t)) throw new Fail(t);
  }
  spaces(): void {
    while (' \n\r\t'.includes(this.peek() ?? 'x')) this.pos++;
  }
  attempt<T>(f: () => T): T | undefined {
    const at = this.pos;
    try {
      return f();
    } catch (e) {
      if (!(e instanceof Fail)) throw e;
      this.pos = at;
      return undefined;
    }
  }
  first<T>(...alternatives: (() => T)[]): T {
    for (const f of alternatives) {
      const r = this.attempt(f);
      if (r !== undefined) return r;
    }
    throw new Fail('alternative');
  }
  many<T>(f: () => T): T[] {
    const out: T[] = [];
    for (let r = this.attempt(f); r !== undefined; r = this.attempt(f)) out.push(r);
    return out;
  }
}

const nameStart = (c: string | undefined) => c !== undefined && (/[A-Za-z_]/.test(c) || c.codePointAt(0)! >= 0x80);
const nameChar = (c: string | undefined) => c !== undefined && (/[A-Za-z0-9_]/.test(c) || c.codePointAt(0)! >= 0x80);

function signedInt(p: P): number {
  if (p.s.startsWith('-0', p.pos) || (p.peek() === '0' && /\d/.test(p.peek(1) ?? ''))) throw new Fail('leading zero');
  const m = /^-?\d+/.exec(p.s.slice(p.pos));
  if (!m) throw new Fail('integer');
  const n = Number(m[0]);
  if (Math.abs(n) > MAX_INT) throw new Fail('out of range');
  p.pos += m[0].length;
  return n;
}

function quoted(p: P): string {
  const q = p.peek();
  if (q !== "'" && q !== '"') throw new Fail('quote');
  p.pos++;
  let out = '';
  for (;;) {
    const c = p.peek();
    if (c === undefined) throw new Fail('closing quote');
    if (c === q) break;
    if (c === '\\') {
      const e = p.peek(1) ?? '';
      const simple: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', '/': '/', '\\': '\\' };
      simple[q] = q;
      if (e in simple) {
        out += simple[e];
        p.pos += 2;
      } else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(p.s.slice(p.pos + 2, p.pos + 6))) {
        const hi = parseInt(p.s.slice(p.pos + 2, p.pos + 6), 16);
        p.pos += 6;
        if (hi >= 0xdc00 && hi <= 0xdfff) throw new Fail('lone low surrogate');
        if (hi >= 0xd800 && hi <= 0xdbff) {
          const lo = /^\\u([dD][c-fC-F][0-9a-fA-F]{2})/.exec(p.s.slice(p.pos));
          if (!lo) throw new Fail('low surrogate');
          p.pos += 6;
          out += String.fromCharCode(hi, parseInt(lo[1]!, 16));
        } else out += String.fromCharCode(hi);
      } else throw new Fail('escape');
      continue;
    }
    if (c.charCodeAt(0) < 0x20) throw new Fail('control character');
    out += c;
    p.pos++;
  }
  p.pos++;
  return out;
}

function literal(p: P): Literal {
  return p.first<Literal>(
    () => ({ lit: quoted(p) }),
    () => {
      if (p.eat('-0')) return { lit: 0 };
      throw new Fail('-0');
    },
    () => {
      const m = /^\d+\.\d+(?:[eE][+-]?\d+)?/.exec(p.s.slice(p.pos));
      if (!m) throw new Fail('double');
      p.pos += m[0].length;
      return { lit: Number(m[0]) };
    },
    () => {
      const mantissa = signedInt(p);
      const e = /^[eE]([+-]?\d+)/.exec(p.s.slice(p.pos));
      if (e) p.pos += e[0].length;
      return { lit: mantissa * 10 ** Number(e?.[1] ?? 0) };
    },
    () => (p.eat('true') ? { lit: true } : p.eat('false') ? { lit: false } : p.eat('null') ? { lit: null } : fail()),
  );
}
const fail = (): never => {
  throw new Fail('literal');
};

function singular(p: P): Singular {
  const root = p.peek();
  if (root !== '$' && root !== '@') throw new Fail('$ or @');
  p.pos++;
  const path = p.many(() => {
    p.spaces();
    return p.first<string | number>(
      () => {
        p.need('[');
        const n = quoted(p);
        p.need(']');
        return n;
      },
      () => {
        p.need('.');
        if (!nameStart(p.peek())) throw new Fail('name');
        const start = p.pos;
        while (nameChar(p.peek())) p.pos++;
        return p.s.slice(start, p.pos);
      },
      () => {
        p.need('[');
        const i = signedInt(p);
        p.need(']');
        return i;
      },
    );
  });
  return { root, path };
}

function search(p: P): SearchFn {
  p.need('search(');
  const arg = (): FnArg =>
    p.first<FnArg>(
      () => literal(p),
      () => ({ query: query(p) }),
      () => ({ logical: orExpr(p) }),
      () => ({ fn: search(p) }),
    );
  p.spaces();
  const a = arg();
  p.spaces();
  p.need(',');
  p.spaces();
  const b = arg();
  p.spaces();
  p.need(')');
  return { args: [a, b] };
}

function basic(p: P): Basic {
  return p.first<Basic>(
    () => {
      const not = p.eat('!');
      if (not) p.spaces();
      p.need('(');
      p.spaces();
      const expr = orExpr(p);
      p.spaces();
      p.need(')');
      return { kind: 'paren', not, expr };
    },
    () => {
      const comparable = () =>
        p.first<Comparable>(
          () => literal(p),
          () => singular(p),
        );
      const left = comparable();
      p.spaces();
      const op = ['>=', '<=', '>', '<', '!=', '=='].find((o) => p.eat(o));
      if (!op) throw new Fail('comparison operator');
      p.spaces();
      return { kind: 'compare', left, op, right: comparable() };
    },
    () => {
      const not = p.eat('!');
      if (not) p.spaces();
      const test = p.first<{ query: Query } | { fn: SearchFn }>(
        () => ({ query: query(p) }),
        () => ({ fn: search(p) }),
      );
      return { kind: 'test', not, test };
    },
  );
}

function orExpr(p: P): OrExpr {
  const and = (): AndExpr => {
    const first = basic(p);
    const rest = p.many(() => {
      p.spaces();
      p.need('&&');
      p.spaces();
      return basic(p);
    });
    return [first, ...rest];
  };
  const first = and();
  const rest = p.many(() => {
    p.spaces();
    p.need('||');
    p.spaces();
    return and();
  });
  return [first, ...rest];
}

function selector(p: P): Selector {
  return p.first<Selector>(
    () => ({ kind: 'name', name: quoted(p) }),
    () => {
      const start = p.attempt(() => {
        const n = signedInt(p);
        p.spaces();
        return n;
      });
      p.need(':');
      p.spaces();
      const end = p.attempt(() => {
        const n = signedInt(p);
        p.spaces();
        return n;
      });
      let step = 1;
      if (p.eat(':')) {
        const before = p.pos;
        p.spaces();
        const n = p.attempt(() => signedInt(p));
        if (n !== undefined) step = n;
        else if (p.pos !== before) throw new Fail('step after spaces'); // Parsec: spaces consumed, no backtracking
      }
      return { kind: 'slice', start: start ?? null, end: end ?? null, step };
    },
    () => ({ kind: 'index', index: signedInt(p) }),
    () => (p.eat('*') ? { kind: 'wildcard' } : fail()),
    () => {
      p.need('?');
      p.spaces();
      return { kind: 'filter', expr: orExpr(p) };
    },
  );
}

function segment(p: P): Segment {
  const descendant = p.eat('..');
  const child = !descendant;
  const selectors = p.first<Selector[]>(
    () => {
      p.need('[');
      p.spaces();
      const first = selector(p);
      const rest = p.many(() => {
        p.spaces();
        p.need(',');
        p.spaces();
        return selector(p);
      });
      p.spaces();
      p.need(']');
      return [first, ...rest];
    },
    () => {
      if (child) p.need('.');
      if (!nameStart(p.peek())) throw new Fail('name');
      const start = p.pos;
      while (nameChar(p.peek())) p.pos++;
      return [{ kind: 'name', name: p.s.slice(start, p.pos) }];
    },
    () => {
      if (child) p.need('.');
      p.need('*');
      return [{ kind: 'wildcard' }];
    },
  );
  return { descendant, selectors };
}

function query(p: P): Query {
  const root = p.peek();
  if (root !== '$' && root !== '@') throw new Fail('$ or @');
  p.pos++;
  const segments = p.many(() => {
    p.spaces();
    return segment(p);
  });
  return { root, segments };
}

/** Parses `$…` (the whole text); `undefined` when it is not a JSON Path query. */
export function parseJsonPath(text: string): Query | undefined {
  const p = new P(text);
  if (p.peek() !== '$') return undefined;
  const q = p.attempt(() => query(p));
  return q && p.pos === text.length ? q : undefined;
}
