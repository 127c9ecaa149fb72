/**
 * Planning a request against the schema cache, as PostgREST 16.2 does (Plan.hs): the table
 * or the function overload, columns resolved to their types, filters/order/range placed on
 * the read, the write's columns checked, the media type negotiated. Resource embedding is
 * not emulated: a select of a related table answers PGRST127 (an embed path in a filter,
 * order or limit that names no embedded resource answers PGRST108, as PostgREST does).
 */
import type { Action, ParsedRequest, Payload } from './apiRequest';
import type { Catalog } from './catalog';
import {
  aggregatesNotAllowed,
  columnNotFound,
  invalidFilters,
  invalidPreferences,
  maxAffectedRpcViolation,
  mediaTypeError,
  notEmbedded,
  notImplemented,
  tableNotFound,
} from './errors';
import { negotiate, toMime, type Handler, type MediaType } from './mediaType';
import type {
  CallArgs,
  CoercibleField,
  CoercibleLogicTree,
  CrudPlan,
  MutatePlan,
  QualifiedIdentifier,
  ReadPlan,
} from './planTypes';
import type { Field, Filter, LogicTree, OrderTerm, SelectItem } from './queryTree';
import { convertToLimitZeroRange, restrictRange } from './range';
import type { Table } from './schemaCache';
import { compareText } from './queryBuilder';
import { findProc, sameSet, toRpcParams } from './routineLookup';
import { returnsScalar, returnsSetOfScalar, returnsSingle, SOURCE_CTE } from './sqlFragments';

export interface PlanSettings {
  maxRows: number | null;
}

// ---------------------------------------------------------------------------------------
// Fields

function unknownField(name: string, jsonPath: Field['jsonPath']): CoercibleField {
  return { name, jsonPath, toJson: false, toTsVector: null, irType: '', baseType: '', default: null };
}

/** Plan.resolveTypeOrUnknown (with the full-text wrapper of resolveQueryInputField). */
function resolveField(
  catalog: Catalog,
  qi: QualifiedIdentifier,
  field: Field,
  toTsVector: { language: string | null } | null = null,
): CoercibleField {
  const column = catalog.table(qi)?.columns.find((c) => c.name === field.name);
  const cf: CoercibleField = column
    ? {
        name: column.name,
        jsonPath: [],
        toJson: false,
        toTsVector,
        irType: column.nominalType,
        baseType: column.dataType,
        default: column.default,
      }
    : unknownField(field.name, []);
  if (cf.irType === 'json' || cf.irType === 'jsonb') return { ...cf, jsonPath: field.jsonPath, toJson: false };
  if (cf.baseType === 'tsvector') return { ...cf, jsonPath: field.jsonPath, toJson: true, toTsVector: null };
  return { ...cf, jsonPath: field.jsonPath, toJson: true };
}

function resolveFilter(catalog: Catalog, qi: QualifiedIdentifier, filter: Filter): CoercibleLogicTree {
  if (filter.expr.kind !== 'op') throw new Error('a filter without an operator');
  const op = filter.expr.operation;
  const toTsVector = op.kind === 'fts' ? { language: op.language } : null;
  return {
    kind: 'stmt',
    filter: { field: resolveField(catalog, qi, filter.field, toTsVector), not: filter.expr.not, operation: op },
  };
}

function resolveLogicTree(catalog: Catalog, qi: QualifiedIdentifier, tree: LogicTree): CoercibleLogicTree {
  return tree.kind === 'stmt'
    ? resolveFilter(catalog, qi, tree.filter)
    : { ...tree, children: tree.children.map((c) => resolveLogicTree(catalog, qi, c)) };
}

/** The alias PostgREST gives a selected JSON path: its last key (Plan.addAliases). */
function jsonPathAlias(field: Field): string | null {
  const last = field.jsonPath[field.jsonPath.length - 1];
  if (last === undefined) return null;
  if ('key' in last.operand) return last.operand.key;
  const lastKey = [...field.jsonPath].reverse().find((op) => 'key' in op.operand);
  return lastKey && 'key' in lastKey.operand ? lastKey.operand.key : field.name;
}

// ---------------------------------------------------------------------------------------
// Read plans

/**
 * Plan.readPlan for one level: select, filters, order, logic trees and the range; for a
 * call or a write the rows are read back from pgrst_source under the relation's name.
 */
