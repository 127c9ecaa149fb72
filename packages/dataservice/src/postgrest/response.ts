/**
 * The HTTP answer to a statement's result row, as PostgREST 16.2 gives it (Response.hs,
 * RangeQuery.hs, App.hs): status (200/206/416 by range and count, 201/204 for writes, 204
 * for a void function), Content-Range, Content-Location, Preference-Applied, Location,
 * Content-Type and Content-Length, then the response.status and response.headers GUCs,
 * and App.hs's `Vary: Accept, Prefer, Range`.
 */
import type { ParsedRequest } from './apiRequest';
import { byteLength } from './byteLength';
import { errorBody, gucHeadersError, gucStatusError, invalidRange } from './errors';
import { contentType } from './mediaType';
import type { CrudPlan } from './planTypes';
import { preferenceApplied, shouldCount, type Preferences } from './preferences';
import { contentRange, rangeOffset, rangeStatusHeader } from './range';
import { returnsVoid } from './sqlFragments';
import type { ApiResponse } from './types';

/** MainTx.ResultSet: one row of the main statement. */
export interface ResultSet {
  tableTotal: number | null;
  queryTotal: number;
  location: [string, string][];
  body: string;
  gucHeaders: string | null;
  gucStatus: string | null;
  inserted: number | null;
}

/** The main statement's row, whatever the driver made of its json and bigint columns. */
export function toResultSet(row: Record<string, unknown> | undefined): ResultSet {
  const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
  const text = (v: unknown) => (v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v));
  const header = row?.header;
  return {
    tableTotal: num(row?.total_result_set),
    queryTotal: num(row?.page_total) ?? 0,
    location: (Array.isArray(header) ? (header as string[]) : []).map((kv) => {
      const at = kv.indexOf('=');
      return [kv.slice(0, at), kv.slice(at + 1)];
    }),
    body: text(row?.body) ?? '',
    gucHeaders: text(row?.response_headers),
    gucStatus: text(row?.response_status),
    // A non-upsert reads '' here, which hasql decodes as 0.
    inserted: num(row?.response_inserted) ?? 0,
  };
}

type Headers = [string, string][];

const contentLength = (body: string): [string, string] => ['Content-Length', String(byteLength(body))];

function contentTypeHeaders(plan: CrudPlan, parsed: ParsedRequest): Headers {
  const headers: Headers = [['Content-Type', contentType(plan.mediaType)]];
  if (parsed.negotiatedByProfile) headers.push(['Content-Profile', parsed.schema]);
  return headers;
}

/** Response.responsePreferences: what each kind of request reports as applied. */
function responsePreferences(plan: CrudPlan, parsed: ParsedRequest): Preferences {
  const p = parsed.preferences;
  const isCreate = plan.kind === 'mutate' && plan.mutation === 'create';
  const insertPk = plan.kind === 'mutate' && plan.mutatePlan.kind === 'insert' ? plan.mutatePlan.pkCols : [];
  return {
    resolution: isCreate && (insertPk.length > 0 || parsed.query.onConflict !== null) ? p.resolution : null,
    representation: plan.kind === 'mutate' ? p.representation : null,
    count: p.count,
    transaction: p.transaction,
    missing: plan.kind === 'mutate' && (plan.mutation === 'create' || plan.mutation === 'update') ? p.missing : null,
    handling: p.handling,
    timezone: p.timezone,
    maxAffected:
      (plan.kind === 'mutate' && (plan.mutation === 'update' || plan.mutation === 'delete')) || plan.kind === 'call'
        ? p.maxAffected
        : null,
    invalid: [],
  };
}

/** Response.overrideStatusHeaders: the GUCs win over PostgREST's own status and headers. */
function overrideStatusHeaders(rs: ResultSet, status: number, headers: Headers): { status: number; headers: Headers } {
  let gucStatus: number | null = null;
  if (rs.gucStatus !== null) {
    const digits = /^\d+/.exec(rs.gucStatus);
    if (!digits) throw gucStatusError();
    gucStatus = Number(digits[0]);
  }
  let gucHeaders: Headers = [];
  if (rs.gucHeaders !== null) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(rs.gucHeaders) as unknown;
    } catch {
      throw gucHeadersError();
    }
    if (!Array.isArray(parsed)) throw gucHeadersError();
    gucHeaders = parsed.map((h: unknown) => {
      const entries = typeof h === 'object' && h !== null && !Array.isArray(h) ? Object.entries(h) : [];
      if (entries.length !== 1 || typeof entries[0]![1] !== 'string') throw gucHeadersError();
      return entries[0] as [string, string];
    });
  }
  const names = new Set(gucHeaders.map(([k]) => k.toLowerCase()));
  return {
    status: gucStatus ?? status,
    headers: [...headers.filter(([k]) => !names.has(k.toLowerCase())), ...gucHeaders],
  };
}

