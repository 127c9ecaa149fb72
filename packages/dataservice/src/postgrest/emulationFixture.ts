/**
 * What the emulation's golden tests (emulation.*.test.ts) plan against: a schema cache written by
 * hand with a few of the app's relations and functions, two emulations configured from it, and
 * helpers that read a plan's statements or its refusal. No database is involved (execution:
 * test/postgrest/).
 */
import {
  createEmulationFromSchemaCache,
  type ApiRequest,
  type ApiResponse,
  type Routine,
  type SchemaCache,
  type Statement,
} from './index';

const column = (name: string, type: string, defaultValue: string | null = null) => ({
  name,
  dataType: type,
  nominalType: type,
  default: defaultValue,
});
const param = (name: string, type = 'text', required = true) => ({
  name,
  type,
  typeMaxLength: type,
  required,
  variadic: false,
});
const routine = (
  name: string,
  params: Routine['params'],
  returns: Routine['returns'],
  volatility: Routine['volatility'] = 'stable',
): Routine => ({
  schema: 'api',
  name,
  params,
  returns,
  volatility,
  hasVariadic: false,
  isolationLevel: null,
  settings: [],
});
const view = (name: string, columns: ReturnType<typeof column>[]) => ({
  schema: 'api',
  name,
  isView: true,
  insertable: true,
  updatable: true,
  deletable: true,
  pkCols: [],
  columns,
});

/** A few of the app's relations and functions, as the schema cache would load them. */
const CACHE: SchemaCache = {
  tables: [
    view('karte', [
      column('id', 'integer', "nextval('data.karte_id_seq'::regclass)"),
      column('map_name', 'text'),
      column('jahr', 'integer'),
      column('width', 'integer'),
      column('height', 'integer'),
      column('status', 'character varying(20)'),
    ]),
    view('mappoint', [column('karte_id', 'integer'), column('nr', 'integer'), column('x', 'double precision')]),
    view('benutzer', [column('user_id', 'integer'), column('berufsgruppe', 'text')]),
  ],
  routines: [
    // RETURNS TABLE (…): a composite of type record.
    routine('a_get_all_users', [], { setOf: true, composite: true, schema: 'pg_catalog', name: 'record' }),
    routine('a_get_kaefer_overview', [param('bundesland', 'text', false), param('kaeferart', 'text', false)], {
      setOf: true,
      composite: true,
      schema: 'data',
      name: 'kaefer_overview_row',
    }),
    routine('a_get_user_name', [param('g_mail')], {
      setOf: false,
      composite: false,
      schema: 'pg_catalog',
      name: 'text',
    }),
    routine(
      'a_set_projektordner',
      [param('client_id'), param('ordner')],
      { setOf: false, composite: false, schema: 'pg_catalog', name: 'void' },
      'volatile',
    ),
    {
      ...routine('tags', [], { setOf: true, composite: false, schema: 'pg_catalog', name: 'text' }, 'immutable'),
      isolationLevel: 'repeatable read',
      settings: [['statement_timeout', '1s']],
    },
  ],
  roleSettings: { ogf_expert: [['statement_timeout', '5s']] },
  roleIsolationLevels: {},
};

const emulation = createEmulationFromSchemaCache(
  { dbSchemas: ['api'], dbAnonRole: 'web_anon', dbMaxRows: 1000, dbPreRequest: 'data.pre_request' },
  CACHE,
);
/** No db-max-rows, no pre-request, tx= allowed, two schemas. */
export const bare = createEmulationFromSchemaCache(
  {
    dbSchemas: ['api', 'other'],
    dbAnonRole: 'web_anon',
    dbMaxRows: null,
    dbPreRequest: null,
    dbTxEnd: 'commit-allow-override',
  },
  CACHE,
);

export const request = (
  method: string,
  path: string,
  query = '',
  body: string | null = null,
  headers: Record<string, string> = {},
): ApiRequest => ({
  method,
  path,
  query,
  body,
  headers,
  role: 'ogf_admin',
  claims: { email: 'admin@example.org' },
});

export function statements(req: ApiRequest, on = emulation): Statement[] {
  const planned = on.plan(req);
  if (!('statements' in planned)) throw new Error(`refused: ${planned.body}`);
  return planned.statements;
}
/** The main statement (the one with pgrst_source). */
export const main = (req: ApiRequest, on = emulation) =>
  statements(req, on).find((s) => s.sql.startsWith('WITH pgrst_source'))!;
export function refusal(req: ApiRequest, on = emulation): ApiResponse & { json: Record<string, unknown> } {
  const planned = on.plan(req);
  if ('statements' in planned) throw new Error('planned, not refused');
  return { ...planned, json: JSON.parse(planned.body) as Record<string, unknown> };
}

export const TAIL =
  "nullif(current_setting('response.headers', true), '') AS response_headers, nullif(current_setting('response.status', true), '') AS response_status";