function readPlan(
  catalog: Catalog,
  qi: QualifiedIdentifier,
  request: ParsedRequest,
  settings: PlanSettings,
  fromSource: boolean,
): ReadPlan {
  const { query, action } = request;
  const isMutation = action.kind === 'relation-mut';
  const embeds = query.select.filter((s): s is Exclude<SelectItem, { kind: 'field' }> => s.kind !== 'field');
  const embedNames = new Set(embeds.map((e) => (e.kind === 'relation' ? (e.alias ?? e.name) : e.name)));
  // Plan.updateNode: something placed on an embed path needs that embed.
  const atPath = (path: string[]) => {
    if (path.length === 0) return;
    if (!embedNames.has(path[0]!)) throw notEmbedded(path[0]!);
    throw notImplemented('Resource embedding is not emulated');
  };

  const select = query.select
    .filter((s): s is Extract<SelectItem, { kind: 'field' }> => s.kind === 'field')
    .map((s) => {
      const field = resolveField(catalog, qi, s.field);
      return { item: s, field };
    });

  const where: CoercibleLogicTree[] = [];
  for (const [path, filter] of isMutation ? query.filtersNotRoot : query.filters) {
    atPath(path);
    where.push(resolveFilter(catalog, qi, filter));
  }
  let order: ReadPlan['order'] = [];
  // Of several `order` parameters the first wins (Plan.addOrders folds from the right).
  for (const [path, terms] of [...query.order].reverse()) {
    atPath(path);
    order = terms.map((t: OrderTerm) => {
      if (t.kind === 'relation') throw notEmbedded(t.relation);
      return { field: resolveField(catalog, qi, t.field), direction: t.direction, nulls: t.nulls };
    });
  }
  let range = request.topLevelRange;
  if (!isMutation) {
    for (const k of query.ranges.keys()) atPath(k.split('.').slice(0, -1));
  }
  // Logic trees go in front of the filters (Plan.addLogicTrees runs after addFilters and prepends).
  const logic = isMutation ? query.logic.filter(([path]) => path.length > 0) : query.logic;
  const trees: CoercibleLogicTree[] = [];
  for (const [path, tree] of logic) {
    atPath(path);
    trees.push(resolveLogicTree(catalog, qi, tree));
  }
  if (embeds.length > 0) throw notImplemented('Resource embedding is not emulated');
  if (query.select.some((s) => s.kind === 'field' && s.aggregate !== null)) throw aggregatesNotAllowed();
  // Plan.treeRestrictRange: db-max-rows caps every read but a write's.
  if (!isMutation) range = convertToLimitZeroRange(range, () => restrictRange(settings.maxRows, range));

  return {
    select: select.map(({ item, field }) => ({
      field,
      cast: item.cast,
      alias: item.alias ?? jsonPathAlias(item.field),
    })),
    from: fromSource ? { schema: '', name: SOURCE_CTE } : qi,
    fromAlias: fromSource ? qi.name : null,
    where: [...trees, ...where],
    order,
    range,
  };
}

/** Plan.inferColsEmbedNeeds without embeds: `*`, or the selected columns and the primary key. */
function inferColumns(readPlanSelect: ReadPlan['select'], pkCols: string[]): Set<string> {
  const names = new Set(readPlanSelect.map((s) => s.field.name));
  if (names.has('*')) return new Set(['*']);
  return new Set([...names, ...pkCols]);
}

function negotiated(
  request: ParsedRequest,
  handlerFor: (h: Handler) => Handler,
): { handler: Handler; mediaType: MediaType } {
  const found = negotiate(request.accept);
  if (found === null) throw mediaTypeError(request.accept.map(toMime));
  return { handler: handlerFor(found.handler), mediaType: found.mediaType };
}

function checkStrictPreferences(request: ParsedRequest) {
  const p = request.preferences;
  if (p.invalid.length > 0 && p.handling === 'strict') throw invalidPreferences(p.invalid);
}

function findTable(catalog: Catalog, qi: QualifiedIdentifier): Table {
  const table = catalog.table(qi);
  if (!table) throw tableNotFound(qi.schema, qi.name, catalog.tableNamesBySchema.get(qi.schema) ?? null);
  return table;
}

// ---------------------------------------------------------------------------------------
// Functions

function callReadPlan(
  catalog: Catalog,
  request: ParsedRequest,
  settings: PlanSettings,
  action: Extract<Action, { kind: 'routine' }>,
): CrudPlan {
  const isPost = action.invoke === 'post';
  const paramKeys = isPost ? request.columns : new Set(request.query.params.map(([k]) => k));
  const routine = findProc(catalog, action.qi, paramKeys, request.contentType, isPost);
  // A function returning rows of a table reads them under the table's name (Plan.callReadPlan).
  const relName = routine.returns.composite ? routine.returns.name : routine.name;
  const relQi = { schema: routine.schema, name: relName };
  const rPlan = readPlan(catalog, relQi, request, settings, true);
  const payload: Payload | null = request.payload;
  let args: CallArgs;
  if (!isPost) args = { kind: 'direct', args: toRpcParams(routine, request.query.params) };
  else if (payload?.kind === 'urlencoded') args = { kind: 'direct', args: toRpcParams(routine, payload.params) };
  else args = { kind: 'json', body: payload === null ? null : payload.raw };
  const txMode = isPost && routine.volatility === 'volatile' ? 'write' : 'read';
  const only = routine.params.length === 1 ? routine.params[0]! : null;
  const params =
    only !== null && only.name === ''
      ? ({ kind: 'one-positional', param: only } as const)
      : ({ kind: 'named', params: routine.params.filter((p) => paramKeys.has(p.name)) } as const);
  const filterFields = new Set<string>();
  const collect = (t: CoercibleLogicTree) => {
    if (t.kind === 'stmt') filterFields.add(t.filter.field.name);
    else t.children.forEach(collect);
  };
  rPlan.where.forEach(collect);
  const { handler, mediaType } = negotiated(request, (h) => (action.invoke === 'head' ? { kind: 'none' } : h));
  checkStrictPreferences(request);
  const p = request.preferences;
  if (p.maxAffected !== null && p.handling === 'strict' && returnsSingle(routine)) throw maxAffectedRpcViolation();
  return {
    kind: 'call',
    routine,
    readPlan: rPlan,
    callPlan: {
      qi: { schema: routine.schema, name: routine.name },
      params,
      args,
      returnsScalar: returnsScalar(routine),
      returnsSetOfScalar: returnsSetOfScalar(routine),
      filterFields,
      returnings: inferColumns(rPlan.select, []),
    },
    txMode,
    handler,
    mediaType,
    headOnly: action.invoke === 'head',
    qi: action.qi,
  };
}

