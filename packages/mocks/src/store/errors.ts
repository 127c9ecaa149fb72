/**
 * PostgREST's error body and the errors our store raises, with the codes and English
 * messages the real data service sends (PostgREST 12 / PostgreSQL), so the app's error
 * handling meets the same shapes in demo mode as in connected mode.
 */
import type { PostgrestErrorBody } from '@waldmonitor/ui/model';

export class PostgrestError extends Error {
  readonly status: number;
  readonly body: PostgrestErrorBody;

  constructor(status: number, body: PostgrestErrorBody) {
    super(body.message);
    this.name = 'PostgrestError';
    this.status = status;
    this.body = body;
  }
}

const err = (
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
) => new PostgrestError(status, { code, message, details, hint });

export const pgErrors = {
  unknownColumn: (table: string, column: string) => err(400, '42703', `column ${table}.${column} does not exist`),
  unknownBodyColumn: (table: string, column: string) =>
    err(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`),
  badFilter: (raw: string, details: string) => err(400, 'PGRST100', `"failed to parse filter (${raw})"`, details),
  badOrder: (raw: string) =>
    err(400, 'PGRST100', `"failed to parse order (${raw})"`, 'unexpected end of input expecting "asc", "desc", ...'),
  invalidInput: (type: string, value: string) => err(400, '22P02', `invalid input syntax for type ${type}: "${value}"`),
  notNull: (table: string, column: string) =>
    err(400, '23502', `null value in column "${column}" of relation "${table}" violates not-null constraint`),
  badJson: () => err(400, 'PGRST102', 'Empty or invalid json'),
  /** PostgREST 12: an offset past the counted rows (`Prefer: count=…`). */
  rangeNotSatisfiable: (offset: number, total: number) =>
    err(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    ),
  readOnly: (table: string) => err(405, '42809', `cannot change relation "${table}"`, 'Views are not updatable.'),
  duplicateKey: (table: string, columns: readonly string[], values: readonly unknown[]) =>
    err(
      409,
      '23505',
      `duplicate key value violates unique constraint "${table}_${columns.length === 1 && columns[0] !== 'id' ? `${columns[0]}_key` : 'pkey'}"`,
      `Key (${columns.join(', ')})=(${values.map(String).join(', ')}) already exists.`,
    ),
  foreignKey: (table: string, column: string, value: unknown, target: string) =>
    err(
      409,
      '23503',
      `insert or update on table "${table}" violates foreign key constraint "${table}_${column}_fkey"`,
      `Key (${column})=(${String(value)}) is not present in table "${target}".`,
    ),
  stillReferenced: (table: string, child: string, column: string, value: unknown) =>
    err(
      409,
      '23503',
      `update or delete on table "${table}" violates foreign key constraint "${child}_${column}_fkey" on table "${child}"`,
      `Key (${column})=(${String(value)}) is still referenced from table "${child}".`,
    ),
  // The exposed relations are views over the tables (packages/dataservice/sql/15_table_paths.sql).
  columnPermission: (table: string) => err(403, '42501', `permission denied for view ${table}`),
  notSingular: (count: number) =>
    err(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${count} rows`),
  unknownFunction: (name: string) =>
    err(404, 'PGRST202', `Could not find the function public.${name} in the schema cache`),
  missingArgument: (fn: string, arg: string) =>
    err(
      404,
      'PGRST202',
      `Could not find the function public.${fn} without the parameter ${arg} in the schema cache`,
      null,
      `Perhaps you meant to call the function public.${fn} with the parameter ${arg}`,
    ),
  raise: (status: number, message: string, code = 'P0001') => err(status, code, message),
  // PostgreSQL's wording; its details ("Failing row contains (…)") are left out.
  checkViolation: (table: string, constraint: string) =>
    err(400, '23514', `new row for relation "${table}" violates check constraint "${constraint}"`),
  domainViolation: (domain: string) =>
    err(400, '23514', `value for domain ${domain} violates check constraint "${domain.replace(/^.*\./, '')}_check"`),
  identityAlways: (column: string) =>
    err(
      400,
      '428C9',
      `cannot insert a non-DEFAULT value into column "${column}"`,
      `Column "${column}" is an identity column defined as GENERATED ALWAYS.`,
      'Use OVERRIDING SYSTEM VALUE to override.',
    ),
};

/** A PostgREST error code that fits an HTTP status, for injected faults. */
export function codeForStatus(status: number): string {
  if (status === 401) return 'PGRST301';
  if (status === 403) return '42501';
  if (status === 404) return 'PGRST116';
  if (status === 406) return 'PGRST116';
  if (status === 409) return '23505';
  if (status === 503) return 'PGRST001';
  if (status >= 500) return 'XX000';
  return 'P0001';
}
