import { pgErrors } from './errors';
import { matches, sortRows, type ColumnFilter, type Filter, type OrderTerm, type ParsedQuery } from './query';
import { sortAllRows } from './sortedOrder';
import { charLength, textLimit } from './plausible';
import { coerce, isNonFiniteSpelling, type AnyRow, type ColumnType, type TableSchema } from './schema';

/**
 * One table of the in-memory store. Rows are kept as plain objects; every write coerces
 * its values to the column types, so "12" written over the wire reads back as 12.
 *
 * Stored rows are frozen and replaced, never changed in place, so reads hand them out
 * without copying each (the demo's large dataset has 50,000 users and 200,000 positions;
 * a copy per row per request cost more than the answer). Equality lookups (`where`) go
 * through an index per column, built on first use and dropped by every write.
 */
/** An order as text: equal orders, equal keys. */
const orderKey = (order: readonly OrderTerm[]) =>
  order.map((term) => `${term.column}.${term.descending}.${term.nullsFirst}`).join(',');

export class Table<Row extends object = AnyRow> {
  readonly schema: TableSchema<Row>;
  /** Called after every write that changed rows (the store persists the session then). */
  onChange: (() => void) | null = null;
  /** Counts the writes that changed rows: a result computed from the table is current while it stays. */
  private writes = 0;
  private rows: Row[];
  /** Per column: the rows by their value as text (a superset of `eq`'s matches, see `where`). */
  private readonly indexes = new Map<string, Map<string, Row[]>>();
  /** The kept orders (keepOrder) by their key: the rows sorted, or null until the next read after a write. */
  private readonly kept = new Map<string, AnyRow[] | null>();

  constructor(schema: TableSchema<Row>, rows: readonly Row[]) {
    this.schema = schema;
    this.rows = rows.map((row) => Object.freeze({ ...row }) as Row);
  }

  get name(): string {
    return this.schema.name;
  }

  /** Changes with every write that changed rows (readCache.ts keys its results by it). */
  get version(): number {
    return this.writes;
  }

  /** Every row (a new array of the frozen rows), for snapshots and for RPCs that join tables. */
  all(): Row[] {
    return [...this.rows];
  }

  /**
   * Rows matching the filters, ordered, paged and projected like a PostgREST GET. Unpaged,
   * `sortedPrefix` says how many first rows the caller's page needs in order (sortRows).
   */
  select(query: ParsedQuery, sortedPrefix = Number.POSITIVE_INFINITY): AnyRow[] {
    const wanted = query.limit === null ? sortedPrefix : query.offset + query.limit;
    const found = this.matching(query, wanted);
    const paged = found.slice(query.offset, query.limit === null ? undefined : query.offset + query.limit);
    return paged.map((row) => this.project(row, query.select));
  }

  /**
   * Every row matching the filters, in the order's sequence for the first `sortedPrefix`
   * (sortRows): the stored frozen rows themselves, for a caller that pages and projects them
   * itself. A GET counts all of them and answers a page, and copying each of 50,000 users for
   * a page of 25 was most of the users list's answer.
   */
  matching(query: Pick<ParsedQuery, 'filters' | 'order'>, sortedPrefix = Number.POSITIVE_INFINITY): AnyRow[] {
    const sorted = query.order.length > 0 && sortedPrefix > 0 ? this.keptOrder(query.order) : null;
    // Filtering a stable sort's rows keeps them as sorting the filtered rows would.
    if (sorted) return sorted.filter((row) => matches(row, query.filters));
    return sortRows(this.filter(query.filters) as AnyRow[], query.order, sortedPrefix);
  }

  /**
   * Keeps the rows sorted by `order` between writes (sorted again on the first read after
   * one): a list's default order, so its pages are a filter of rows already in order rather
   * than a sort of the whole table per request (architecture §4: an ordered index scan).
   */
  keepOrder(order: readonly OrderTerm[]): void {
    const key = orderKey(order);
    if (!this.kept.has(key)) this.kept.set(key, null);
  }

