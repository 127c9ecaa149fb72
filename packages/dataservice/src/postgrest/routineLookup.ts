/**
 * Which function overload a call runs, and the arguments it passes, as PostgREST 16.2 finds
 * them (Plan.findProc, CallPlan.toRpcParams).
 */
import type { ParsedRequest } from './apiRequest';
import type { Catalog } from './catalog';
import { ambiguousRpc, noRpc } from './errors';
import type { MediaType } from './mediaType';
import type { QualifiedIdentifier } from './planTypes';
import { compareText } from './queryBuilder';
import type { Routine } from './schemaCache';

/**
 * Plan.findProc: the overload whose parameters the argument keys match (required ones all
 * present, optional ones may be), else a single unnamed json/jsonb/text/xml/bytea parameter
 * for a POST of that content type.
 */
export function findProc(
  catalog: Catalog,
  qi: QualifiedIdentifier,
  argumentKeys: Set<string>,
  contentType: MediaType,
  isInvPost: boolean,
): Routine {
  const overloads = catalog.overloads(qi);
  const rawBody = isInvPost && ['octet-stream', 'text', 'xml'].includes(contentType.kind);
  const matches = (r: Routine) => {
    if (r.params.length === 0) return argumentKeys.size === 0 && !rawBody;
    const required = r.params.filter((p) => p.required).map((p) => p.name);
    const optional = new Set(r.params.filter((p) => !p.required).map((p) => p.name));
    const keys = [...argumentKeys];
    if (optional.size === 0) return sameSet(argumentKeys, new Set(required));
    if (required.length === 0) return keys.every((k) => optional.has(k));
    return sameSet(new Set(keys.filter((k) => !optional.has(k))), new Set(required));
  };
  const singleUnnamed = (r: Routine) => {
    const [p] = r.params;
    if (!isInvPost || r.params.length !== 1 || p!.name !== '') return false;
    return (
      (contentType.kind === 'json' && (p!.type === 'json' || p!.type === 'jsonb')) ||
      (contentType.kind === 'text' && p!.type === 'text') ||
      (contentType.kind === 'xml' && p!.type === 'xml') ||
      (contentType.kind === 'octet-stream' && p!.type === 'bytea')
    );
  };
  const named = overloads.filter(matches);
  const fallback = overloads.filter((r) => !matches(r) && singleUnnamed(r));
  const candidate = (r: Routine) => ({ schema: r.schema, name: r.name, params: r.params });
  if (named.length === 1) return named[0]!;
  if (named.length > 1) throw ambiguousRpc(named.map(candidate));
  if (fallback.length === 1) return fallback[0]!;
  if (fallback.length > 1) throw ambiguousRpc(fallback.map(candidate));
  const all = [...catalog.routines.values()].map((list) => ({ schema: list[0]!.schema, name: list[0]!.name }));
  const postBody = !isInvPost
    ? null
    : contentType.kind === 'json' ||
        contentType.kind === 'text' ||
        contentType.kind === 'xml' ||
        contentType.kind === 'octet-stream'
      ? contentType.kind
      : 'other';
  throw noRpc(qi.schema, qi.name, [...argumentKeys].sort(compareText), postBody, all, overloads.map(candidate));
}

/** Whether two sets hold the same names (also the single upsert's key check, plan.ts). */
export function sameSet(a: Set<string>, b: Set<string>) {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

/** CallPlan.toRpcParams: a variadic parameter collects its repeated values, others keep the last. */
export function toRpcParams(routine: Routine, params: [string, string][]): Map<string, string | string[]> {
  const args = new Map<string, string | string[]>();
  for (const [k, v] of params) {
    const variadic = routine.hasVariadic && routine.params.some((p) => p.name === k && p.variadic);
    const previous = args.get(k);
    args.set(k, variadic ? [...(Array.isArray(previous) ? previous : []), v] : v);
  }
  return args;
}

/** The routine a call would run (OPTIONS on /rpc/… needs only this). */
export function routineFor(catalog: Catalog, request: ParsedRequest, qi: QualifiedIdentifier): Routine {
  return findProc(catalog, qi, new Set(request.query.params.map(([k]) => k)), request.contentType, false);
}
