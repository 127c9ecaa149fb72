/**
 * The inner queries of PostgREST 16.2's statements (Query/QueryBuilder.hs): the read of a
 * relation (or of pgrst_source, for a call or a write), its count, the function call with
 * its arguments, and INSERT/UPDATE/DELETE. Spacing as PostgREST's, doubled spaces included.
 */
import type { CallPlan, MutatePlan, QualifiedIdentifier, ReadPlan } from './planTypes';
import {
  addConfigPgrstInserted,
  escapeIdent,
  fromJsonBodyF,
  fromQi,
  limitOffsetF,
  orderF,
  pgFmtColumn,
  pgFmtLogicTree,
  pgFmtSelectItem,
  returningF,
  unknownLiteral,
} from './sqlFragments';
import { join, Snippet } from './snippet';

/** The qualifier of the read's columns: its alias, else the relation. */
const qualifier = (plan: ReadPlan): QualifiedIdentifier =>
  plan.fromAlias === null ? plan.from : { schema: '', name: plan.fromAlias };

const fromF = (plan: ReadPlan) =>
  ` FROM ${fromQi(plan.from)}${plan.fromAlias === null ? '' : ` AS ${escapeIdent(plan.fromAlias)}`}`;

/** QueryBuilder's WHERE of a read: the plan's conditions joined with AND, nothing without any. */
function whereF(qi: ReturnType<typeof qualifier>, plan: ReadPlan): Snippet {
  if (plan.where.length === 0) return Snippet.empty;
  return Snippet.sql(' WHERE ').append(
    join(
      ' AND ',
      plan.where.map((t) => pgFmtLogicTree(qi, t)),
    ),
  );
}

/**
 * QueryBuilder.readPlanToQuery: `SELECT <columns> FROM <relation> WHERE … ORDER BY … LIMIT … OFFSET …`;
 * `*` when the select is empty.
 */
export function readPlanToQuery(plan: ReadPlan): Snippet {
  const qi = qualifier(plan);
  const selects =
    plan.select.length === 0
      ? [Snippet.sql(pgFmtColumn(qi, '*'))]
      : plan.select.map((item) => pgFmtSelectItem(qi, item));
  const where = whereF(qi, plan);
  return Snippet.sql('SELECT ').append(
    join(', ', selects),
    fromF(plan),
    where,
    ' ',
    // groupF: nothing without aggregates
    ' ',
    orderF(qi, plan.order),
    ' ',
    limitOffsetF(plan.range),
  );
}

/**
 * QueryBuilder.readPlanToCountQuery: `SELECT 1 FROM <relation> WHERE …`, without order and
 * range (they would change the count) and without the select list (it could be expensive).
 */
export function readPlanToCountQuery(plan: ReadPlan): Snippet {
  const qi = qualifier(plan);
  const where = whereF(qi, plan);
  return Snippet.sql(`SELECT 1 ${fromF(plan)}`).append(where);
}

/** QueryBuilder.limitedQuery: count=estimated counts at most db-max-rows + 1 rows. */
export function limitedQuery(query: Snippet, maxRows: number | null): Snippet {
  return maxRows === null ? query : query.append(` LIMIT ${maxRows}`);
}

/**
 * QueryBuilder.callPlanToQuery. A JSON body reaches the function through json_to_record in
 * a LATERAL subquery (LIMIT 1) and named arguments `name := pgrst_body.name`; a GET's
 * arguments are parameters cast to the parameter's type; a scalar result is wrapped as
 * the column pgrst_scalar.
 */
export function callPlanToQuery(plan: CallPlan): Snippet {
  const scalar = plan.returnsScalar || plan.returnsSetOfScalar;
  const callIt = (argument: Snippet) =>
    scalar
      ? Snippet.sql(`(SELECT ${fromQi(plan.qi)}(`).append(argument, ') pgrst_scalar) pgrst_call')
      : Snippet.sql(`${fromQi(plan.qi)}(`).append(argument, ') pgrst_call');
  const jsonArgs = plan.args.kind === 'direct' ? JSON.stringify(Object.fromEntries(plan.args.args)) : plan.args.body;

  let fromCall: Snippet;
  if (plan.params.kind === 'one-positional') {
    // SqlFragment.singleParameter: the body itself is the argument.
    fromCall = Snippet.sql('FROM ').append(callIt(Snippet.param(jsonArgs).append(`::${plan.params.param.type}`)));
  } else if (plan.params.params.length === 0) {
    fromCall = Snippet.sql('FROM ').append(callIt(Snippet.empty));
  } else if (plan.args.kind === 'direct') {
    const args = plan.args.args;
    fromCall = Snippet.sql('FROM ').append(
      callIt(
        join(
          ', ',
          plan.params.params.map((p) => {
            const value = args.get(p.name);
            const encoded =
              value === undefined
                ? Snippet.sql('NULL')
                : Array.isArray(value)
                  ? Snippet.param(value, 'text[]')
                  : unknownLiteral(value);
            return Snippet.sql(`${p.variadic ? 'VARIADIC ' : ''}${escapeIdent(p.name)} := `).append(
              encoded,
              `::${p.typeMaxLength}`,
            );
          }),
        ),
      ),
    );
  } else {
    const fields = plan.params.params.map((p) => ({
      name: p.name,
      jsonPath: [],
      toJson: false,
      toTsVector: null,
      irType: p.typeMaxLength,
      baseType: '',
      default: null,
    }));
    const named = plan.params.params
      .map((p) => `${p.variadic ? 'VARIADIC ' : ''}${escapeIdent(p.name)} := pgrst_body.${escapeIdent(p.name)}`)
      .join(', ');
    fromCall = fromJsonBodyF(jsonArgs, fields, false, true, false).append(', LATERAL ', callIt(Snippet.sql(named)));
  }

  let columns: string;
  if (scalar) columns = 'pgrst_call.pgrst_scalar';
  else {
    const returnings = [...plan.returnings].sort(compareText);
    if (returnings.length === 0) columns = '*';
    else if (returnings.length === 1 && returnings[0] === '*')
      columns = pgFmtColumn({ schema: '', name: 'pgrst_call' }, '*');
    else
      columns = [...new Set([...plan.returnings, ...plan.filterFields])]
        .sort(compareText)
        .map((c) => pgFmtColumn({ schema: '', name: 'pgrst_call' }, c))
        .join(', ');
  }
  return Snippet.sql(`SELECT ${columns} `).append(fromCall);
}

