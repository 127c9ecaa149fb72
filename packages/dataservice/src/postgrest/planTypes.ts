/**
 * A request resolved against the schema cache, as PostgREST 16.2 plans it (Plan/Types.hs,
 * Plan/ReadPlan.hs, Plan/CallPlan.hs, Plan/MutatePlan.hs), reduced to one level: resource
 * embedding is not emulated, so a read plan has no children.
 */
import type { Handler, MediaType } from './mediaType';
import type { FtsOperator, IsValue, JsonOperation, Operation } from './queryTree';
import type { RowRange } from './range';
import type { Routine, RoutineParam } from './schemaCache';

/** A (schema-)qualified name; schema '' for a CTE or an alias. */
export interface QualifiedIdentifier {
  schema: string;
  name: string;
}

/** A column reference with what the planner found out about it (CoercibleField). */
export interface CoercibleField {
  name: string;
  jsonPath: JsonOperation[];
  /** `to_jsonb(col)->…` for a JSON path on a column that is not json/jsonb. */
  toJson: boolean;
  /** `to_tsvector(…)` around the column for a full-text filter on a non-tsvector column. */
  toTsVector: { language: string | null } | null;
  /** The type the column is read as: its nominal type, '' when unknown (not a column of a known relation). */
  irType: string;
  baseType: string;
  default: string | null;
}

export type CoercibleOperation = Operation;
export type { FtsOperator, IsValue };

export interface CoercibleFilter {
  field: CoercibleField;
  not: boolean;
  operation: CoercibleOperation;
}

export type CoercibleLogicTree =
  | { kind: 'stmt'; filter: CoercibleFilter }
  | { kind: 'expr'; not: boolean; operator: 'and' | 'or'; children: CoercibleLogicTree[] };

export interface CoercibleOrderTerm {
  field: CoercibleField;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

export interface CoercibleSelectField {
  field: CoercibleField;
  cast: string | null;
  alias: string | null;
}

export interface ReadPlan {
  select: CoercibleSelectField[];
  from: QualifiedIdentifier;
  fromAlias: string | null;
  where: CoercibleLogicTree[];
  order: CoercibleOrderTerm[];
  range: RowRange;
}

/** A JSON body, or the arguments of a GET (a variadic parameter's repeated values as a list). */
export type CallArgs = { kind: 'json'; body: string | null } | { kind: 'direct'; args: Map<string, string | string[]> };

export interface CallPlan {
  qi: QualifiedIdentifier;
  params: { kind: 'one-positional'; param: RoutineParam } | { kind: 'named'; params: RoutineParam[] };
  args: CallArgs;
  returnsScalar: boolean;
  returnsSetOfScalar: boolean;
  filterFields: Set<string>;
  returnings: Set<string>;
}

export type MutatePlan =
  | {
      kind: 'insert';
      qi: QualifiedIdentifier;
      columns: CoercibleField[];
      body: string | null;
      onConflict: { resolution: 'merge-duplicates' | 'ignore-duplicates'; columns: string[] } | null;
      putConditions: CoercibleLogicTree[];
      returnings: string[];
      pkCols: string[];
      applyDefaults: boolean;
    }
  | {
      kind: 'update';
      qi: QualifiedIdentifier;
      columns: CoercibleField[];
      body: string | null;
      where: CoercibleLogicTree[];
      returnings: string[];
      applyDefaults: boolean;
    }
  | { kind: 'delete'; qi: QualifiedIdentifier; where: CoercibleLogicTree[]; returnings: string[] };

export type Mutation = 'create' | 'update' | 'single-upsert' | 'delete';

interface CrudBase {
  handler: Handler;
  mediaType: MediaType;
  readPlan: ReadPlan;
  /** READ ONLY or READ WRITE (the transaction's access mode). */
  txMode: 'read' | 'write';
}

export type CrudPlan =
  | (CrudBase & { kind: 'read'; headersOnly: boolean; qi: QualifiedIdentifier })
  | (CrudBase & { kind: 'mutate'; mutatePlan: MutatePlan; mutation: Mutation; qi: QualifiedIdentifier })
  | (CrudBase & { kind: 'call'; routine: Routine; callPlan: CallPlan; headOnly: boolean; qi: QualifiedIdentifier });
