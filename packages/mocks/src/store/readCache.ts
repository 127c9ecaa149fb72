/** What a cached result depends on: a table of the store (Table's `version` changes with each write). */
interface Versioned {
  readonly version: number;
}

interface Entry<T> {
  tables: readonly Versioned[];
  versions: number[];
  value: readonly T[];
}

/** At most this many argument combinations are kept per procedure; beyond, the oldest goes. */
const MAX_ENTRIES = 32;

/**
 * The rows of an expensive read procedure, kept between writes: the maps list fits every
 * map's control points, the sightings overview counts every picture, the invoice and offer
 * lists add up every document's positions. The large dataset (`?daten=gross`) made each of
 * these hundreds of milliseconds per request, for an answer that changes only when one of
 * the tables it reads is written. A result is reused only while the very same table
 * objects (a restored or reset store has new ones) are at the versions it was computed at.
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  /** The rows for `key` (the call's arguments) read from `tables`: kept, or computed now. */
  rows(key: string, tables: readonly Versioned[], compute: () => readonly T[]): T[] {
    const kept = this.entries.get(key);
    if (
      kept &&
      kept.tables.length === tables.length &&
      kept.tables.every((table, i) => table === tables[i] && table.version === kept.versions[i])
    ) {
      return [...kept.value];
    }
    const value = compute();
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { tables, versions: tables.map((table) => table.version), value });
    return [...value];
  }
}
