import type { RpcName, TableName } from '@waldmonitor/ui/model';

/**
 * The read-only list paths of ours (requirements §7 "Table paths of ours"), each with the
 * procedure whose rows it answers, called without arguments: SQL's views read the data views
 * those procedures read (sql/67_list_paths.sql), so the mock answers the procedure's rows and
 * PostgREST's query on them, not a second copy of the rule. Known without loading the store,
 * as the routes are (tableNames.ts).
 */
export const LIST_PATHS = {
  kaefer_liste: 'a_get_kaefer_overview',
  karten_liste: 'a_get_map_list_from_db',
  rechnung_liste: 'a_get_invoices',
  angebot_liste: 'a_get_offers',
} as const satisfies Partial<Record<TableName, RpcName>>;

export type ListPath = keyof typeof LIST_PATHS;

export const isListPath = (name: TableName): name is ListPath => Object.hasOwn(LIST_PATHS, name);