  private keptOrder(order: readonly OrderTerm[]): AnyRow[] | null {
    const key = orderKey(order);
    if (!this.kept.has(key)) return null;
    const sorted = this.kept.get(key) ?? sortAllRows(this.rows as AnyRow[], order);
    this.kept.set(key, sorted);
    return sorted;
  }

  /** Inserts rows: fills the serial column, checks required columns and the primary key. */
  insert(input: readonly AnyRow[]): Row[] {
    this.assertWritable();
    const created: Row[] = [];
    let nextSerial = this.nextSerial();
    for (const raw of input) {
      const row = this.coerceRow(raw, true);
      const serial = this.schema.serial;
      if (serial && this.schema.serialAlways && row[serial] !== null && row[serial] !== undefined) {
        throw pgErrors.identityAlways(serial);
      }
      if (serial && (row[serial] === null || row[serial] === undefined)) {
        row[serial] = nextSerial;
      }
      if (serial && typeof row[serial] === 'number') nextSerial = Math.max(nextSerial, (row[serial] as number) + 1);
      for (const column of this.schema.required ?? []) {
        if (row[column] === null || row[column] === undefined) throw pgErrors.notNull(this.name, column);
      }
      const key = this.schema.primaryKey.map((column) => row[column]);
      const clash = [...this.rows, ...created].some((existing) =>
        this.schema.primaryKey.every((column, i) => (existing as AnyRow)[column] === key[i]),
      );
      if (clash) throw pgErrors.duplicateKey(this.name, this.schema.primaryKey, key);
      this.assertChecks(row as Row);
      created.push(row as Row);
    }
    this.rows.push(...created.map((row) => Object.freeze({ ...row }) as Row));
    this.changed(created.length);
    return created.map((row) => ({ ...row }));
  }

  /** Applies a patch to every matching row and returns the changed rows. */
  update(filters: readonly Filter[], patch: AnyRow): Row[] {
    this.assertWritable();
    const changes = this.coerceRow(patch, false);
    const changed: Row[] = [];
    const next = this.rows.map((row) => {
      if (!matches(row as AnyRow, filters)) return row;
      const updated = Object.freeze({ ...row, ...changes }) as Row;
      this.assertChecks(updated);
      changed.push(updated);
      return updated;
    });
    this.rows = next;
    this.changed(changed.length);
    return changed.map((row) => ({ ...row }));
  }

  /** Removes every matching row and returns the removed rows. */
  delete(filters: readonly Filter[]): Row[] {
    this.assertWritable();
    const removed = this.rows.filter((row) => matches(row as AnyRow, filters));
    this.rows = this.rows.filter((row) => !matches(row as AnyRow, filters));
    this.changed(removed.length);
    return removed.map((row) => ({ ...row }));
  }

  /**
   * Finds rows by simple column equality, coercing the wanted values ("12" finds 12). The
   * first criterion goes through its column's index: `eq` compares numbers as numbers and
   * everything else as text, so equal values have equal text, and the candidates are
   * filtered exactly after.
   */
  where(criteria: Partial<Record<keyof Row & string, unknown>>): Row[] {
    const filters = this.eqFilters(criteria);
    const [column, wanted] = Object.entries(criteria)[0] ?? [];
    const value = column === undefined ? null : coerce(this.type(column), wanted);
    const candidates =
      column === undefined || value === null || value === undefined
        ? this.rows
        : (this.indexOn(column).get(String(value)) ?? []);
    return candidates.filter((row) => matches(row as AnyRow, filters)).map((row) => ({ ...row }));
  }