function respond(status: number, headers: Headers, body: string): ApiResponse {
  // App.hs adds Vary unless the response already has one.
  if (!headers.some(([k]) => k.toLowerCase() === 'vary')) headers.push(['Vary', 'Accept, Prefer, Range']);
  const record: Record<string, string> = {};
  for (const [k, v] of headers) {
    const existing = Object.keys(record).find((name) => name.toLowerCase() === k.toLowerCase());
    // A Record holds one value per name: repeated headers (two Set-Cookie) are joined.
    if (existing !== undefined) record[existing] = `${record[existing]}, ${v}`;
    else record[k] = v;
  }
  return { status, headers: record, body };
}

/** http-types' renderSimpleQuery for the Location header. */
function renderQuery(pairs: [string, string][]): string {
  const enc = (s: string) =>
    encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&')}`;
}

/** Response.actionResponse for the plans that ran a statement. */
export function actionResponse(plan: CrudPlan, parsed: ParsedRequest, rs: ResultSet): ApiResponse {
  const applied = preferenceApplied(responsePreferences(plan, parsed));
  const prefHeader: Headers = applied === null ? [] : [['Preference-Applied', applied]];
  const counted = shouldCount(parsed.preferences.count);
  const range = parsed.topLevelRange;
  const outOfRange = () => errorBody(invalidRange({ offset: rangeOffset(range), total: rs.tableTotal ?? 0 }));

  if (plan.kind === 'read') {
    const { status, contentRange: cr } = rangeStatusHeader(range, rs.queryTotal, rs.tableTotal);
    const body = status === 416 ? outOfRange() : plan.headersOnly ? '' : rs.body;
    const headers: Headers = [
      ['Content-Range', cr],
      ['Content-Location', `/${plan.qi.name}${parsed.query.canonical === '' ? '' : `?${parsed.query.canonical}`}`],
      ...(plan.headersOnly ? [] : [contentLength(body)]),
      ...contentTypeHeaders(plan, parsed),
      ...prefHeader,
    ];
    const out = overrideStatusHeaders(rs, status, headers);
    return respond(out.status, out.headers, body);
  }

  if (plan.kind === 'call') {
    const { status, contentRange: cr } = rangeStatusHeader(range, rs.queryTotal, rs.tableTotal);
    const body = status === 416 ? outOfRange() : rs.body;
    const headers: Headers = [['Content-Range', cr], ...prefHeader];
    if (returnsVoid(plan.routine)) {
      const out = overrideStatusHeaders(rs, 204, headers);
      return respond(out.status, out.headers, '');
    }
    const all: Headers = [
      ...headers,
      ...(plan.headOnly ? [] : [contentLength(body)]),
      ...contentTypeHeaders(plan, parsed),
    ];
    const out = overrideStatusHeaders(rs, status, all);
    return respond(out.status, out.headers, plan.headOnly ? '' : body);
  }

  const representation = parsed.preferences.representation;
  const full = representation === 'representation';
  switch (plan.mutation) {
    case 'create': {
      const status = (rs.inserted ?? 0) <= 0 && parsed.preferences.resolution === 'merge-duplicates' ? 200 : 201;
      const headers: Headers = [
        ...(rs.location.length === 0 ? [] : ([['Location', `/${plan.qi.name}${renderQuery(rs.location)}`]] as Headers)),
        ['Content-Range', contentRange(1, 0, counted ? rs.queryTotal : null)],
        ...prefHeader,
      ];
      const body = full ? rs.body : '';
      const all: Headers = [contentLength(body), ...headers, ...(full ? contentTypeHeaders(plan, parsed) : [])];
      const out = overrideStatusHeaders(rs, status, all);
      return respond(out.status, out.headers, body);
    }
    case 'update': {
      const headers: Headers = [
        ['Content-Range', contentRange(0, rs.queryTotal - 1, counted ? rs.queryTotal : null)],
        ...prefHeader,
      ];
      const out = full
        ? overrideStatusHeaders(rs, 200, [...headers, contentLength(rs.body), ...contentTypeHeaders(plan, parsed)])
        : overrideStatusHeaders(rs, 204, headers);
      return respond(out.status, out.headers, full ? rs.body : '');
    }
    case 'single-upsert': {
      const out = full
        ? overrideStatusHeaders(rs, (rs.inserted ?? 0) > 0 ? 201 : 200, [
            contentLength(rs.body),
            ...contentTypeHeaders(plan, parsed),
            ...prefHeader,
          ])
        : overrideStatusHeaders(rs, 204, prefHeader);
      return respond(out.status, out.headers, full ? rs.body : '');
    }
    case 'delete': {
      const headers: Headers = [['Content-Range', contentRange(1, 0, counted ? rs.queryTotal : null)], ...prefHeader];
      const out = full
        ? overrideStatusHeaders(rs, 200, [...headers, contentLength(rs.body), ...contentTypeHeaders(plan, parsed)])
        : overrideStatusHeaders(rs, 204, headers);
      return respond(out.status, out.headers, full ? rs.body : '');
    }
  }
}
