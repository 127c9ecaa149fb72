/**
 * Writes the deterministic seed (src/seed) into the database, so the demo's data and the
 * database's data are the same rows. Generic: every seed table whose SQL table exists in
 * schema `data` gets the columns both have (the SQL table's, read from the catalog);
 * identity and serial columns continue after the seed's ids.
 */
import { createSeed, type SeedData } from './seed';

/** Seed key → its SQL table in schema `data`. */
export const SEED_TABLES: { [K in keyof SeedData]: string } = {
  benutzer: 'benutzer',
  userTeam: 'user_team',
  kunde: 'kunde',
  clientSettings: 'kunde_settings',
  clientAppUsers: 'kunde_appuser',
  clientAccounts: 'kunde_account',
  karte: 'karte',
  mappoint: 'mappoint',
  kaeferarten: 'kaeferarten',
  kaefer: 'kaefer',
  bilder: 'bilder',
  rechnung: 'rechnung',
  angebot: 'angebot',
  position: 'position',
  positionTmpl: 'position_tmpl',
  freitexte: 'freitexte',
  acronyms: 'acronyms',
  prognose: 'prognose',
  surveyAmounts: 'einmessung',
  drainageLines: 'draenage',
  clientEInvoice: 'kunde_erechnung',
  invoiceTerms: 'rechnung_angaben',
  payments: 'zahlung',
  clientDebitors: 'kunde_debitor',
  accountingSettings: 'buchhaltung',
};

/**
 * The order to load in: referenced tables first. Tables not named here load after these,
 * in seed order.
 */
const LOAD_ORDER: (keyof SeedData)[] = ['benutzer', 'kunde', 'kaeferarten', 'karte', 'kaefer', 'rechnung', 'angebot'];

export interface LoadReport {
  /** SQL table → rows written. */
  loaded: Record<string, number>;
  /** Seed tables without an SQL table (not created yet). */
  skipped: string[];
}

/**
 * What loading needs of a connection: a pg client, or a PGlite instance (the demo's
 * snapshot, src/pglite/snapshot.ts) — both answer `query(text, params)` with `rows`.
 */
export interface SeedTarget {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Loads the seed (default: the demo's) into empty tables; run as a superuser or the owner.
 * `only` names the SQL tables to load (default: all): the tests' upgraded database loads the
 * seed into the last release, then after the upgrade the tables the release did not have.
 */
export async function loadSeed(
  db: SeedTarget,
  seed: SeedData = createSeed(),
  only?: readonly string[],
): Promise<LoadReport> {
  // The columns a row can be given (not the generated ones), and whether a sequence fills
  // the column (identity or serial).
  const { rows: cols } = await db.query<{ table_name: string; column_name: string; sequenced: boolean }>(
    `SELECT table_name, column_name, (is_identity = 'YES' OR column_default LIKE 'nextval(%') AS sequenced
       FROM information_schema.columns
      WHERE table_schema = 'data' AND is_generated = 'NEVER' ORDER BY table_name, ordinal_position`,
  );
  const columnsOf = new Map<string, Map<string, boolean>>();
  for (const c of cols) {
    if (!columnsOf.has(c.table_name)) columnsOf.set(c.table_name, new Map());
    columnsOf.get(c.table_name)?.set(c.column_name, c.sequenced);
  }
  const keys = [
    ...LOAD_ORDER,
    ...(Object.keys(SEED_TABLES) as (keyof SeedData)[]).filter((k) => !LOAD_ORDER.includes(k)),
  ].filter((k) => only === undefined || only.includes(SEED_TABLES[k]));
  const report: LoadReport = { loaded: {}, skipped: [] };
  // A restore, not a series of changes: triggers (and FK checks) are off while loading, as
  // pg_restore --disable-triggers does, so e.g. an archived invoice's positions can be written.
  await db.query(`SET session_replication_role = replica`);
  try {
    await loadTables(db, seed, keys, columnsOf, report);
    await refreshStoredSums(db);
  } finally {
    await db.query(`RESET session_replication_role`);
  }
  return report;
}

/**
 * What the triggers keep did not run while loading: each document's net
 * (sql/60_document_net.sql), the open items from the invoices and payments
 * (sql/74_open_items.sql), and the issued form of each archived invoice
 * (sql/76_issued_form.sql), computed once for the loaded rows, still with triggers off (an
 * archived invoice refuses every UPDATE). Each skipped when its file is not applied
 * (DATASERVICE_SQL).
 */
async function refreshStoredSums(db: SeedTarget): Promise<void> {
  for (const refresh of [
    'data.refresh_all_document_nets()',
    'data.refresh_all_open_items()',
    'data.freeze_unfrozen_invoices()',
  ]) {
    const { rows } = await db.query<{ present: boolean }>(`SELECT to_regprocedure($1) IS NOT NULL AS present`, [
      refresh,
    ]);
    if (rows[0]?.present) await db.query(`SELECT ${refresh}`);
  }
}

async function loadTables(
  db: SeedTarget,
  seed: SeedData,
  keys: (keyof SeedData)[],
  columnsOf: Map<string, Map<string, boolean>>,
  report: LoadReport,
): Promise<void> {
  for (const key of keys) {
    const table = SEED_TABLES[key];
    const sqlColumns = columnsOf.get(table);
    if (!sqlColumns) {
      report.skipped.push(table);
      continue;
    }
    const rows = seed[key] as unknown as Record<string, unknown>[];
    const seedColumns = new Set<string>();
    for (const r of rows) for (const c of Object.keys(r)) seedColumns.add(c);
    const columns = [...sqlColumns.keys()].filter((c) => seedColumns.has(c));
    // One INSERT from a JSON array: json_populate_recordset converts like PostgREST does.
    await db.query(
      // OVERRIDING SYSTEM VALUE: the seed keeps its ids, also in columns only the sequence fills (karte.id).
      `INSERT INTO data.${ident(table)} (${columns.map(ident).join(', ')}) OVERRIDING SYSTEM VALUE
       SELECT ${columns.map(ident).join(', ')} FROM json_populate_recordset(NULL::data.${ident(table)}, $1::json)`,
      [JSON.stringify(rows.map((r) => Object.fromEntries(columns.map((c) => [c, r[c] ?? null]))))],
    );
    report.loaded[table] = rows.length;
    for (const [column, sequenced] of sqlColumns) {
      if (!sequenced) continue;
      await db.query(
        `SELECT setval(pg_get_serial_sequence($1, $2), greatest(coalesce(max(${ident(column)}), 0), 1),
                       max(${ident(column)}) IS NOT NULL)
           FROM data.${ident(table)}`,
        [`data.${ident(table)}`, column],
      );
    }
  }
}
