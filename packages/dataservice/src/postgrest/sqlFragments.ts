/**
 * The pieces PostgREST 16.2 builds its statements from (Query/SqlFragment.hs), with its
 * spacing kept: the golden tests compare the text, and EXPLAIN should see what PostgREST
 * sends. Values from the request are parameters; identifiers are quoted.
 */
import type { Handler } from './mediaType';
import type {
  CoercibleField,
  CoercibleFilter,
  CoercibleLogicTree,
  CoercibleOrderTerm,
  CoercibleSelectField,
  QualifiedIdentifier,
} from './planTypes';
import { allRange, rangeLimit, rangeOffset, sameRange, type RowRange } from './range';
import type { Routine } from './schemaCache';
import { join, Snippet } from './snippet';

export const SOURCE_CTE = 'pgrst_source';

const trimNullChars = (text: string) => {
  const at = text.indexOf('\0');
  return at < 0 ? text : text.slice(0, at);
};

/** Identifiers.escapeIdent. */
export const escapeIdent = (name: string) => `"${trimNullChars(name).replace(/"/g, '""')}"`;

/** SqlFragment.fromQi: `"schema"."name"`, or `"name"` without a schema. */
export const fromQi = (qi: QualifiedIdentifier) =>
  (qi.schema === '' ? '' : `${escapeIdent(qi.schema)}.`) + escapeIdent(qi.name);

export const pgFmtColumn = (qi: QualifiedIdentifier, column: string) =>
  column === '*' ? `${fromQi(qi)}.*` : `${fromQi(qi)}.${escapeIdent(column)}`;

/** SqlFragment.pgFmtLit: a literal for text that comes from the database itself (a column default's name). */
export function pgFmtLit(text: string): string {
  const escaped = `'${trimNullChars(text).replace(/'/g, "''")}'`;
  return escaped.includes('\\') ? `E${escaped.replace(/\\/g, '\\\\')}` : escaped;
}

/** A value from the request, its type left for PostgreSQL to infer (SqlFragment.unknownLiteral). */
export const unknownLiteral = (value: string) => Snippet.param(value);

function pgFmtJsonPath(field: CoercibleField): Snippet {
  return field.jsonPath.reduce(
    (acc, op) =>
      acc.append(
        op.arrow,
        'key' in op.operand ? unknownLiteral(op.operand.key) : unknownLiteral(op.operand.index).append('::int'),
      ),
    Snippet.empty,
  );
}

/** SqlFragment.pgFmtField: a column, through its JSON path, inside to_tsvector for full-text filters. */
export function pgFmtField(qi: QualifiedIdentifier, field: CoercibleField): Snippet {
  let column: Snippet;
  if (field.jsonPath.length === 0) column = Snippet.sql(pgFmtColumn(qi, field.name));
  else if (field.toJson) column = Snippet.sql(`to_jsonb(${pgFmtColumn(qi, field.name)})`).append(pgFmtJsonPath(field));
  else column = Snippet.sql(pgFmtColumn(qi, field.name)).append(pgFmtJsonPath(field));
  if (field.toTsVector === null) return column;
  return Snippet.sql('to_tsvector(').append(ftsLanguage(field.toTsVector.language), column, ')');
}

const ftsLanguage = (language: string | null) =>
  language === null ? Snippet.empty : unknownLiteral(language).append(', ');

/** SqlFragment.pgFmtSelectItem (without aggregates: db-aggregates-enabled is off). */
export function pgFmtSelectItem(qi: QualifiedIdentifier, item: CoercibleSelectField): Snippet {
  let out = pgFmtField(qi, item.field);
  if (item.cast !== null) out = Snippet.sql('CAST( ').append(out, ` AS ${item.cast} )`);
  return item.alias === null ? out : out.append(` AS ${escapeIdent(item.alias)}`);
}

