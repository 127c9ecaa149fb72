/**
 * The demo data worker's side of the lists at the large dataset, in Node without a browser:
 * the store built from createLargeSeed as answerWorker.ts builds it, the warm-up that runs
 * before the worker reports ready, then each list's requests as the app sends them on a
 * click (the query strings of the pages' *ListQuery modules, `Prefer: count=exact`), in the
 * order the page sends them, timed one by one. Loaded through Vite's module runner by
 * scripts/bench/mockListAnswers.mjs.
 */
import { createHash } from 'node:crypto';
import { localAnswers } from '../../packages/mocks/src/answers/localAnswers';
import { warmListReads } from '../../packages/mocks/src/answers/warmListReads';
import { mockDb, setDataSource } from '../../packages/mocks/src/db/db';
import { createLargeSeed } from '../../packages/dataservice/src/seed/large';
import type { RpcName, TableName } from '../../packages/ui/src/model';

const BASE = 'http://demo.invalid/data';
const ADMIN = 'Bearer admin@waldmonitor.example';

interface Call {
  kind: 'rpc' | 'table';
  name: string;
  /** The query string (without `?`); a list read (`Prefer: count=exact`) when set. */
  query?: string;
  body?: unknown;
}

const list = (name: string, query: string, body: unknown = {}): Call => ({ kind: 'rpc', name, query, body });
const call = (name: string, body: unknown = {}): Call => ({ kind: 'rpc', name, body });
const view = (name: string): Call => ({ kind: 'table', name });
/**
 * A page of a table path of ours, which answers a list procedure's rows (requirements §7
 * "Table paths of ours"); a view has no order of its own, so the list always sends one.
 */
const listPath = (name: string, query: string): Call => ({ kind: 'table', name, query });

const year = new Date().getFullYear();
const yearWhere = `datum=gte.${year}-01-01&datum=lte.${year}-12-31`;
const CLIENT_CHOICE = list('a_get_all_clients', 'order=name.asc%2Cclient_id.asc&limit=20&offset=0');

/**
 * The administrator's landing page (the back office's overview), asked once before the lists
 * as the browser bench signs in there first: its counts fill the caches it shares with them.
 */
const LANDING: Call[] = [
  list('a_get_all_clients', 'or=(bundesland.is.null%2Cepsg.is.null)&order=name.asc%2Cclient_id.asc&limit=25&offset=0'),
  list('a_get_all_clients', 'limit=0&offset=0'),
  list('a_get_all_clients', 'kataster_status=is.true&limit=0&offset=0'),
  { kind: 'table', name: 'benutzer', query: 'app_status=eq.ogf_expert_query&limit=0&offset=0' },
  listPath('kaefer_liste', 'status=in.(gemeldet%2Cin_pruefung%2Cbestaetigt)&limit=0&offset=0'),
];

/** The requests of each list's first page, in the order the page sends them. */
export const LIST_CALLS: Record<string, Call[]> = {
  Nutzer: [
    {
      kind: 'table',
      name: 'benutzer',
      query: 'order=last_name.asc.nullslast%2Cfirst_name.asc.nullslast%2Cuser_id.asc&limit=25&offset=0',
    },
    {
      kind: 'table',
      name: 'benutzer',
      query: 'app_status=eq.ogf_expert_query&order=reg_date.asc%2Cuser_id.asc&limit=50&offset=0',
    },
  ],
  Kunden: [list('a_get_all_clients', 'order=name.asc%2Cclient_id.asc&limit=25&offset=0')],
  'GIS-Karten': [listPath('karten_liste', 'order=id.asc&limit=25&offset=0'), CLIENT_CHOICE],
  Rechnungen: [
    listPath('rechnung_liste', 'order=id.desc&limit=25&offset=0'),
    call('a_get_invoice_totals', { suche: '', client_id: null, von: null, bis: null, archiviert: null }),
    CLIENT_CHOICE,
    call('a_get_min_an_datum_for_new_offer'),
    call('a_get_min_rn_datum_for_new_invoice'),
  ],
  Angebote: [
    listPath('angebot_liste', 'order=id.desc&limit=25&offset=0'),
    call('a_get_offer_totals', { suche: '', client_id: null, von: null, bis: null, status: null }),
    CLIENT_CHOICE,
  ],
  Prognose: [
    list('a_get_prognose', `${yearWhere}&order=datum.asc%2Cid.asc&limit=25&offset=0`),
    list('a_get_prognose', `${yearWhere}&order=datum.asc%2Cid.asc&limit=1000&offset=0`),
    list('a_get_prognose', 'order=datum.asc%2Cid.asc&limit=1&offset=0'),
    list('a_get_prognose', 'order=datum.desc%2Cid.desc&limit=1&offset=0'),
    call('a_get_invoiced_per_month', { jahr: year }),
  ],
  Kataster: [
    list('a_get_kataster_overview', 'order=kataster_status.desc%2Cclient_id.desc&limit=25&offset=0'),
    list('a_get_kataster_overview', 'limit=0&offset=0'),
    list('a_get_kataster_overview', 'kataster_status=is.true&limit=0&offset=0'),
    view('ausm_einmessung_uebersicht'),
    view('scha_einmessung_uebersicht'),
    view('schl_einmessung_uebersicht'),
    view('drae_einmessung_uebersicht'),
    view('drae_laenge_nach_erfq'),
  ],
  'Käferfunde (Prüfung)': [listPath('kaefer_liste', 'order=fund_datum.desc%2Cid.desc&limit=25&offset=0')],
};

