import type { CallParams, CallResult, TableBody } from '../calls';
import type { RpcName, RpcParams } from '../rpc';
import type { TableCallName } from '../tables';

/**
 * The affects table's vocabulary (affects.ts): which calls write, and the shapes of a write's
 * effect. A module of its own so the table's parts (affects.ts, affects/billing.ts,
 * affects/reads.ts) share it without importing each other.
 */

/** Every remote procedure that changes data (the SQL's volatile functions). */
export const RPC_WRITES = [
  'a_set_projektordner',
  'a_change_app_status',
  'a_update_kaefer',
  'a_update_message',
  'a_update_bilder',
  'a_update_user',
  'a_set_kataster_for_client',
  'a_add_user_to_client',
  'a_connect_user_to_client',
  'a_disconnect_user_from_client',
  'a_add_user',
  'a_update_invoice_details',
  'a_update_offer_details',
  'a_add_invoice',
  'a_add_offer',
  'a_delete_position',
  'a_delete_prognose',
  'a_update_prognose',
  'a_insert_prognose',
  'a_update_position',
  'a_insert_position',
  'a_set_client_for_invoice',
  'a_set_client_for_offer',
  'a_set_archive_for_rn',
  'a_update_client_details',
  'a_add_client',
  'a_update_kaefer_with_message',
  'a_save_georeference',
  'a_convert_offer_to_invoice',
  'a_create_credit_note',
  'a_set_client_active',
  'a_add_payment',
  'a_reverse_payment',
  'a_create_reminders',
  'a_update_dunning_level',
  'a_set_base_rate',
  'a_update_accounting_settings',
  'a_update_revenue_account',
  'a_set_debitor_nr',
  'a_send_invoice',
  'a_send_reminder',
] as const satisfies readonly RpcName[];

/** Every table call that is not a GET. */
export const TABLE_WRITES = [
  'insertMapPoints',
  'deleteMapPoints',
  'insertKarte',
  'patchKarte',
  'deleteKarte',
  'patchKunde',
  'patchKaefer',
  'patchBenutzer',
] as const satisfies readonly TableCallName[];

export type RpcWriteName = (typeof RPC_WRITES)[number];
export type TableWriteName = (typeof TABLE_WRITES)[number];
export type WriteName = RpcWriteName | TableWriteName;
export type RpcReadName = Exclude<RpcName, RpcWriteName>;
export type TableReadName = Exclude<TableCallName, TableWriteName>;
export type ReadName = RpcReadName | TableReadName;

/** The document a position belongs to (requirements §3: "rechnung_id or angebot_id"). */
export type PositionDocument = { rechnung_id: number } | { angebot_id: number };

/**
 * What a caller names beside a write's params when the params alone do not say which reads
 * it changes: a_update_position and a_delete_position name only the position.
 */
export interface WriteContexts {
  a_update_position: PositionDocument;
  a_delete_position: PositionDocument;
}
export type WriteContext<N extends WriteName> = N extends keyof WriteContexts ? WriteContexts[N] : undefined;

/** A write as the affects table sees it: a procedure's params (and context), a table call's params and body. */
export type WriteInput<N extends WriteName> = N extends RpcWriteName
  ? { params: RpcParams<N>; context: WriteContext<N> }
  : N extends TableWriteName
    ? { params: CallParams<N>; body: TableBody<N> }
    : never;

/** The reads of `call` whose params contain `params`; all of the call's reads without params. */
export type ReadFilter = { [N in ReadName]: { call: N; params?: Partial<CallParams<N>> } }[ReadName];

/** A read whose new data the write already knows, written into the cache without a request. */
export type CacheFill = { [N in ReadName]: { call: N; params: CallParams<N>; data: CallResult<N> } }[ReadName];

/** The change a person sees at once in one read; rolled back with `failure` (German) when refused. */
export type OptimisticChange<I> = {
  [N in ReadName]: {
    call: N;
    params: (input: I) => CallParams<N>;
    apply: (current: CallResult<N> | undefined, input: I) => CallResult<N> | undefined;
    /** What did not happen, in German; the one mapping of the service's error follows it. */
    failure: (input: I) => string;
  };
}[ReadName];

/** The writes a person sees at once (switches and flags); their mutation resolves to whether it was saved. */
export type OptimisticWriteName = 'a_set_kataster_for_client' | 'patchBenutzer';

export type WriteEffect<N extends WriteName> = {
  /** Reads refreshed once the write succeeded; the mutation resolves when they are fresh. */
  refreshes: (input: WriteInput<N>, result: CallResult<N>) => readonly ReadFilter[];
  /** Reads set from the write's own answer, without asking the service. */
  fills?: (input: WriteInput<N>, result: CallResult<N>) => readonly CacheFill[];
} & (N extends OptimisticWriteName ? { optimistic: OptimisticChange<WriteInput<N>> } : { optimistic?: undefined });