/** A PostgreSQL array literal of the values of `in.(…)`, passed as one parameter. */
function pgBuildArrayLiteral(values: string[]): string {
  const escaped = (v: string) => `"${trimNullChars(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return `{${values.map(escaped).join(',')}}`;
}

const SIMPLE_OPERATORS: Record<string, string> = {
  neq: '<>',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
const QUANT_OPERATORS: Record<string, string> = {
  eq: '=',
  gte: '>=',
  gt: '>',
  lte: '<=',
  lt: '<',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
};
const FTS_FUNCTIONS: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** SqlFragment.pgFmtFilter: `<NOT> <column> <operator> <parameter>`, with PostgREST's spaces. */
export function pgFmtFilter(qi: QualifiedIdentifier, filter: CoercibleFilter): Snippet {
  const head = Snippet.sql(`${filter.not ? 'NOT' : ''} `).append(pgFmtField(qi, filter.field));
  const op = filter.operation;
  switch (op.kind) {
    case 'simple':
      return head.append(` ${SIMPLE_OPERATORS[op.operator]!} `, unknownLiteral(op.value));
    case 'quant': {
      const value =
        op.operator === 'like' || op.operator === 'ilike'
          ? unknownLiteral(op.value.replace(/\*/g, '%'))
          : unknownLiteral(op.value);
      const quantified =
        op.quantifier === 'any'
          ? Snippet.sql('ANY(').append(value, ')')
          : op.quantifier === 'all'
            ? Snippet.sql('ALL(').append(value, ')')
            : value;
      return head.append(` ${QUANT_OPERATORS[op.operator]!} `, quantified);
    }
    case 'is':
      return head.append(
        ` IS ${{ null: 'NULL', not_null: 'NOT NULL', true: 'TRUE', false: 'FALSE', unknown: 'UNKNOWN' }[op.value]}`,
      );
    case 'isdistinct':
      return head.append(' IS DISTINCT FROM ', unknownLiteral(op.value));
    case 'in':
      return op.values.length === 1 && op.values[0] === ''
        ? head.append(" = ANY('{}') ")
        : head.append(' = ANY (', unknownLiteral(pgBuildArrayLiteral(op.values)), ') ');
    case 'fts':
      return head.append(
        ` @@ ${FTS_FUNCTIONS[op.operator]!}(`,
        ftsLanguage(op.language),
        unknownLiteral(op.value),
        ') ',
      );
  }
}

/** SqlFragment.pgFmtLogicTree: `<NOT> (a OR b)`. */
export function pgFmtLogicTree(qi: QualifiedIdentifier, tree: CoercibleLogicTree): Snippet {
  if (tree.kind === 'stmt') return pgFmtFilter(qi, tree.filter);
  return Snippet.sql(`${tree.not ? 'NOT' : ''} (`).append(
    join(
      tree.operator === 'and' ? ' AND ' : ' OR ',
      tree.children.map((c) => pgFmtLogicTree(qi, c)),
    ),
    ')',
  );
}

/** SqlFragment.pgFmtOrderTerm: the field, then direction and nulls joined by a space (present or not). */
export function pgFmtOrderTerm(qi: QualifiedIdentifier, term: CoercibleOrderTerm): Snippet {
  const direction = term.direction === null ? '' : term.direction.toUpperCase();
  const nulls = term.nulls === null ? '' : term.nulls === 'first' ? 'NULLS FIRST' : 'NULLS LAST';
  return pgFmtField(qi, term.field).append(` ${direction} ${nulls}`);
}

export function orderF(qi: QualifiedIdentifier, order: CoercibleOrderTerm[]): Snippet {
  return order.length === 0
    ? Snippet.empty
    : Snippet.sql('ORDER BY ').append(
        join(
          ', ',
          order.map((t) => pgFmtOrderTerm(qi, t)),
        ),
      );
}

/** SqlFragment.limitOffsetF: nothing for all rows, else LIMIT (or ALL) and OFFSET as parameters. */
export function limitOffsetF(range: RowRange): Snippet {
  if (sameRange(range, allRange)) return Snippet.empty;
  const limit = rangeLimit(range);
  return Snippet.sql('LIMIT ').append(
    limit === null ? Snippet.sql('ALL') : unknownLiteral(String(limit)),
    ' OFFSET ',
    unknownLiteral(String(rangeOffset(range))),
  );
}

/**
 * SqlFragment.fromJsonBodyF: the body as one JSON parameter read into typed columns with
 * json_to_record (an object) or json_to_recordset (an array), in a LATERAL subquery named
 * pgrst_body; with `missing=default` the columns' defaults are merged in first (jsonb).
 */
export function fromJsonBodyF(
  body: string | null,
  fields: CoercibleField[],
  includeSelect: boolean,
  includeLimitOne: boolean,
  includeDefaults: boolean,
): Snippet {
  const isJsonObject = (body ?? '').replace(/^[ \t\n\r]+/, '').startsWith('{');
  const namedCols = fields.map((f) => fromQi({ schema: 'pgrst_body', name: f.name })).join(', ');
  const parsedCols = fields.map((f) => escapeIdent(f.name)).join(', ');
  const typedCols = fields.map((f) => `${escapeIdent(f.name)} ${f.irType}`).join(', ');
  const defaults = fields
    .filter((f) => f.default !== null)
    .map((f) => `${pgFmtLit(f.name)}, ${f.default!}`)
    .join(',');
  const defsJsonb = `jsonb_build_object(${defaults})`;
  const finalBody = includeDefaults ? 'pgrst_json_defs.val' : 'pgrst_payload.json_data';
  const arrayElements = includeDefaults ? 'jsonb_array_elements' : 'json_array_elements';
  const toRecord = includeDefaults
    ? isJsonObject
      ? 'jsonb_to_record'
      : 'jsonb_to_recordset'
    : isJsonObject
      ? 'json_to_record'
      : 'json_to_recordset';
  const source =
    fields.length === 0
      ? isJsonObject
        ? '(values(1)) _ '
        : `${arrayElements}(${finalBody}) _ `
      : `${toRecord}(${finalBody}) AS _(${typedCols}) ${includeLimitOne ? 'LIMIT 1' : ''}`;
  const defaultsClause = !includeDefaults
    ? ''
    : isJsonObject
      ? `LATERAL (SELECT ${defsJsonb} || pgrst_payload.json_data AS val) pgrst_json_defs, `
      : `LATERAL (SELECT jsonb_agg(${defsJsonb} || elem) AS val from jsonb_array_elements(pgrst_payload.json_data) elem) pgrst_json_defs, `;
  return Snippet.sql(`${includeSelect ? `SELECT ${namedCols} ` : ''}FROM (SELECT `).append(
    Snippet.param(body, includeDefaults ? 'jsonb' : 'json'),
    ` AS json_data) pgrst_payload, ${defaultsClause}LATERAL (SELECT ${parsedCols} FROM ${source}) pgrst_body `,
  );
}

/**
 * SqlFragment.countF: with a count asked for, a second CTE over pgrst_source whenever a
 * range or db-max-rows is set (PostgreSQL then materializes pgrst_source), else the page's
 * own count; without one, null.
 */
export function countF(
  countQuery: Snippet,
  pageCountSelect: string,
  shouldCount: boolean,
  maxRows: number | null,
  range: RowRange,
): { cte: Snippet; result: Snippet } {
  if (!shouldCount) return { cte: Snippet.empty, result: Snippet.sql('null::bigint') };
  if (maxRows !== null || !sameRange(range, allRange)) {
    return {
      cte: Snippet.sql(', pgrst_source_count AS (').append(countQuery, ')'),
      result: Snippet.sql('(SELECT pg_catalog.count(*) FROM pgrst_source_count)'),
    };
  }
  return { cte: Snippet.empty, result: Snippet.sql(pageCountSelect) };
}

export const returnsSingle = (r: Routine) => !r.returns.setOf;
export const returnsScalar = (r: Routine) => !r.returns.setOf && !r.returns.composite;
export const returnsSetOfScalar = (r: Routine) => r.returns.setOf && !r.returns.composite;
export const returnsSingleComposite = (r: Routine) => !r.returns.setOf && r.returns.composite;
export const returnsVoid = (r: Routine) =>
  returnsScalar(r) && r.returns.schema === 'pg_catalog' && r.returns.name === 'void';

/** SqlFragment.pageCountSelectF: a function returning one value counts as one row. */
export const pageCountSelectF = (routine: Routine | null) =>
  routine !== null && returnsSingle(routine) ? '1' : 'pg_catalog.count(_postgrest_t)';

const stripNulls = (strip: boolean, text: string) => (strip ? `json_strip_nulls(${text})` : text);

/** SqlFragment.handlerF: how the rows of _postgrest_t become the body. */
export function handlerF(routine: Routine | null, handler: Handler): string {
  const scalar = routine !== null && returnsScalar(routine);
  switch (handler.kind) {
    case 'singular':
      return scalar
        ? `coalesce(${stripNulls(handler.stripNulls, 'json_agg(_postgrest_t.pgrst_scalar)->0')}, 'null')`
        : `coalesce(${stripNulls(handler.stripNulls, 'json_agg(_postgrest_t)->0')}, 'null')`;
    case 'json':
    case 'json-strip': {
      const strip = handler.kind === 'json-strip';
      if (routine !== null && returnsSingleComposite(routine))
        return `coalesce(${stripNulls(strip, 'json_agg(_postgrest_t)->0')}, 'null')`;
      if (scalar) return `coalesce(${stripNulls(strip, 'json_agg(_postgrest_t.pgrst_scalar)->0')}, 'null')`;
      if (routine !== null && returnsSetOfScalar(routine))
        return `coalesce(${stripNulls(strip, 'json_agg(_postgrest_t.pgrst_scalar)')}, '[]')`;
      return `coalesce(${stripNulls(strip, 'json_agg(_postgrest_t)')}, '[]')`;
    }
    case 'geojson':
      return "json_build_object('type', 'FeatureCollection', 'features', coalesce(json_agg(ST_AsGeoJSON(_postgrest_t)::json), '[]'))";
    case 'csv':
      // SqlFragment.asCsvF: a header line of the first row's keys, then the rows as CSV.
      return (
        "(SELECT coalesce(string_agg(a.k, ','), '')" +
        '  FROM (' +
        '    SELECT json_object_keys(r)::text as k' +
        '    FROM ( ' +
        `      SELECT row_to_json(hh) as r from ${SOURCE_CTE} as hh limit 1` +
        '    ) s' +
        '  ) a' +
        ')' +
        " || '\n' || " +
        "coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), '\n'), '')"
      );
    case 'none':
      return "''::text";
  }
}

/** SqlFragment.currentSettingF (nullif: an unset GUC reads as ''). */
export const currentSettingF = (setting: string) => `nullif(current_setting('${setting}', true), '')`;
export const responseHeadersF = currentSettingF('response.headers');
export const responseStatusF = currentSettingF('response.status');

/** SqlFragment.returningF: `RETURNING 1` counts the rows when no representation is asked for. */
export function returningF(qi: QualifiedIdentifier, returnings: string[]): string {
  return returnings.length === 0 ? 'RETURNING 1' : `RETURNING ${returnings.map((c) => pgFmtColumn(qi, c)).join(', ')}`;
}

/** SqlFragment.addConfigPgrstInserted: counts inserted (+1) against updated (-1) rows of an upsert. */
export function addConfigPgrstInserted(add: boolean): string {
  const [symbol, num] = add ? ['+', '0'] : ['-', '-1'];
  return `set_config('pgrst.inserted', (coalesce(${currentSettingF('pgrst.inserted')}::int, 0) ${symbol} 1)::text, true) <> '${num}'`;
}

export const noLocationF = 'array[]::text[]';

/** SqlFragment.locationF: the Location of an inserted row from its primary key. */
export function locationF(pkCols: string[]): string {
  return (
    `(\n  WITH data AS (SELECT row_to_json(_) AS row FROM ${SOURCE_CTE} AS _ LIMIT 1)\n` +
    `  SELECT array_agg(json_data.key || '=' || coalesce('eq.' || json_data.value, 'is.null'))\n` +
    `  FROM data CROSS JOIN json_each_text(data.row) AS json_data\n` +
    `  WHERE json_data.key IN ('${pkCols.join("','")}')\n)`
  );
}
