import type { QualifiedIdentifier } from './planTypes';
import type { Routine, SchemaCache, Table } from './schemaCache';

const key = (qi: QualifiedIdentifier) => `${qi.schema}\u0000${qi.name}`;

/** The schema cache indexed for planning (PostgREST's HashMaps). */
export class Catalog {
  readonly tables = new Map<string, Table>();
  readonly routines = new Map<string, Routine[]>();
  readonly tableNamesBySchema = new Map<string, string[]>();

  constructor(readonly cache: SchemaCache) {
    for (const t of cache.tables) {
      this.tables.set(key(t), t);
      const names = this.tableNamesBySchema.get(t.schema) ?? [];
      names.push(t.name);
      this.tableNamesBySchema.set(t.schema, names);
    }
    for (const r of cache.routines) {
      const list = this.routines.get(key(r)) ?? [];
      list.push(r);
      this.routines.set(key(r), list);
    }
    // Overloads with fewer parameters first (Routine's Ord instance).
    for (const list of this.routines.values()) list.sort((a, b) => a.params.length - b.params.length);
  }

  table(qi: QualifiedIdentifier): Table | undefined {
    return this.tables.get(key(qi));
  }

  /** A function's overloads, fewer parameters first. */
  overloads(qi: QualifiedIdentifier): Routine[] {
    return this.routines.get(key(qi)) ?? [];
  }
}
