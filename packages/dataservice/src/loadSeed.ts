/**
 * Writes the mocks' deterministic seed into the database, so the demo's data and the
 * database's data are the same rows. Generic: every seed table whose SQL table exists in
 * schema `data` gets the columns both have; serial columns continue after the seed's ids.
 */
import { createSeed, type SeedData } from '../../mocks/src/seed';
import * as schemas from '../../mocks/src/db/schemas';
import type { TableSchema } from '../../mocks/src/store/schema';

/** Seed key → the mock table's schema (its `name` is the SQL table's name in schema `data`). */
export const SEED_TABLES: { [K in keyof SeedData]: TableSchema<never> } = {
  benutzer: schemas.benutzerSchema,
  userTeam: schemas.userTeamSchema,
  kunde: schemas.kundeSchema,
  clientSettings: schemas.clientSettingsSchema,
  clientAppUsers: schemas.clientAppUsersSchema,
  clientAccounts: schemas.clientAccountsSchema,
  karte: schemas.karteSchema,
  mappoint: schemas.mappointSchema,
  kaeferarten: schemas.kaeferartenSchema,
  kaefer: schemas.kaeferSchema,
  bilder: schemas.bilderSchema,
  rechnung: schemas.rechnungSchema,
  angebot: schemas.angebotSchema,
  position: schemas.positionSchema,
  positionTmpl: schemas.positionTmplSchema,
  freitexte: schemas.freitexteSchema,
  acronyms: schemas.acronymsSchema,
  prognose: schemas.prognoseSchema,
  surveyAmounts: schemas.surveyAmountsSchema,
  drainageLines: schemas.drainageLinesSchema,
  clientEInvoice: schemas.clientEInvoiceSchema,
  invoiceTerms: schemas.invoiceTermsSchema,
} as unknown as { [K in keyof SeedData]: TableSchema<never> };

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

/** Loads the seed (default: the demo's) into empty tables; run as a superuser or the owner. */
export async function loadSeed(db: SeedTarget, seed: SeedData = createSeed()): Promise<LoadReport> {
  const { rows: cols } = await db.query<{ table_name: string; column_name: string; data_type: string }>(
    `SELECT table_name, column_name, data_type FROM information_schema.columns
      WHERE table_schema = 'data' ORDER BY table_name, ordinal_position`,
  );
  const columnsOf = new Map<string, Map<string, string>>();
  for (const c of cols) {
    if (!columnsOf.has(c.table_name)) columnsOf.set(c.table_name, new Map());
    columnsOf.get(c.table_name)?.set(c.column_name, c.data_type);
  }
  const keys = [
    ...LOAD_ORDER,
    ...(Object.keys(SEED_TABLES) as (keyof SeedData)[]).filter((k) => !LOAD_ORDER.includes(k)),
  ];
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
 * The sums the triggers keep (each document's net, sql/60_document_net.sql) did not run while
 * loading: computed once for the loaded rows, still with triggers off (an archived invoice
 * refuses every UPDATE). Skipped when that file is not applied (DATASERVICE_SQL).
 */
async function refreshStoredSums(db: SeedTarget): Promise<void> {
  const { rows } = await db.query<{ present: boolean }>(
    `SELECT to_regprocedure('data.refresh_all_document_nets()') IS NOT NULL AS present`,
  );
  if (rows[0]?.present) await db.query('SELECT data.refresh_all_document_nets()');
}

async function loadTables(
  db: SeedTarget,
  seed: SeedData,
  keys: (keyof SeedData)[],
  columnsOf: Map<string, Map<string, string>>,
  report: LoadReport,
): Promise<void> {
  for (const key of keys) {
    const schema = SEED_TABLES[key];
    const sqlColumns = columnsOf.get(schema.name);
    if (!sqlColumns) {
      report.skipped.push(schema.name);
      continue;
    }
    const rows = seed[key] as unknown as Record<string, unknown>[];
    const columns = Object.keys(schema.columns).filter((c) => sqlColumns.has(c));
    // One INSERT from a JSON array: json_populate_recordset converts like PostgREST does.
    await db.query(
      // OVERRIDING SYSTEM VALUE: the seed keeps its ids, also in columns only the sequence fills (karte.id).
      `INSERT INTO data.${ident(schema.name)} (${columns.map(ident).join(', ')}) OVERRIDING SYSTEM VALUE
       SELECT ${columns.map(ident).join(', ')} FROM json_populate_recordset(NULL::data.${ident(schema.name)}, $1::json)`,
      [JSON.stringify(rows.map((r) => Object.fromEntries(columns.map((c) => [c, r[c] ?? null]))))],
    );
    report.loaded[schema.name] = rows.length;
    if (schema.serial && sqlColumns.has(schema.serial)) {
      await db.query(
        `SELECT setval(pg_get_serial_sequence($1, $2), greatest(coalesce(max(${ident(schema.serial)}), 0), 1),
                       max(${ident(schema.serial)}) IS NOT NULL)
           FROM data.${ident(schema.name)}`,
        [`data.${ident(schema.name)}`, schema.serial],
      );
    }
  }
}
