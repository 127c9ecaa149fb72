/**
 * The accountant's export of a busy year (≤ 5 s, streamed, memory flat): a throwaway PostgreSQL
 * cluster with the large dataset (largeCluster.ts), one fiscal year grown to 20,000 issued
 * invoices and credit notes and 40,000 payments (datevExportYear.ts), then the app's own writers
 * (packages/ui/src/model/billing/accountingExport.ts) over the whole year, each page asked as the
 * back office asks it (AccountingSection.tsx: POST /rpc/a_get_bookings or /rpc/a_get_journal
 * with the payload rules' body, as the administrator) through the PostgREST 16 emulation's
 * statements. The file's bytes go to a counting sink, so the bench holds none of them.
 * Loaded through Vite's module runner by scripts/bench/datevExport.mjs.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { toServicePayload } from '../../packages/app/src/api/payloadRules';
import { SEED_TODAY } from '../../packages/dataservice/src/seed/dates';
import type { Emulation } from '../../packages/dataservice/src/postgrest';
import { apiRequest } from '../../packages/dataservice/test/harness';
import { connectLarge } from '../../packages/dataservice/test/largeDataset';
import { ADMIN } from '../../packages/dataservice/test/listRequests';
import { emulationOn } from '../../packages/dataservice/test/listStatements';
import type { AccountingSettingsRow, PeriodPage } from '../../packages/ui/src/model/contract';
import {
  writeDatevExport,
  writeJournalExport,
  type ExportSink,
  type FetchPage,
  type StreamedExport,
} from '../../packages/ui/src/model/billing/accountingExport';
import { fillFiscalYear, type FiscalYear } from './datevExportYear';
import { onLargeCluster, type LargeCluster } from './largeCluster';

/** The busy year. */
const DOCUMENTS = 20_000;
const PAYMENTS = 40_000;

/** One export's pages: its request times in ms as the writer waited for them. */
type Writer = (sink: ExportSink, pageMs: number[]) => Promise<StreamedExport>;

export interface ExportMemory {
  /**
   * Bytes held over the start at each page, after a collection: the JS heap and the array
   * buffers (a page's bytes live in one; a writer that kept them would grow by each page's).
   */
  perPage: number[];
  peakBytes: number;
  /**
   * The median over the first half of the pages and over the second: equal when memory stays
   * flat. Medians, since a buffer the client has just let go is sometimes counted at one page.
   */
  firstHalfBytes: number;
  secondHalfBytes: number;
}

export interface ExportFigure {
  kind: 'datev' | 'csv';
  /** Milliseconds per export of the whole year, after one warming run. */
  times: number[];
  /** The slowest page's ms in each of those runs. */
  slowestPageMs: number[];
  rows: number;
  bytes: number;
  pages: number;
  memory: ExportMemory;
}

export interface DatevExportResult {
  /** Milliseconds: the large dataset (generate, schema, load, analyze) and growing the year. */
  timings: { generate: number; schema: number; load: number; analyze: number; fill: number };
  year: Omit<FiscalYear, 'fillMs'>;
  exports: ExportFigure[];
}

type Rpc = 'a_get_bookings' | 'a_get_journal' | 'a_get_accounting_settings';

/** The answer of one procedure call as the app's client sends it (packages/app/src/api/client.ts `rpc`). */
async function rpc<Row>(emulation: Emulation, name: Rpc, params: object): Promise<Row[]> {
  const response = await emulation.handle(
    apiRequest(ADMIN, 'POST', `/rpc/${name}`, {
      headers: { accept: 'application/json' },
      body: toServicePayload(name, params),
    }),
  );
  if (response.status >= 300) throw new Error(`${name}: ${response.status} ${response.body}`);
  return JSON.parse(response.body) as Row[];
}

/** A writer's pages from `name`, each request's time noted. */
function pagesOf<Row>(emulation: Emulation, name: Rpc, pageMs: number[]): FetchPage<Row> {
  return async (page: PeriodPage) => {
    const start = performance.now();
    const rows = await rpc<Row>(emulation, name, page);
    pageMs.push(performance.now() - start);
    return rows;
  };
}

