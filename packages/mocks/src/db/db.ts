import { SEED, createSeed, type SeedData } from '@waldmonitor/dataservice/seed';
import { Table } from '../store/table';
import * as s from './schemas';
import { SNAPSHOT_KEY, sessionTarget, type SessionStore } from './sessionTarget';

/** Builds every table from seed data (rows are copied; the seed stays untouched). */
function createTables(data: SeedData) {
  return {
    benutzer: new Table(s.benutzerSchema, data.benutzer),
    userTeam: new Table(s.userTeamSchema, data.userTeam),
    kunde: new Table(s.kundeSchema, data.kunde),
    clientSettings: new Table(s.clientSettingsSchema, data.clientSettings),
    clientAppUsers: new Table(s.clientAppUsersSchema, data.clientAppUsers),
    clientAccounts: new Table(s.clientAccountsSchema, data.clientAccounts),
    karte: new Table(s.karteSchema, data.karte),
    mappoint: new Table(s.mappointSchema, data.mappoint),
    kaeferarten: new Table(s.kaeferartenSchema, data.kaeferarten),
    kaefer: new Table(s.kaeferSchema, data.kaefer),
    bilder: new Table(s.bilderSchema, data.bilder),
    rechnung: new Table(s.rechnungSchema, data.rechnung),
    angebot: new Table(s.angebotSchema, data.angebot),
    position: new Table(s.positionSchema, data.position),
    positionTmpl: new Table(s.positionTmplSchema, data.positionTmpl),
    freitexte: new Table(s.freitexteSchema, data.freitexte),
    acronyms: new Table(s.acronymsSchema, data.acronyms),
    prognose: new Table(s.prognoseSchema, data.prognose),
    surveyAmounts: new Table(s.surveyAmountsSchema, data.surveyAmounts),
    drainageLines: new Table(s.drainageLinesSchema, data.drainageLines),
    clientEInvoice: new Table(s.clientEInvoiceSchema, data.clientEInvoice),
    invoiceTerms: new Table(s.invoiceTermsSchema, data.invoiceTerms),
  } satisfies Record<keyof SeedData, { all(): object[] }>;
}

export type MockTables = ReturnType<typeof createTables>;

export { SNAPSHOT_KEY };

interface Snapshot {
  seed: number;
  data: SeedData;
}

/**
 * The generated seed, for the next reset: tests reset before each case, and generating
 * takes 25–60 ms. Held weakly, as the tables hold copies of every row: the demo resets
 * rarely and should not keep the dataset twice in the page (heap).
 */
let seedCache: WeakRef<SeedData> | null = null;
let tables: MockTables | null = null;
let storage: SessionStore | null = null;
let dirty = false;

/**
 * Where the store's data comes from: the demo seed, kept for the session by snapshot, or
 * (the demo's `?daten=gross`) the large dataset, built afresh with each start: its snapshot
 * (some 100 MB of JSON) would not fit the session's storage, so its changes last until the
 * page is left.
 */
interface DataSource {
  create: () => SeedData;
  persist: boolean;
}

let source: DataSource = { create: () => createSeed(), persist: true };

/** Names the data the store is built from, before its first use (the demo's worker at start). */
export function setDataSource(create: () => SeedData, { persist }: { persist: boolean }): void {
  source = { create, persist };
  seedCache = null;
  tables = null;
}

function seedData(): SeedData {
  const cached = seedCache?.deref();
  if (cached) return cached;
  const data = source.create();
  seedCache = new WeakRef(data);
  return data;
}

function watch(next: MockTables): MockTables {
  for (const table of Object.values(next)) table.onChange = () => (dirty = true);
  return next;
}

function fromSeed(): MockTables {
  return watch(createTables(seedData()));
}

/**
 * The store every handler reads and writes; built on first use from the session's
 * snapshot (when the demo named a session store, `keepInSession`) or from the seed.
 */
export function mockDb(): MockTables {
  const target = source.persist ? sessionTarget() : null;
  if (!tables && target && target !== storage) enableSessionPersistence(target);
  tables ??= fromSeed();
  return tables;
}

/** Back to the seed: for tests (`beforeEach(resetMockDb)`) and the demo's "Daten zurücksetzen". */
export function resetMockDb(): void {
  tables = fromSeed();
  dirty = false;
  storage?.removeItem(SNAPSHOT_KEY);
}

function snapshot(current: MockTables): Snapshot {
  const data = Object.fromEntries(
    Object.entries(current).map(([key, table]) => [key, table.all()]),
  ) as unknown as SeedData;
  return { seed: SEED, data };
}

/**
 * Demo mode: changes persist for the browser session (architecture §2). Restores the
 * session's snapshot when there is one for this seed, then saves after every change.
 */
export function enableSessionPersistence(target: SessionStore): void {
  storage = target;
  const raw = target.getItem(SNAPSHOT_KEY);
  if (!raw) return;
  try {
    const saved = JSON.parse(raw) as Snapshot;
    // Only a snapshot of this seed with every table: older builds may have had fewer tables.
    const complete = Object.keys(seedData()).every((key) =>
      Array.isArray((saved.data as unknown as Record<string, unknown> | undefined)?.[key]),
    );
    if (saved.seed === SEED && complete) tables = watch(createTables(saved.data));
  } catch {
    target.removeItem(SNAPSHOT_KEY);
  }
}

/** Writes the snapshot if a table changed since the last call; handlers call it after each request. */
export function persistChanges(): void {
  if (!dirty || !storage || !tables) return;
  dirty = false;
  try {
    storage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot(tables)));
  } catch (error) {
    console.warn('Mock-Daten konnten nicht in der Sitzung gespeichert werden.', error);
  }
}
