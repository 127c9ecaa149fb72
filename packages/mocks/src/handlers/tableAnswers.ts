import type { MailFlag, TableName } from '@waldmonitor/ui/model';
import { KARTE_PATCH_FIELDS } from '@waldmonitor/ui/model';
import { mockDb, persistChanges } from '../db/db';
import { checkReferences, deleteDependents } from '../db/relations';
import { VIEW_DEFS, type ViewName } from '../db/views';
import { pgErrors } from '../store/errors';
import { parseQuery, type ParsedQuery } from '../store/query';
import { countPreference, pageOf, requestedRange } from '../store/range';
import { ReadCache } from '../store/readCache';
import type { AnyRow, TableSchema } from '../store/schema';
import type { Table } from '../store/table';
import { answerListPath } from './listPathAnswers';
import { isListPath } from './listPaths';
import { readJson } from './replies';
import { checkTableCaller } from './roleRules';
import { STORED, type StoredTable } from './tableNames';

const MAIL_FLAGS: readonly MailFlag[] = [
  'mail_register',
  'mail_new',
  'mail_rejected',
  'mail_published',
  'mail_expert_request',
  'mail_expert_approved',
];

/**
 * Column privileges for PATCH where requirements §7 names the fields: "PATCH /karte … one field at a
 * time: …", "PATCH /kunde {bundesland} or {epsg}", "PATCH /kaefer {art}", "PATCH /benutzer
 * {berufsgruppe} or the mail flags". Other columns answer 42501, as a column GRANT would.
 */
const PATCHABLE: Partial<Record<StoredTable, readonly string[]>> = {
  karte: KARTE_PATCH_FIELDS,
  kunde: ['bundesland', 'epsg'],
  kaefer: ['art'],
  benutzer: ['berufsgruppe', ...MAIL_FLAGS],
};

type AnyTable = Table<AnyRow>;

/**
 * The views' rows, computed once while the survey tables are not written (readCache.ts): the
 * cadastre page reads five of them with its list, and each summed every survey row again.
 * A view is read-only, so one table object serves every read.
 */
const viewTables = new ReadCache<AnyTable>();

function resolveTable(name: TableName): AnyTable {
  const db = mockDb();
  if ((STORED as readonly string[]).includes(name)) return db[name as StoredTable] as unknown as AnyTable;
  const [view] = viewTables.rows(name, [db.surveyAmounts, db.drainageLines], () => [
    VIEW_DEFS[name as ViewName](db.surveyAmounts.all(), db.drainageLines.all()) as unknown as AnyTable,
  ]);
  return view as AnyTable;
}

function preferences(request: Request): Set<string> {
  return new Set(
    (request.headers.get('Prefer') ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  );
}

function project(rows: readonly AnyRow[], query: ParsedQuery): AnyRow[] {
  const select = query.select;
  return select === null ? [...rows] : rows.map((row) => Object.fromEntries(select.map((c) => [c, row[c]])));
}

/** PostgREST answers a singular request (`Accept: application/vnd.pgrst.object+json`) with one object or 406. */
function rowsReply(request: Request, rows: AnyRow[], status: number, total?: number): Response {
  if ((request.headers.get('Accept') ?? '').includes('application/vnd.pgrst.object+json')) {
    if (rows.length !== 1) throw pgErrors.notSingular(rows.length);
    return Response.json(rows[0], { status });
  }
  const range = rows.length === 0 ? '*' : `0-${rows.length - 1}`;
  return Response.json(rows, { status, headers: { 'Content-Range': `${range}/${total ?? '*'}` } });
}

/**
 * A GET's rows paged as PostgREST pages them (`store/range.ts`): 200, 206 or 416 with
 * Content-Range; only the rows answered are projected.
 */
function listReply(request: Request, all: AnyRow[], query: ParsedQuery): Response {
  if ((request.headers.get('Accept') ?? '').includes('application/vnd.pgrst.object+json')) {
    return rowsReply(
      request,
      project(all.slice(query.offset, query.limit === null ? undefined : query.offset + query.limit), query),
      200,
    );
  }
  const page = pageOf(all, requestedRange(query, request.headers.get('Range')), countPreference(request));
  const body = Array.isArray(page.body) ? project(page.body, query) : page.body;
  return Response.json(body, { status: page.status, headers: page.headers });
}

function bodyRows(body: unknown): AnyRow[] {
  if (Array.isArray(body) && body.every((row) => row !== null && typeof row === 'object')) return body as AnyRow[];
  if (body !== null && typeof body === 'object') return [body as AnyRow];
  throw pgErrors.badJson();
}

/**
 * The answer of one table call (PostgREST's GET, POST, PATCH, DELETE on a table or view),
 * from the store. Loaded with the first call (see tableHandlers.ts); a change is kept for
 * the browser session after the call, whether it succeeded or not. A list path of ours
 * answers its procedure's rows (listPathAnswers.ts) and changes nothing.
 */
export async function answerTable(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  name: TableName,
  url: URL,
  request: Request,
): Promise<Response> {
  if (isListPath(name)) return answerListPath(method, name, url, request);
  try {
    const table = resolveTable(name);
    const query = parseQuery(table.schema as TableSchema, url.searchParams);
    query.filters.push(...checkTableCaller(method, name, mockDb(), request));
    const prefer = preferences(request);
    const represent = prefer.has('return=representation');
    const db = mockDb();
    if (method === 'GET') {
      // Only the rows up to the page's end need to be sorted (the count takes them all).
      const range = requestedRange(query, request.headers.get('Range'));
      const pageEnd = range.limit === null ? Number.POSITIVE_INFINITY : range.offset + range.limit;
      const objectEnd = query.limit === null ? Number.POSITIVE_INFINITY : query.offset + query.limit;
      return listReply(request, table.matching(query, Math.max(pageEnd, objectEnd)), query);
    }
    if (method === 'POST') {
      const rows = bodyRows(await readJson(request)).map((row) => table.coerceRow(row, false));
      if (!table.schema.readOnly) checkReferences(db, name as StoredTable, rows);
      const created = table.insert(rows);
      return represent ? rowsReply(request, project(created, query), 201) : new Response(null, { status: 201 });
    }
    if (method === 'PATCH') {
      const patch = table.coerceRow(bodyRows(await readJson(request))[0] ?? {}, false);
      const allowed = PATCHABLE[name as StoredTable];
      if (allowed && Object.keys(patch).some((column) => !allowed.includes(column))) {
        throw pgErrors.columnPermission(name);
      }
      if (!table.schema.readOnly) checkReferences(db, name as StoredTable, [patch]);
      const changed = table.update(query.filters, patch);
      return represent ? rowsReply(request, project(changed, query), 200) : new Response(null, { status: 204 });
    }
    const doomed = table.select({ ...query, select: null, order: [], limit: null, offset: 0 });
    if (!table.schema.readOnly) deleteDependents(db, name as StoredTable, doomed);
    const removed = table.delete(query.filters);
    return represent ? rowsReply(request, project(removed, query), 200) : new Response(null, { status: 204 });
  } finally {
    persistChanges();
  }
}
