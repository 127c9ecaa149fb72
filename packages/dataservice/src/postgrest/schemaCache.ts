/**
 * What PostgREST 16.2 knows of the database (SchemaCache.hs, SchemaCache/Table.hs,
 * SchemaCache/Routine.hs, Config/Database.hs): the tables and views and the functions of
 * the exposed schemas, and the settings of the roles the authenticator may become. Loaded
 * once when the emulation starts and again on NOTIFY (AppState/Reload.hs), never per
 * request: a request is planned from this alone.
 *
 * Not loaded (so not emulated): relationships (resource embedding), view primary keys
 * (PostgREST infers them from the view's definition), domain representations, custom
 * media-type handlers, computed relationships.
 */
import type { SqlSession } from './types';

export interface Column {
  name: string;
  /** PostgREST's colType: a domain's base type when that is a built-in one (decides to_tsvector). */
  dataType: string;
  /** format_type(atttypid, atttypmod): the type json_to_record reads the body with. */
  nominalType: string;
  /** The column default as SQL (missing=default). */
  default: string | null;
}

export interface Table {
  schema: string;
  name: string;
  isView: boolean;
  insertable: boolean;
  updatable: boolean;
  deletable: boolean;
  /** Sorted by name, as PostgREST's query sorts them. */
  pkCols: string[];
  columns: Column[];
}

export interface RoutineParam {
  /** '' for an unnamed parameter. */
  name: string;
  type: string;
  /** The type without a length limit (character → character varying), as the body is read. */
  typeMaxLength: string;
  required: boolean;
  variadic: boolean;
}

export type IsolationLevel = 'read committed' | 'repeatable read' | 'serializable';

export interface Routine {
  schema: string;
  name: string;
  params: RoutineParam[];
  returns: {
    setOf: boolean;
    /** A row type (table, composite type, record/TABLE/OUT parameters). */
    composite: boolean;
    schema: string;
    /** For a composite: its relation or type name ("record" for TABLE(...)); else the type name. */
    name: string;
  };
  volatility: 'volatile' | 'stable' | 'immutable';
  hasVariadic: boolean;
  /** SET default_transaction_isolation on the function. */
  isolationLevel: IsolationLevel | null;
  /** The function's own SET settings that PostgREST hoists (db-hoisted-tx-settings). */
  settings: [string, string][];
}

export interface SchemaCache {
  tables: Table[];
  routines: Routine[];
  /** ALTER ROLE … SET of the roles the authenticator is a member of (applied per request). */
  roleSettings: Record<string, [string, string][]>;
  /** ALTER ROLE … SET default_transaction_isolation of those roles. */
  roleIsolationLevels: Record<string, IsolationLevel>;
}

/** db-hoisted-tx-settings' default (Config.hs). */
export const HOISTED_TX_SETTINGS = [
  'statement_timeout',
  'plan_filter.statement_cost_limit',
  'default_transaction_isolation',
];

export function toIsolationLevel(text: string): IsolationLevel {
  const lower = text.toLowerCase();
  return lower === 'repeatable read' || lower === 'serializable' ? lower : 'read committed';
}

/** A value of a json column: a driver may hand it over parsed or as text. */
function jsonValue<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

const escapeIdent = (name: string) => `"${name.replace(/\0.*$/s, '').replace(/"/g, '""')}"`;

/**
 * A domain's base type, followed down chains of domains (SchemaCache.hs' base_types for
 * PostgreSQL < 17, written once for every version).
 */
const BASE_TYPES = `
  base_types AS (
    WITH RECURSIVE chain AS (
      SELECT oid, typbasetype, coalesce(nullif(typbasetype, 0), oid) AS base_type FROM pg_type
      UNION
      SELECT c.oid, b.typbasetype, coalesce(nullif(b.typbasetype, 0), b.oid)
        FROM chain c JOIN pg_type b ON c.typbasetype = b.oid
    )
    SELECT oid, base_type FROM chain WHERE typbasetype = 0
  )`;