  private indexOn(column: string): Map<string, Row[]> {
    let index = this.indexes.get(column);
    if (index) return index;
    index = new Map();
    for (const row of this.rows) {
      const cell = (row as AnyRow)[column];
      // A null cell never equals anything (SQL's NULL = x).
      if (cell === null || cell === undefined) continue;
      const key = String(cell);
      const same = index.get(key);
      if (same) same.push(row);
      else index.set(key, [row]);
    }
    this.indexes.set(column, index);
    return index;
  }

  /** Equality filters for `where`, `update` and `delete` from RPC handlers. */
  eqFilters(criteria: Partial<Record<keyof Row & string, unknown>>): Filter[] {
    return Object.entries(criteria).map(([column, value]) => ({
      column,
      op: 'eq' as const,
      negate: false,
      value: coerce(this.type(column), value),
    }));
  }

  nextSerial(): number {
    const serial = this.schema.serial;
    if (!serial) return 1;
    return this.rows.reduce((max, row) => Math.max(max, Number((row as AnyRow)[serial]) || 0), 0) + 1;
  }

  /** The table's row rules (SQL's CHECK constraints). */
  private assertChecks(row: Row): void {
    const broken = this.schema.checks?.find((check) => !check.holds(row));
    if (broken) throw pgErrors.checkViolation(this.name, broken.name);
  }

  private changed(count: number): void {
    if (count === 0) return;
    this.writes += 1;
    this.indexes.clear();
    for (const key of this.kept.keys()) this.kept.set(key, null);
    this.onChange?.();
  }

  /**
   * The rows matching the filters, in the table's order. A plain `eq` among them narrows the
   * candidates through its column's index first (a superset of its matches in table order,
   * see `where`): the users list's open expert requests are 1,541 of 50,000 users.
   */
  private filter(filters: readonly Filter[]): Row[] {
    const narrowing = filters.find(
      (filter): filter is ColumnFilter =>
        'column' in filter &&
        filter.op === 'eq' &&
        !filter.negate &&
        filter.value !== null &&
        filter.value !== undefined,
    );
    const candidates = narrowing ? (this.indexOn(narrowing.column).get(String(narrowing.value)) ?? []) : this.rows;
    return candidates.filter((row) => matches(row as AnyRow, filters));
  }

  private type(column: string): ColumnType {
    const type = (this.schema.columns as Record<string, ColumnType>)[column];
    if (!type) throw pgErrors.unknownColumn(this.name, column);
    return type;
  }

  /** A body row coerced to the column types; unknown columns throw PGRST204. */
  coerceRow(raw: AnyRow, fill: boolean): AnyRow {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw pgErrors.badJson();
    const row: AnyRow = {};
    for (const [column, value] of Object.entries(raw)) {
      const type = (this.schema.columns as Record<string, ColumnType>)[column];
      if (!type) throw pgErrors.unknownBodyColumn(this.name, column);
      // SQL's `<table>_endlich` check: numeric would store 'NaN' or 'Infinity'; JavaScript cannot.
      if (type === 'numeric' && isNonFiniteSpelling(value))
        throw pgErrors.checkViolation(this.name, `${this.name}_endlich`);
      row[column] = coerce(type, value);
      // SQL's `<table>_<column>_laenge` checks (packages/dataservice/sql/31_constraints.sql).
      const text = row[column];
      if (type === 'text' && typeof text === 'string' && text.length > textLimit(this.name, column)) {
        if (charLength(text) > textLimit(this.name, column)) {
          throw pgErrors.checkViolation(this.name, `${this.name}_${column}_laenge`);
        }
      }
    }
    if (fill) {
      const defaults = (this.schema.defaults ?? {}) as AnyRow;
      for (const column of Object.keys(this.schema.columns))
        if (!(column in row)) row[column] = defaults[column] ?? null;
    }
    return row;
  }

  private project(row: AnyRow, select: string[] | null): AnyRow {
    if (select === null) return { ...row };
    return Object.fromEntries(select.map((column) => [column, row[column]]));
  }

  private assertWritable(): void {
    if (this.schema.readOnly) throw pgErrors.readOnly(this.name);
  }
}