/**
 * V8's collector, so a sample counts what is still held, not what awaits collection. The
 * bench runs without --expose-gc: as jest's leak detector does, the flag is set for a moment
 * and `gc` taken from a fresh context.
 */
function collector(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  setFlagsFromString('--no-expose-gc');
  return gc;
}

const held = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** One untimed export with a collection at each page, the memory held then over the start. */
async function memoryOf(write: Writer): Promise<ExportMemory> {
  const gc = collector();
  // V8 frees an array buffer's memory after the collection that found it dead, on a task of its
  // own: a second collection after a turn of the loop lets the last run's buffers go first.
  gc();
  await new Promise((resolve) => setTimeout(resolve, 50));
  gc();
  const start = held();
  const perPage: number[] = [];
  await write(() => {
    gc();
    perPage.push(held() - start);
  }, []);
  const half = Math.ceil(perPage.length / 2);
  return {
    perPage,
    peakBytes: Math.max(...perPage),
    firstHalfBytes: median(perPage.slice(0, half)),
    secondHalfBytes: median(perPage.slice(half)),
  };
}

/** `runs` timed exports after a warming one, the bytes counted and let go, then the memory run. */
async function measure(kind: ExportFigure['kind'], write: Writer, runs: number): Promise<ExportFigure> {
  const times: number[] = [];
  const slowestPageMs: number[] = [];
  let file = { rows: 0, bytes: 0, pages: 0 };
  for (let run = 0; run <= runs; run += 1) {
    const pageMs: number[] = [];
    let bytes = 0;
    const start = performance.now();
    const { rows } = await write((chunk) => {
      bytes += chunk.length;
    }, pageMs);
    const ms = performance.now() - start;
    // The first run warms the caches and the session's plans, as a second export of the day finds them.
    if (run === 0) continue;
    times.push(ms);
    slowestPageMs.push(Math.max(...pageMs));
    file = { rows, bytes, pages: pageMs.length };
  }
  return { kind, times, slowestPageMs, ...file, memory: await memoryOf(write) };
}

async function exportFigures(
  db: Awaited<ReturnType<typeof connectLarge>>,
  year: FiscalYear,
  runs: number,
): Promise<ExportFigure[]> {
  const emulation = await emulationOn(db);
  const [settings] = await rpc<AccountingSettingsRow>(emulation, 'a_get_accounting_settings', {});
  if (!settings) throw new Error('a_get_accounting_settings: keine Zeile');
  const period = { von: year.von, bis: year.bis };
  const datev: Writer = (sink, pageMs) =>
    writeDatevExport({
      ...period,
      fetchPage: pagesOf(emulation, 'a_get_bookings', pageMs),
      settings,
      bezeichnung: `Geschäftsjahr ${year.von.slice(0, 4)}`,
      erzeugtAm: new Date(),
      sink,
    });
  const journal: Writer = (sink, pageMs) =>
    writeJournalExport({ ...period, fetchPage: pagesOf(emulation, 'a_get_journal', pageMs), sink });
  return [await measure('datev', datev, runs), await measure('csv', journal, runs)];
}

/** On `cluster` when the run shares one (after the lists' SQL: this grows a year of it), else on a cluster of its own. */
export async function runDatevExportBench({
  runs = 5,
  cluster,
}: { runs?: number; cluster?: LargeCluster } = {}): Promise<DatevExportResult> {
  return onLargeCluster(cluster, async ({ large }) => {
    const owner = await connectLarge(large, large.connection.user);
    let year: FiscalYear;
    try {
      // The last whole calendar year before the seed's today: all its payments are in.
      year = await fillFiscalYear(owner, {
        year: Number(SEED_TODAY.slice(0, 4)) - 1,
        documents: DOCUMENTS,
        payments: PAYMENTS,
      });
    } finally {
      await owner.end();
    }
    const db = await connectLarge(large);
    try {
      const { fillMs, ...counted } = year;
      return {
        timings: { ...large.timings, fill: fillMs },
        year: counted,
        exports: await exportFigures(db, year, runs),
      };
    } finally {
      await db.end();
    }
  });
}
