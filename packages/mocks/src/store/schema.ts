import { pgErrors } from './errors';

/** The column types the store distinguishes; values are coerced like PostgreSQL would. */
export type ColumnType = 'int' | 'numeric' | 'text' | 'bool' | 'date' | 'timestamp' | 'json';

export type AnyRow = Record<string, unknown>;

export interface TableSchema<Row extends object = AnyRow> {
  name: string;
  /** Every column, typed: a missing column is a type error against the entity. */
  columns: { [K in keyof Row]-?: ColumnType };
  primaryKey: readonly (keyof Row & string)[];
  /** Filled with max + 1 when an insert leaves it out (a serial column). */
  serial?: keyof Row & string;
  /** Columns that must not be null. */
  required?: readonly (keyof Row & string)[];
  /** Column defaults for inserts that leave the column out (as the database's DEFAULT). */
  defaults?: Partial<Row>;
  /** A view: reads only. */
  readOnly?: boolean;
  /** The serial column is filled only by the store (SQL: GENERATED ALWAYS); a given value is refused. */
  serialAlways?: boolean;
  /** Row rules (SQL: CHECK constraints by these names), checked on every insert and update. */
  checks?: readonly { name: string; holds: (row: Row) => boolean }[];
}

/** PostgreSQL's numeric input takes these, which are no amount, quantity or coordinate. */
export const isNonFiniteSpelling = (value: unknown): boolean =>
  typeof value === 'string' && /^\s*[+-]?(nan|inf|infinity)\s*$/i.test(value);

const PG_TYPE: Record<ColumnType, string> = {
  int: 'integer',
  numeric: 'numeric',
  text: 'text',
  bool: 'boolean',
  date: 'date',
  timestamp: 'timestamp with time zone',
  json: 'json',
};

/**
 * Coerces a value to a column's type the way PostgREST's json_populate_record and filter
 * casts do: "12" and 12 are the same integer, "true" is a boolean. Throws 22P02 otherwise.
 */
export function coerce(type: ColumnType, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'int':
    case 'numeric': {
      const n =
        typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      if (!Number.isFinite(n) || (type === 'int' && !Number.isInteger(n))) {
        throw pgErrors.invalidInput(PG_TYPE[type], String(value));
      }
      return n;
    }
    case 'bool': {
      if (typeof value === 'boolean') return value;
      const s = String(value).toLowerCase();
      if (['true', 't', '1', 'yes', 'on'].includes(s)) return true;
      if (['false', 'f', '0', 'no', 'off'].includes(s)) return false;
      throw pgErrors.invalidInput('boolean', String(value));
    }
    case 'date':
    case 'timestamp': {
      const s = String(value);
      // PostgreSQL answers a malformed date with 22007 (invalid_datetime_format), not 22P02.
      if (Number.isNaN(Date.parse(s))) {
        throw pgErrors.raise(400, `invalid input syntax for type ${PG_TYPE[type]}: "${s}"`, '22007');
      }
      return s;
    }
    case 'json':
      return value;
    case 'text':
      return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

export function columnType(schema: TableSchema, column: string): ColumnType {
  const type = (schema.columns as Record<string, ColumnType>)[column];
  if (!type) throw pgErrors.unknownColumn(schema.name, column);
  return type;
}
