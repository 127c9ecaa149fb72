import type { ClientEInvoiceFields } from '../../billing/einvoice';
import type { Client } from '../../entities';
import type { ClientAppUserRow, ClientDetailsRow, ClientListRow, ClientUserRow } from '../../resultRows';
import type { NoParams } from './shared';

/** Remote procedures about clients (kunde) and their users (requirements §7). */
export interface ClientRpcs {
  /** Every client. */
  a_get_all_clients: { params: NoParams; result: ClientListRow[] };
  /** Designed result: one row, or none for an unknown id. */
  a_get_client_details: { params: { client_id: number }; result: ClientDetailsRow[] };
  /**
   * Payload "not shown" (requirements §7); designed from the entity: the client's header fields.
   * `bundesland` and `epsg` are changed one at a time through PATCH /kunde instead.
   */
  a_update_client_details: {
    params: Pick<
      Client,
      | 'client_id'
      | 'name'
      | 'name_zusatz'
      | 'strasse'
      | 'plz'
      | 'ort'
      | 'ap_gender'
      | 'ap_vorname'
      | 'ap_nachname'
      | 'ap_tel'
    > &
      // requirements §3 "Decided": the e-invoice address, optional (left out, it stays as it is);
      // ours: whether the client is a consumer (§ 288 BGB), optional likewise.
      Partial<ClientEInvoiceFields> & { verbraucher?: boolean | null };
    result: null;
  };
  /** Designed result: the new `client_id`. */
  a_add_client: { params: { name: string; strasse: string; plz: string; ort: string }; result: number };
  /** Sets the client's project folder (a path on the file server). */
  a_set_projektordner: { params: { client_id: number; ordner: string }; result: null };
  /** Switches the drainage cadastre (Kataster) on or off for a client. */
  a_set_kataster_for_client: { params: { client_id: number; kataster_status: boolean }; result: null };
  /**
   * Ours (requirements §7 "Procedures of ours"): deactivates a client (`aktiv` false), or
   * activates it again. A deactivated client is offered in no choice for new offers, invoices,
   * maps or users; it stays readable with its documents. Administrators only.
   */
  a_set_client_active: { params: { client_id: number; aktiv: boolean }; result: null };
  /** App users connected to the client, with their cadastre access. */
  a_get_appusers_from_client: { params: { client_id: number }; result: ClientAppUserRow[] };
  /** Identity-service accounts connected to the client. */
  a_get_users_from_client: { params: { client_id: number }; result: ClientUserRow[] };
  /**
   * The spec lists no payload: designed as the APUS team (the operator's staff) as the
   * server sees it for the signed-in session.
   */
  a_get_apus_team_from_client: { params: NoParams; result: ClientUserRow[] };
  /** Connects an app user to a client with or without cadastre access. */
  a_add_user_to_client: { params: { user_id: number; client_id: number; kataster_enabled: boolean }; result: null };
  /** Connects an identity-service account to a client (`username` as in a_change_app_status). */
  a_connect_user_to_client: { params: { username: string; user_id: number; client_id: number }; result: null };
  a_disconnect_user_from_client: { params: { username: string; user_id: number; client_id: number }; result: null };
}
