/**
 * Media types as PostgREST 16.2 negotiates them (MediaType.hs, Plan/Negotiate.hs, wai's
 * parseHttpAccept): the Accept list ordered by quality and specificity, the first type a
 * handler produces wins. Only the built-in handlers exist here (JSON, singular and
 * null-stripped JSON, CSV, GeoJSON); custom handlers (aggregates declared in the database)
 * and the plan media type (db-plan-enabled, off by default) are not emulated.
 */

export type MediaType =
  | { kind: 'json' }
  | { kind: 'geojson' }
  | { kind: 'csv' }
  | { kind: 'text' }
  | { kind: 'xml' }
  | { kind: 'openapi' }
  | { kind: 'urlencoded' }
  | { kind: 'octet-stream' }
  | { kind: 'any' }
  | { kind: 'other'; mime: string }
  | { kind: 'array-strip' }
  | { kind: 'singular'; stripNulls: boolean }
  | { kind: 'plan'; mime: string };

/** MediaType.toMime. */
export function toMime(mt: MediaType): string {
  switch (mt.kind) {
    case 'json':
      return 'application/json';
    case 'array-strip':
      return 'application/vnd.pgrst.array+json;nulls=stripped';
    case 'geojson':
      return 'application/geo+json';
    case 'csv':
      return 'text/csv';
    case 'text':
      return 'text/plain';
    case 'xml':
      return 'text/xml';
    case 'openapi':
      return 'application/openapi+json';
    case 'singular':
      return mt.stripNulls ? 'application/vnd.pgrst.object+json;nulls=stripped' : 'application/vnd.pgrst.object+json';
    case 'urlencoded':
      return 'application/x-www-form-urlencoded';
    case 'octet-stream':
      return 'application/octet-stream';
    case 'any':
      return '*/*';
    case 'other':
    case 'plan':
      return mt.mime;
  }
}

/** The Content-Type header of a response (MediaType.toContentType). */
export function contentType(mt: MediaType): string {
  return mt.kind === 'octet-stream' || mt.kind === 'other' ? toMime(mt) : `${toMime(mt)}; charset=utf-8`;
}

/** MediaType.decodeMediaType: the type, subtype and parameters, case-insensitively. */
export function decodeMediaType(text: string): MediaType {
  const match =
    /^([A-Za-z0-9.*]+)\/([A-Za-z0-9.*+-]+)((?:\s*;\s*[A-Za-z0-9-]+\s*=\s*(?:"[^"]*"|[A-Za-z0-9|-]+))*)/.exec(text);
  const main = (match?.[1] ?? text).toLowerCase();
  const sub = (match?.[2] ?? '').toLowerCase();
  const params = new Map<string, string>();
  for (const p of (match?.[3] ?? '').matchAll(/;\s*([A-Za-z0-9-]+)\s*=\s*(?:"([^"]*)"|([A-Za-z0-9|-]+))/g)) {
    params.set(p[1]!.toLowerCase(), p[2] ?? p[3] ?? '');
  }
  const stripped = (params.get('nulls') ?? 'false') === 'stripped';
  const key = `${main}/${sub}`;
  switch (key) {
    case 'application/json':
      return { kind: 'json' };
    case 'application/geo+json':
      return { kind: 'geojson' };
    case 'text/csv':
      return { kind: 'csv' };
    case 'text/plain':
      return { kind: 'text' };
    case 'text/xml':
      return { kind: 'xml' };
    case 'application/openapi+json':
      return { kind: 'openapi' };
    case 'application/x-www-form-urlencoded':
      return { kind: 'urlencoded' };
    case 'application/octet-stream':
      return { kind: 'octet-stream' };
    case 'application/vnd.pgrst.plan':
    case 'application/vnd.pgrst.plan+text':
    case 'application/vnd.pgrst.plan+json':
      return { kind: 'plan', mime: text };
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return { kind: 'singular', stripNulls: stripped };
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return stripped ? { kind: 'array-strip' } : { kind: 'json' };
    case '*/*':
      return { kind: 'any' };
    default:
      return { kind: 'other', mime: text };
  }
}

/** wai-extra's parseHttpAccept: spaces dropped, ordered by q, then by parameters minus stars. */
export function parseAccept(header: string | undefined): MediaType[] {
  if (header === undefined) return [{ kind: 'any' }];
  const entries = header.split(',').map((raw) => {
    const compact = raw.replace(/ /g, '');
    const at = compact.indexOf(';q=');
    const type = at < 0 ? compact : compact.slice(0, at);
    const qText = at < 0 ? '' : compact.slice(at + 3).split(';')[0]!;
    const q = /^\d+(\.\d+)?([eE][-+]?\d+)?/.test(qText) ? parseFloat(qText) : 1;
    const specificity = (type.match(/;/g)?.length ?? 0) - (type.match(/\*/g)?.length ?? 0);
    return { type, q, specificity };
  });
  // A stable sort, highest first.
  return entries
    .map((e, i) => ({ ...e, i }))
    .sort((a, b) => b.q - a.q || b.specificity - a.specificity || a.i - b.i)
    .map((e) => decodeMediaType(e.type));
}

/** How the rows become the body (Routine.MediaHandler). */
export type Handler =
  | { kind: 'json' }
  | { kind: 'json-strip' }
  | { kind: 'singular'; stripNulls: boolean }
  | { kind: 'csv' }
  | { kind: 'geojson' }
  | { kind: 'none' };

/**
 * Plan/Negotiate.negotiateContent with the built-in handlers only: the first acceptable
 * type and its handler, or null (406 PGRST107).
 */
export function negotiate(accepts: MediaType[]): { handler: Handler; mediaType: MediaType } | null {
  for (const mt of accepts) {
    switch (mt.kind) {
      case 'singular':
        return { handler: { kind: 'singular', stripNulls: mt.stripNulls }, mediaType: mt };
      case 'array-strip':
        return { handler: { kind: 'json-strip' }, mediaType: mt };
      case 'any':
      case 'json':
        return { handler: { kind: 'json' }, mediaType: { kind: 'json' } };
      case 'csv':
        return { handler: { kind: 'csv' }, mediaType: mt };
      case 'geojson':
        return { handler: { kind: 'geojson' }, mediaType: mt };
      default:
        continue;
    }
  }
  return null;
}
