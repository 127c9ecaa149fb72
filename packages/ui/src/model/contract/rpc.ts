import type { AccountingRpcs } from './rpc/accounting';
import type { BillingRpcs } from './rpc/billing';
import type { ClientRpcs } from './rpc/clients';
import type { KaeferRpcs } from './rpc/kaefer';
import type { MapRpcs } from './rpc/maps';
import type { OutboxRpcs } from './rpc/outbox';
export type { InvoiceSendRow } from './rpc/outbox';
import type { PositionRpcs } from './rpc/positions';
import type { UserRpcs } from './rpc/users';

export type { NoParams } from './rpc/shared';
export type {
  AccountingSettingsRow,
  BookingRow,
  JournalKind,
  JournalRow,
  Kontenrahmen,
  PeriodPage,
  RevenueAccountRow,
} from './rpc/accounting';
export type {
  BaseRateRow,
  BillingOverviewRow,
  ChangeLogRow,
  DunningLevel,
  DunningProposalRow,
  InvoiceState,
  IssuedInvoiceContent,
  IssuedInvoiceRow,
  InvoiceStateRow,
  OpenItemAgeFilter,
  OpenItemTotalsRow,
  PaymentMethod,
  PaymentRow,
  ReminderContent,
  ReminderListRow,
  ReminderRow,
} from './rpc/billing';

/**
 * Every remote procedure of requirements §7 (`POST /rpc/{name}`), with its params and result.
 * - Params use the spec's payload field names exactly. They carry numbers and booleans
 *   as callers hold them; requirements §7 "Ids sent to these procedures are converted to text;
 *   ust_satz is sent as text" and requirements §5's position rules are applied by the
 *   data-service client when it builds the request body, not by callers.
 * - Results: requirements §7 "Response shapes of the data service calls are not shown", so they
 *   are designed (see each call's comment and `resultRows.ts`). Procedures returning a
 *   set answer with an array (a "details" call returns one row in it); scalar ones with
 *   the value; procedures that only change data answer `null` (PostgREST sends 204
 *   No Content for a void function).
 */
export interface RpcContract
  extends UserRpcs, ClientRpcs, KaeferRpcs, MapRpcs, BillingRpcs, PositionRpcs, OutboxRpcs, AccountingRpcs {}

export type RpcName = keyof RpcContract;
export type RpcParams<N extends RpcName> = RpcContract[N]['params'];
export type RpcResult<N extends RpcName> = RpcContract[N]['result'];

/**
 * One entry per procedure; `satisfies Record<RpcName, true>` fails type-checking when a
 * name is missing here or is not in the contract, so the runtime list stays equal to it.
 */
const RPC_NAME_SET = {
  a_get_all_clients: true,
  a_get_all_users: true,
  a_get_appusers_from_client: true,
  a_get_users_from_client: true,
  a_set_projektordner: true,
  a_get_ausm_overview_vermessen: true,
  a_get_schae_overview_vermessen: true,
  a_get_schlu_overview_vermessen: true,
  a_get_einl_overview_vermessen: true,
  a_get_drae_overview_vermessen: true,
  a_get_draenage_overview_erfq: true,
  a_get_draenage_overview_qdt: true,
  a_get_map_list_from_db: true,
  a_get_user_data: true,
  a_change_app_status: true,
  a_get_kaefer_by_bundesland: true,
  a_get_kaefer_by_art: true,
  a_get_kaefer_overview: true,
  a_update_kaefer: true,
  a_update_message: true,
  a_update_bilder: true,
  a_get_user_name: true,
  a_get_user_exists: true,
  a_get_kataster_overview: true,
  a_get_bbox_from_client: true,
  a_update_user: true,
  a_get_apus_team_from_client: true,
  a_set_kataster_for_client: true,
  a_add_user_to_client: true,
  a_connect_user_to_client: true,
  a_disconnect_user_from_client: true,
  a_add_user: true,
  a_get_offers: true,
  a_get_invoices: true,
  a_get_invoice_details: true,
  a_get_offer_details: true,
  a_update_invoice_details: true,
  a_update_offer_details: true,
  a_add_invoice: true,
  a_add_offer: true,
  a_get_invoice_positions: true,
  a_get_offer_positions: true,
  a_delete_position: true,
  a_delete_prognose: true,
  a_update_prognose: true,
  a_insert_prognose: true,
  a_update_position: true,
  a_insert_position: true,
  a_set_client_for_invoice: true,
  a_set_client_for_offer: true,
  a_get_position_tmpl: true,
  a_get_minmax_rn_datum: true,
  a_get_minmax_an_datum: true,
  a_get_min_rn_datum_for_new_invoice: true,
  a_get_min_an_datum_for_new_offer: true,
  a_get_all_freitexte: true,
  a_get_currentuser: true,
  a_get_currentsessionuser: true,
  a_set_archive_for_rn: true,
  a_get_client_details: true,
  a_update_client_details: true,
  a_add_client: true,
  a_get_prognose: true,
  a_get_acronyms: true,
  // Procedures of ours (requirements §7 "Procedures of ours").
  a_update_kaefer_with_message: true,
  a_save_georeference: true,
  a_convert_offer_to_invoice: true,
  a_create_credit_note: true,
  a_get_invoice_totals: true,
  a_get_offer_totals: true,
  a_get_invoiced_per_month: true,
  a_get_kaefer_queue: true,
  a_get_outbox: true,
  a_set_client_active: true,
  a_add_payment: true,
  a_reverse_payment: true,
  a_get_payments: true,
  a_get_invoice_state: true,
  a_get_open_item_totals: true,
  a_get_billing_overview: true,
  a_get_dunning_proposal: true,
  a_create_reminders: true,
  a_get_reminders: true,
  a_get_reminder: true,
  a_get_dunning_levels: true,
  a_update_dunning_level: true,
  a_get_base_rates: true,
  a_set_base_rate: true,
  a_get_issued_invoice: true,
  a_get_invoice_changes: true,
  a_get_accounting_settings: true,
  a_update_accounting_settings: true,
  a_get_revenue_accounts: true,
  a_update_revenue_account: true,
  a_get_debitor_nr: true,
  a_set_debitor_nr: true,
  a_next_debitor_nr: true,
  a_get_bookings: true,
  a_get_journal: true,
  a_send_invoice: true,
  a_get_invoice_sends: true,
  a_get_outbox_attachments: true,
  a_send_reminder: true,
  a_get_reminder_sends: true,
} as const satisfies Record<RpcName, true>;

/** Every procedure name, in the order of requirements §7. */
export const RPC_NAMES = Object.keys(RPC_NAME_SET) as readonly RpcName[];

export function isRpcName(value: string): value is RpcName {
  return Object.hasOwn(RPC_NAME_SET, value);
}