/** Tables, views and their columns and primary keys (SchemaCache.hs tablesSqlQuery, reduced to what requests use). */
const TABLES_SQL = `
  WITH ${BASE_TYPES}
  SELECT n.nspname AS schema, c.relname AS name, c.relkind IN ('v', 'm') AS is_view,
         c.relkind IN ('r', 'p') OR (c.relkind IN ('v', 'f') AND (pg_relation_is_updatable(c.oid::regclass, true) & 8) = 8) AS insertable,
         c.relkind IN ('r', 'p') OR (c.relkind IN ('v', 'f') AND (pg_relation_is_updatable(c.oid::regclass, true) & 4) = 4) AS updatable,
         c.relkind IN ('r', 'p') OR (c.relkind IN ('v', 'f') AND (pg_relation_is_updatable(c.oid::regclass, true) & 16) = 16) AS deletable,
         coalesce((SELECT array_agg(a.attname::text ORDER BY a.attname)
                     FROM pg_constraint k JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = ANY (k.conkey)
                    WHERE k.conrelid = c.oid AND k.contype = 'p' AND c.relkind IN ('r', 'p') AND NOT a.attisdropped),
                  '{}') AS pk_cols,
         coalesce((SELECT json_agg(json_build_object(
                     'name', a.attname,
                     'dataType', CASE
                        WHEN t.typtype = 'd' AND bt.typnamespace = 'pg_catalog'::regnamespace THEN format_type(b.base_type, NULL)
                        WHEN t.typtype <> 'd' AND t.typnamespace = 'pg_catalog'::regnamespace THEN format_type(a.atttypid, NULL)
                        ELSE format_type(a.atttypid, a.atttypmod) END,
                     'nominalType', format_type(a.atttypid, a.atttypmod),
                     'default', CASE
                        WHEN t.typbasetype <> 0 AND ad.adbin IS NULL THEN pg_get_expr(t.typdefaultbin, 0)
                        WHEN a.attidentity = 'd' THEN format('nextval(%L)', seq.objid::regclass)
                        WHEN a.attgenerated = 's' THEN NULL
                        ELSE pg_get_expr(ad.adbin, ad.adrelid)::text END)
                   ORDER BY a.attnum)
                     FROM pg_attribute a
                     JOIN pg_type t ON t.oid = a.atttypid
                     LEFT JOIN base_types b ON b.oid = t.oid
                     LEFT JOIN pg_type bt ON bt.oid = b.base_type
                     LEFT JOIN pg_attrdef ad ON ad.adrelid = a.attrelid AND ad.adnum = a.attnum
                     LEFT JOIN pg_depend seq ON seq.refobjid = a.attrelid AND seq.refobjsubid = a.attnum AND seq.deptype = 'i'
                    WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped),
                  '[]') AS columns
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE c.relkind IN ('v', 'r', 'm', 'f', 'p') AND NOT c.relispartition
     AND c.relnamespace = ANY ($1::regnamespace[])
   ORDER BY 1, 2`;

/**
 * Functions with their parameters, return type, volatility and settings (SchemaCache.hs
 * funcsSqlQuery). Parameters are read as PostgREST reads them: names zipped with the input
 * types, unnamed ones callable only alone and of a body type.
 */
const ROUTINES_SQL = `
  WITH ${BASE_TYPES},
  args AS (
    SELECT p.oid,
           json_agg(json_build_object(
             'name', coalesce(a.name, ''),
             'type', a.type::regtype::text,
             'typeMaxLength', CASE a.type
                WHEN 'bit'::regtype THEN 'bit varying'
                WHEN 'bit[]'::regtype THEN 'bit varying[]'
                WHEN 'character'::regtype THEN 'character varying'
                WHEN 'character[]'::regtype THEN 'character varying[]'
                ELSE a.type::regtype::text END,
             'required', a.idx <= p.pronargs - p.pronargdefaults,
             'variadic', coalesce(a.mode = 'v', false)) ORDER BY a.idx) AS params,
           CASE count(*) - count(a.name)
             WHEN 0 THEN true
             WHEN 1 THEN (array_agg(a.type))[1] IN ('bytea'::regtype, 'json'::regtype, 'jsonb'::regtype, 'text'::regtype, 'xml'::regtype)
             ELSE false END AS callable
      FROM pg_proc p, unnest(p.proargnames, p.proargtypes, p.proargmodes) WITH ORDINALITY AS a(name, type, mode, idx)
     WHERE a.type IS NOT NULL
     GROUP BY p.oid
  )
  SELECT pn.nspname AS schema, p.proname AS name, coalesce(args.params, '[]') AS params,
         tn.nspname AS return_schema, coalesce(comp.relname, t.typname) AS return_name,
         p.proretset AS returns_set,
         t.typtype = 'c' OR coalesce(p.proargmodes::text[] && '{t,b,o}', false) AS returns_composite,
         p.provolatile::text AS volatility, p.provariadic <> 0 AS has_variadic,
         (SELECT substr(s, strpos(s, '=') + 1) FROM unnest(p.proconfig) s
           WHERE s LIKE 'default_transaction_isolation=%' LIMIT 1) AS isolation_level,
         coalesce((SELECT json_agg(json_build_array(substr(s, 1, strpos(s, '=') - 1), substr(s, strpos(s, '=') + 1)))
                     FROM unnest(p.proconfig) s WHERE s ~ ANY ($2::text[])), '[]') AS settings
    FROM pg_proc p
    LEFT JOIN args ON args.oid = p.oid
    JOIN pg_namespace pn ON pn.oid = p.pronamespace
    JOIN base_types bt ON bt.oid = p.prorettype
    JOIN pg_type t ON t.oid = bt.base_type
    JOIN pg_namespace tn ON tn.oid = t.typnamespace
    LEFT JOIN pg_class comp ON comp.oid = t.typrelid
   WHERE t.oid <> 'trigger'::regtype AND coalesce(args.callable, true) AND p.prokind = 'f'
     AND p.pronamespace = ANY ($1::regnamespace[])
   ORDER BY 1, 2, p.pronargs`;

