/**
 * `jwt-role-claim-key` in PostgREST 16's syntax: an RFC 9535 JSON Path as the library PostgREST
 * 16.2 uses parses and evaluates it (aeson-jsonpath 0.4.2: `Parser/Query.hs`, `Parser/Filter.hs`,
 * `Query/*.hs`; PostgREST's `Config/JSPath.hs`). Segments `.name`, `['name']`, `[0]`, `[-1]`,
 * slices `[1:3:1]`, wildcards, `..` descendants and filters `[?(@ == 'x')]` with `&&`, `||`, `!`,
 * comparisons and `search(…, 'regex')` (the only function 0.4.2 has). Objects are walked in
 * key order, as aeson's ordered key map does. The regex is JavaScript's, not POSIX TDFA's.
 */

import type { Basic, Comparable, FnArg, Json, OrExpr, Query, SearchFn, Selector } from './jsonPathParser';

const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Text order of Haskell's Data.Text: by code point. */
function byCodePoint(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}
const values = (o: Record<string, Json>) =>
  Object.keys(o)
    .sort(byCodePoint)
    .map((k) => o[k]);

function jsonEqual(a: Json, b: Json): boolean {
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  if (isObject(a)) {
    if (!isObject(b)) return false;
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => k in b && jsonEqual(a[k], b[k]));
  }
  return a === b;
}

function slice(arr: Json[], { start, end, step }: { start: number | null; end: number | null; step: number }): Json[] {
  const len = arr.length;
  const norm = (i: number) => (i >= 0 ? i : len + i);
  const out: Json[] = [];
  if (step > 0) {
    const lower = Math.min(Math.max(start === null ? 0 : norm(start), 0), len);
    const upper = Math.min(Math.max(end === null ? len : norm(end), 0), len);
    for (let i = lower; i < upper; i += step) out.push(arr[norm(i)]);
  } else if (step < 0) {
    const lower = Math.min(Math.max(end === null ? -1 : norm(end), -1), len - 1);
    const upper = Math.min(Math.max(start === null ? len - 1 : norm(start), -1), len - 1);
    for (let i = upper; lower < i; i += step) out.push(arr[norm(i)]);
  }
  return out;
}

function select(sel: Selector, cur: Json, root: Json): Json[] {
  switch (sel.kind) {
    case 'name':
      return isObject(cur) && Object.hasOwn(cur, sel.name) ? [cur[sel.name]] : [];
    case 'index': {
      if (!Array.isArray(cur)) return [];
      const i = sel.index >= 0 ? sel.index : sel.index + cur.length;
      return i >= 0 && i < cur.length ? [cur[i]] : [];
    }
    case 'slice':
      return Array.isArray(cur) ? slice(cur, sel) : [];
    case 'wildcard':
      return Array.isArray(cur) ? cur : isObject(cur) ? values(cur) : [];
    case 'filter': {
      const children = Array.isArray(cur) ? cur : isObject(cur) ? values(cur) : [];
      return children.filter((c) => evalOr(sel.expr, c, root));
    }
  }
}

function descendants(v: Json): Json[] {
  if (Array.isArray(v)) return [v, ...v.flatMap(descendants)];
  if (isObject(v)) return [v, ...values(v).flatMap(descendants)];
  return [];
}

function run(q: Query, cur: Json, root: Json): Json[] {
  let nodes = [q.root === '$' ? root : cur];
  for (const seg of q.segments) {
    nodes = nodes.flatMap((n) =>
      (seg.descendant ? descendants(n) : [n]).flatMap((m) => seg.selectors.flatMap((s) => select(s, m, root))),
    );
  }
  return nodes;
}

const evalOr = (e: OrExpr, cur: Json, root: Json): boolean =>
  e.some((and) => and.every((b) => evalBasic(b, cur, root)));

function comparableValue(c: Comparable, cur: Json, root: Json): { v: Json } | undefined {
  if ('lit' in c) return { v: c.lit };
  let v: Json = c.root === '$' ? root : cur;
  for (const step of c.path) {
    if (typeof step === 'string' && isObject(v) && Object.hasOwn(v, step)) v = v[step];
    else if (typeof step === 'number' && Array.isArray(v) && step >= 0 && step < v.length) v = v[step];
    else return undefined;
  }
  return { v };
}

function less(a: { v: Json } | undefined, b: { v: Json } | undefined): boolean {
  if (typeof a?.v === 'string' && typeof b?.v === 'string') return byCodePoint(a.v, b.v) < 0;
  if (typeof a?.v === 'number' && typeof b?.v === 'number') return a.v < b.v;
  return false;
}
const equal = (a: { v: Json } | undefined, b: { v: Json } | undefined) =>
  a === undefined || b === undefined ? a === b : jsonEqual(a.v, b.v);

function searchFn(fn: SearchFn, cur: Json, root: Json): boolean {
  const text = (arg: FnArg): string | undefined => {
    if ('lit' in arg) return typeof arg.lit === 'string' ? arg.lit : undefined;
    if ('query' in arg) {
      const nodes = run(arg.query, cur, root);
      return nodes.length === 1 && typeof nodes[0] === 'string' ? nodes[0] : undefined;
    }
    return undefined;
  };
  const [subject, pattern] = fn.args.map(text);
  if (subject === undefined || pattern === undefined) return false;
  try {
    return new RegExp(pattern, 'u').test(subject);
  } catch {
    return false;
  }
}

function evalBasic(b: Basic, cur: Json, root: Json): boolean {
  if (b.kind === 'paren') return b.not !== evalOr(b.expr, cur, root);
  if (b.kind === 'test') {
    const result = 'query' in b.test ? run(b.test.query, cur, root).length > 0 : searchFn(b.test.fn, cur, root);
    return b.not !== result;
  }
  const l = comparableValue(b.left, cur, root);
  const r = comparableValue(b.right, cur, root);
  switch (b.op) {
    case '==':
      return equal(l, r);
    case '!=':
      return !equal(l, r);
    case '<':
      return less(l, r);
    case '>':
      return less(r, l);
    case '<=':
      return less(l, r) || equal(l, r);
    default:
      return less(r, l) || equal(l, r);
  }
}

/** The query's first node, as `evaluateJSPath` takes it; `undefined` when there is none. */
export function firstMatch(q: Query, document: Json): { value: Json } | undefined {
  const nodes = run(q, document, document);
  return nodes.length > 0 ? { value: nodes[0] } : undefined;
}