function request({ kind, name, query, body }: Call): { url: URL; request: Request } {
  const url = new URL(`${BASE}/${kind === 'rpc' ? `rpc/${name}` : name}${query === undefined ? '' : `?${query}`}`);
  const headers: Record<string, string> = { Authorization: ADMIN, 'Content-Type': 'application/json' };
  if (query !== undefined) headers.Prefer = 'count=exact';
  const init =
    kind === 'rpc' ? { method: 'POST', body: JSON.stringify(body ?? {}), headers } : { method: 'GET', headers };
  return { url, request: new Request(url, init) };
}

/** One call answered as the worker answers it, body read as the wire reads it; its milliseconds and status. */
async function timed(
  each: Call,
): Promise<{ ms: number; status: number; bytes: number; range: string | null; digest: string }> {
  const { url, request: asked } = request(each);
  const start = performance.now();
  const response =
    each.kind === 'rpc'
      ? await localAnswers.rpc(each.name as RpcName, asked)
      : await localAnswers.table('GET', each.name as TableName, url, asked);
  const body = await response.arrayBuffer();
  const ms = performance.now() - start;
  return {
    ms,
    status: response.status,
    bytes: body.byteLength,
    range: response.headers.get('Content-Range'),
    digest: createHash('sha256').update(new Uint8Array(body)).digest('hex').slice(0, 12),
  };
}

export interface CallFigure {
  call: string;
  status: number;
  range: string | null;
  /** The answer's body, hashed: equal before and after a change that must not change answers. */
  digest: string;
  /** The first answer after the warm-up (what the click meets), then the next ones. */
  times: number[];
}

export interface MockListsResult {
  buildMs: number;
  warmMs: number;
  heapMiB: number;
  landingMs: number;
  lists: Record<string, CallFigure[]>;
}

const heapMiB = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

export async function runMockListAnswers({
  runs = 3,
  lists = Object.keys(LIST_CALLS),
}: { runs?: number; lists?: string[] } = {}): Promise<MockListsResult> {
  setDataSource(() => createLargeSeed(), { persist: false });
  let start = performance.now();
  mockDb();
  const buildMs = performance.now() - start;
  start = performance.now();
  await warmListReads();
  const warmMs = performance.now() - start;
  const heap = heapMiB();
  start = performance.now();
  for (const each of LANDING) await timed(each);
  const landingMs = performance.now() - start;
  const figures: Record<string, CallFigure[]> = {};
  // Each list opened in turn, as the bench clicks them; then again, warm.
  for (let run = 0; run < runs; run += 1) {
    for (const label of lists) {
      const calls = LIST_CALLS[label] ?? [];
      figures[label] ??= calls.map((each) => ({
        call: `${each.name}${each.query ? `?${decodeURIComponent(each.query)}` : ''}`,
        status: 0,
        range: null,
        digest: '',
        times: [],
      }));
      for (const [i, each] of calls.entries()) {
        const figure = figures[label]![i]!;
        const { ms, status, range, digest } = await timed(each);
        Object.assign(figure, { status, range, digest });
        figure.times.push(ms);
      }
    }
  }
  return { buildMs, warmMs, heapMiB: heap, landingMs, lists: figures };
}
