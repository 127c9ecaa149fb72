/**
 * The tree PostgREST 16.2 parses a query string's values into (ApiRequest/Types.hs): the
 * `select` items, filters with their operators, `and`/`or` trees and `order` terms.
 * The *Grammar.ts files build it, queryParams.ts collects it per parameter, plan.ts reads it.
 */
export interface JsonOperation {
  arrow: '->' | '->>';
  operand: { key: string } | { index: string };
}

/** A column with an optional JSON path: `data->a->>b`. */
export interface Field {
  name: string;
  jsonPath: JsonOperation[];
}

export type AggregateFunction = 'sum' | 'avg' | 'count' | 'max' | 'min';
export type JoinType = 'left' | 'inner';

export type SelectItem =
  | {
      kind: 'field';
      field: Field;
      aggregate: AggregateFunction | null;
      aggregateCast: string | null;
      cast: string | null;
      alias: string | null;
    }
  | {
      kind: 'relation';
      name: string;
      alias: string | null;
      hint: string | null;
      joinType: JoinType | null;
      children: SelectItem[];
    }
  | { kind: 'spread'; name: string; hint: string | null; joinType: JoinType | null; children: SelectItem[] };

export type SimpleOperator = 'neq' | 'cs' | 'cd' | 'ov' | 'sl' | 'sr' | 'nxr' | 'nxl' | 'adj';
export type QuantOperator = 'eq' | 'gte' | 'gt' | 'lte' | 'lt' | 'like' | 'ilike' | 'match' | 'imatch';
export type FtsOperator = 'fts' | 'plfts' | 'phfts' | 'wfts';
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Operation =
  | { kind: 'simple'; operator: SimpleOperator; value: string }
  | { kind: 'quant'; operator: QuantOperator; quantifier: 'any' | 'all' | null; value: string }
  | { kind: 'is'; value: IsValue }
  | { kind: 'isdistinct'; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'fts'; operator: FtsOperator; language: string | null; value: string };

/** An operator expression, or (GET on a function) a plain argument value. */
export type OpExpr = { kind: 'op'; not: boolean; operation: Operation } | { kind: 'noop'; value: string };

export interface Filter {
  field: Field;
  expr: OpExpr;
}

export type LogicTree =
  { kind: 'stmt'; filter: Filter } | { kind: 'expr'; not: boolean; operator: 'and' | 'or'; children: LogicTree[] };

export type OrderTerm =
  | { kind: 'term'; field: Field; direction: 'asc' | 'desc' | null; nulls: 'first' | 'last' | null }
  | {
      kind: 'relation';
      relation: string;
      field: Field;
      direction: 'asc' | 'desc' | null;
      nulls: 'first' | 'last' | null;
    };

/** An embed path (`clients.projects`) and what applies there; [] is the top level. */
export type AtPath<T> = [path: string[], value: T];