/** Data.Set's order on Text: by code point. */
export function compareText(a: string, b: string): number {
  const x = [...a].map((c) => c.codePointAt(0)!);
  const y = [...b].map((c) => c.codePointAt(0)!);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

/** QueryBuilder.mutatePlanToQuery. */
export function mutatePlanToQuery(plan: MutatePlan): Snippet {
  switch (plan.kind) {
    case 'insert': {
      const cols = plan.columns.map((c) => escapeIdent(c.name)).join(', ');
      const mergeDuplicates = plan.onConflict?.resolution === 'merge-duplicates';
      let out = Snippet.sql(`INSERT INTO ${fromQi(plan.qi)}${plan.columns.length === 0 ? ' ' : `(${cols}) `}`).append(
        fromJsonBodyF(plan.body, plan.columns, true, false, plan.applyDefaults),
      );
      if (plan.putConditions.length > 0) {
        out = out.append(
          `WHERE ${addConfigPgrstInserted(true)} AND `,
          join(
            ' AND ',
            plan.putConditions.map((t) => pgFmtLogicTree({ schema: '', name: 'pgrst_body' }, t)),
          ),
        );
      }
      if (plan.putConditions.length === 0 && mergeDuplicates) out = out.append(`WHERE ${addConfigPgrstInserted(true)}`);
      if (plan.onConflict !== null && plan.onConflict.columns.length > 0) {
        out = out.append(` ON CONFLICT(${plan.onConflict.columns.map(escapeIdent).join(', ')}) `);
        if (plan.onConflict.resolution === 'ignore-duplicates' || plan.columns.length === 0)
          out = out.append('DO NOTHING');
        else {
          out = out.append(
            `DO UPDATE SET ${plan.columns.map((c) => `${escapeIdent(c.name)} = EXCLUDED.${escapeIdent(c.name)}`).join(', ')}`,
            plan.putConditions.length === 0 && !mergeDuplicates ? '' : `WHERE ${addConfigPgrstInserted(false)}`,
          );
        }
      }
      return out.append(` ${returningF(plan.qi, plan.returnings)}`);
    }
    case 'update': {
      if (plan.columns.length === 0) {
        // No columns: UPDATE … SET would be invalid; an empty result with the table's columns.
        const columns =
          plan.returnings.length === 0
            ? 'NULL'
            : plan.returnings.map((c) => pgFmtColumn({ schema: '', name: plan.qi.name }, c)).join(', ');
        return Snippet.sql(`SELECT ${columns} FROM ${fromQi(plan.qi)} WHERE false`);
      }
      const cols = plan.columns
        .map((c) => `${escapeIdent(c.name)} = ${pgFmtColumn({ schema: '', name: 'pgrst_body' }, c.name)}`)
        .join(', ');
      return Snippet.sql(`UPDATE ${fromQi(plan.qi)} SET ${cols} `).append(
        fromJsonBodyF(plan.body, plan.columns, false, false, plan.applyDefaults),
        whereLogic(plan.qi, plan),
        ` ${returningF(plan.qi, plan.returnings)}`,
      );
    }
    case 'delete':
      return Snippet.sql(`DELETE FROM ${fromQi(plan.qi)} `).append(
        whereLogic(plan.qi, plan),
        ` ${returningF(plan.qi, plan.returnings)}`,
      );
  }
}

function whereLogic(qi: QualifiedIdentifier, plan: { where: ReadPlan['where'] }): Snippet {
  return plan.where.length === 0
    ? Snippet.empty
    : Snippet.sql(' WHERE ').append(
        join(
          ' AND ',
          plan.where.map((t) => pgFmtLogicTree(qi, t)),
        ),
      );
}