/** The settings of the roles the session user may become (Config/Database.hs queryRoleSettings). */
const roleSettingsSql = (withParameterPrivilege: boolean) => `
  WITH role_setting AS (
    SELECT r.rolname, unnest(r.rolconfig) AS setting
      FROM pg_auth_members m JOIN pg_roles r ON r.oid = m.roleid
     WHERE m.member = quote_ident(current_user)::regrole::oid
  ),
  kv AS (
    SELECT rolname, substr(setting, 1, strpos(setting, '=') - 1) AS key, substr(setting, strpos(setting, '=') + 1) AS value
      FROM role_setting
  )
  SELECT kv.rolname AS role, kv.key, kv.value
    FROM kv JOIN pg_settings ps ON ps.name = kv.key
     AND (ps.context = 'user'${withParameterPrivilege ? " OR has_parameter_privilege(quote_ident(current_user)::regrole::oid, ps.name, 'set')" : ''})
   ORDER BY 1, 2`;

/**
 * Reads the schema cache over one session (as the authenticator, like PostgREST), in a
 * read-only transaction with an empty search_path so every type name comes qualified.
 */
export async function loadSchemaCache(
  session: SqlSession,
  schemas: string[],
  hoistedSettings: string[] = HOISTED_TX_SETTINGS,
): Promise<SchemaCache> {
  const version = Number((await session.query(`SELECT current_setting('server_version_num') AS v`)).rows[0]?.v ?? 0);
  await session.query('BEGIN ISOLATION LEVEL READ COMMITTED READ ONLY');
  try {
    await session.query(`SET LOCAL search_path = ''`);
    const qualified = schemas.map(escapeIdent);
    const tables = (await session.query(TABLES_SQL, [qualified])).rows.map((r): Table => ({
      schema: String(r.schema),
      name: String(r.name),
      isView: Boolean(r.is_view),
      insertable: Boolean(r.insertable),
      updatable: Boolean(r.updatable),
      deletable: Boolean(r.deletable),
      pkCols: r.pk_cols as string[],
      columns: jsonValue<Column[]>(r.columns),
    }));
    const routines = (await session.query(ROUTINES_SQL, [qualified, hoistedSettings])).rows.map((r): Routine => ({
      schema: String(r.schema),
      name: String(r.name),
      params: jsonValue<RoutineParam[]>(r.params),
      returns: {
        setOf: Boolean(r.returns_set),
        composite: Boolean(r.returns_composite),
        schema: String(r.return_schema),
        name: String(r.return_name),
      },
      volatility: r.volatility === 'i' ? 'immutable' : r.volatility === 's' ? 'stable' : 'volatile',
      hasVariadic: Boolean(r.has_variadic),
      isolationLevel: r.isolation_level == null ? null : toIsolationLevel(String(r.isolation_level)),
      settings: jsonValue<[string, string][]>(r.settings),
    }));
    const roleRows = (await session.query(roleSettingsSql(version >= 150000))).rows;
    await session.query('COMMIT');
    const roleSettings: Record<string, [string, string][]> = {};
    const roleIsolationLevels: Record<string, IsolationLevel> = {};
    for (const r of roleRows) {
      const role = String(r.role);
      if (r.key === 'default_transaction_isolation') roleIsolationLevels[role] = toIsolationLevel(String(r.value));
      else (roleSettings[role] ??= []).push([String(r.key), String(r.value)]);
    }
    return { tables, routines, roleSettings, roleIsolationLevels };
  } catch (error) {
    await session.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
