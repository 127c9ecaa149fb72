import type { MockTables } from './db';
import { pgErrors } from '../store/errors';
import type { AnyRow } from '../store/schema';

type TableKey = keyof MockTables;

/** The foreign keys the table calls can touch, with the database's ON DELETE behaviour (designed). */
interface ForeignKey {
  table: TableKey;
  column: string;
  references: TableKey;
  refColumn: string;
  onDelete: 'cascade' | 'restrict';
}

const FOREIGN_KEYS: readonly ForeignKey[] = [
  // A map's points go with the map; a sighting's pictures with the sighting.
  { table: 'mappoint', column: 'karte_id', references: 'karte', refColumn: 'id', onDelete: 'cascade' },
  { table: 'bilder', column: 'kaefer_id', references: 'kaefer', refColumn: 'id', onDelete: 'cascade' },
  { table: 'karte', column: 'client_id', references: 'kunde', refColumn: 'client_id', onDelete: 'restrict' },
  { table: 'kaefer', column: 'art', references: 'kaeferarten', refColumn: 'id', onDelete: 'restrict' },
  { table: 'kaefer', column: 'user_id', references: 'benutzer', refColumn: 'user_id', onDelete: 'restrict' },
];

function rowsOf(db: MockTables, key: TableKey): AnyRow[] {
  return db[key].all() as unknown as AnyRow[];
}

/** Checks that every written reference exists (23503 otherwise), as the database does on INSERT and UPDATE. */
export function checkReferences(db: MockTables, key: TableKey, rows: readonly AnyRow[]): void {
  for (const fk of FOREIGN_KEYS.filter((f) => f.table === key)) {
    const targets = new Set(rowsOf(db, fk.references).map((r) => r[fk.refColumn]));
    for (const row of rows) {
      const value = row[fk.column];
      if (value !== null && value !== undefined && !targets.has(value)) {
        throw pgErrors.foreignKey(db[key].name, fk.column, value, db[fk.references].name);
      }
    }
  }
}

/** Before a delete: refuses when a restricting row still points at a removed row, else cascades. */
export function deleteDependents(db: MockTables, key: TableKey, removed: readonly AnyRow[]): void {
  for (const fk of FOREIGN_KEYS.filter((f) => f.references === key)) {
    const gone = new Set(removed.map((r) => r[fk.refColumn]));
    const dependents = rowsOf(db, fk.table).filter((r) => gone.has(r[fk.column]));
    if (dependents.length === 0) continue;
    const child = db[fk.table];
    if (fk.onDelete === 'restrict') {
      const value = dependents[0]?.[fk.column];
      throw pgErrors.stillReferenced(db[key].name, child.name, fk.column, value);
    }
    child.delete([{ column: fk.column, op: 'in', negate: false, value: [...gone] }]);
  }
}
