import type { TableName } from '@waldmonitor/ui/model';
import type { MockTables } from '../db/db';
import type { ViewName } from '../db/views';
import { LIST_PATHS, type ListPath } from './listPaths';

/** The stored tables of requirements §7 the handlers answer (the views are computed from the store). */
export const STORED = [
  'mappoint',
  'karte',
  'kunde',
  'kaeferarten',
  'kaefer',
  'bilder',
  'benutzer',
] as const satisfies readonly (TableName & keyof MockTables)[];
export type StoredTable = (typeof STORED)[number];

/** The views of requirements §7, computed from the survey tables (db/views.ts defines them). */
export const VIEWS = [
  'drae_einmessung_uebersicht',
  'ausm_einmessung_uebersicht',
  'scha_einmessung_uebersicht',
  'schl_einmessung_uebersicht',
  'drae_laenge_nach_erfq',
  'drae_laenge_qdt_nach_aop',
] as const satisfies readonly (TableName & ViewName)[];

/**
 * Every table and view name, known without loading the store: the handlers route by it,
 * the store loads with the first call (tables.test.ts holds it equal to the store's and the
 * contract's). The list paths of ours answer a procedure's rows (listPaths.ts).
 */
export const TABLE_NAMES: readonly TableName[] = [...STORED, ...VIEWS, ...(Object.keys(LIST_PATHS) as ListPath[])];