// ---------------------------------------------------------------------------------------
// Writes

function mutateReadPlan(
  catalog: Catalog,
  request: ParsedRequest,
  settings: PlanSettings,
  action: Extract<Action, { kind: 'relation-mut' }>,
): CrudPlan {
  const table = findTable(catalog, action.qi);
  const rPlan = readPlan(catalog, action.qi, request, settings, true);
  const { query, preferences } = request;
  const pkCols = table.pkCols;
  const returnings =
    preferences.representation === null || preferences.representation === 'minimal'
      ? []
      : [...inferColumns(rPlan.select, pkCols)].sort(compareText);
  const body = request.payload !== null && 'raw' in request.payload ? request.payload.raw : null;
  const applyDefaults = preferences.missing === 'default';
  const columns = () =>
    [...request.columns].sort(compareText).map((name) => {
      const column = table.columns.find((c) => c.name === name);
      if (!column) throw columnNotFound(table.name, name);
      return resolveField(catalog, action.qi, { name, jsonPath: [] });
    });
  // Plan.mutatePlan: the query's root filters, then its logic trees.
  const combined = (): CoercibleLogicTree[] => [
    ...query.filtersRoot.map((f) => resolveFilter(catalog, action.qi, f)),
    ...query.logic.map(([, t]) => resolveLogicTree(catalog, action.qi, t)),
  ];
  let mutatePlan: MutatePlan;
  switch (action.mutation) {
    case 'create': {
      const conflictColumns = query.onConflict ?? pkCols;
      mutatePlan = {
        kind: 'insert',
        qi: action.qi,
        columns: columns(),
        body,
        onConflict:
          preferences.resolution === null ? null : { resolution: preferences.resolution, columns: conflictColumns },
        putConditions: [],
        returnings,
        pkCols,
        applyDefaults,
      };
      break;
    }
    case 'update':
      mutatePlan = {
        kind: 'update',
        qi: action.qi,
        columns: columns(),
        body,
        where: combined(),
        returnings,
        applyDefaults,
      };
      break;
    case 'single-upsert': {
      const rootFilters = query.filtersRoot;
      const valid =
        query.logic.length === 0 &&
        sameSet(query.filterFields, new Set(pkCols)) &&
        pkCols.length > 0 &&
        rootFilters.every(
          (f) =>
            f.expr.kind === 'op' &&
            !f.expr.not &&
            f.expr.operation.kind === 'quant' &&
            f.expr.operation.operator === 'eq' &&
            f.expr.operation.quantifier === null,
        );
      if (!valid) throw invalidFilters();
      mutatePlan = {
        kind: 'insert',
        qi: action.qi,
        columns: columns(),
        body,
        onConflict: { resolution: 'merge-duplicates', columns: pkCols },
        putConditions: combined(),
        returnings,
        pkCols: [],
        applyDefaults: false,
      };
      break;
    }
    case 'delete':
      mutatePlan = { kind: 'delete', qi: action.qi, where: combined(), returnings };
      break;
  }
  checkStrictPreferences(request);
  const { handler, mediaType } = negotiated(request, (h) =>
    preferences.representation === 'representation' ? h : { kind: 'none' },
  );
  return {
    kind: 'mutate',
    readPlan: rPlan,
    mutatePlan,
    mutation: action.mutation,
    txMode: 'write',
    handler,
    mediaType,
    qi: action.qi,
  };
}

// ---------------------------------------------------------------------------------------

/** Plan.actionPlan for the actions that reach the database. */
export function planCrud(catalog: Catalog, request: ParsedRequest, settings: PlanSettings): CrudPlan {
  const { action } = request;
  switch (action.kind) {
    case 'relation-read': {
      findTable(catalog, action.qi);
      const rPlan = readPlan(catalog, action.qi, request, settings, false);
      const { handler, mediaType } = negotiated(request, (h) => (action.headersOnly ? { kind: 'none' } : h));
      checkStrictPreferences(request);
      return {
        kind: 'read',
        readPlan: rPlan,
        txMode: 'read',
        handler,
        mediaType,
        headersOnly: action.headersOnly,
        qi: action.qi,
      };
    }
    case 'relation-mut':
      return mutateReadPlan(catalog, request, settings, action);
    case 'routine':
      return callReadPlan(catalog, request, settings, action);
    default:
      throw new Error(`not a database action: ${action.kind}`);
  }
}
