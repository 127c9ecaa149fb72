import * as billing from './calls/billing';
import * as clients from './calls/clients';
import * as kaefer from './calls/kaefer';
import * as maps from './calls/maps';
import * as positions from './calls/positions';
import * as users from './calls/users';
import * as views from './calls/views';
import * as billingHooks from './hooks/billing';
import * as clientHooks from './hooks/clients';
import * as kaeferHooks from './hooks/kaefer';
import * as mapHooks from './hooks/maps';
import * as positionHooks from './hooks/positions';
import * as userHooks from './hooks/users';
import * as viewHooks from './hooks/views';
import type { CallName } from './keys';

type AnyFunction = (...args: never[]) => unknown;

export interface CallEntry {
  /** The client function that makes the call. */
  fn: AnyFunction;
  /** The hooks that read or write through it. */
  hooks: readonly AnyFunction[];
}

/**
 * Every call of requirements §7 with its client function and hooks: remote procedures by name,
 * table calls by their contract name (`TABLE_CALLS`). `satisfies Record<CallName, …>`
 * fails type-checking when a call is missing; the coverage test checks the spec's own
 * lists against it, and the README's table follows it.
 */
export const CALL_REGISTRY = {
  a_get_all_clients: { fn: clients.getAllClients, hooks: [clientHooks.useAllClients] },
  a_get_all_users: { fn: users.getAllUsers, hooks: [userHooks.useAllUsers] },
  a_get_appusers_from_client: { fn: clients.getAppUsersFromClient, hooks: [clientHooks.useAppUsersFromClient] },
  a_get_users_from_client: { fn: clients.getUsersFromClient, hooks: [clientHooks.useUsersFromClient] },
  a_set_projektordner: { fn: clients.setProjektordner, hooks: [clientHooks.useSetProjektordner] },
  a_get_ausm_overview_vermessen: { fn: views.getAusmOverviewVermessen, hooks: [viewHooks.useAusmOverviewVermessen] },
  a_get_schae_overview_vermessen: { fn: views.getSchaeOverviewVermessen, hooks: [viewHooks.useSchaeOverviewVermessen] },
  a_get_schlu_overview_vermessen: { fn: views.getSchluOverviewVermessen, hooks: [viewHooks.useSchluOverviewVermessen] },
  a_get_einl_overview_vermessen: { fn: views.getEinlOverviewVermessen, hooks: [viewHooks.useEinlOverviewVermessen] },
  a_get_drae_overview_vermessen: { fn: views.getDraeOverviewVermessen, hooks: [viewHooks.useDraeOverviewVermessen] },
  a_get_draenage_overview_erfq: { fn: views.getDraenageOverviewErfq, hooks: [viewHooks.useDraenageOverviewErfq] },
  a_get_map_list_from_db: { fn: maps.getMapList, hooks: [mapHooks.useMapList] },
  a_get_user_data: { fn: users.getUserData, hooks: [userHooks.useUserData] },
  a_change_app_status: { fn: users.changeAppStatus, hooks: [userHooks.useChangeAppStatus] },
  a_get_kaefer_by_bundesland: { fn: kaefer.getKaeferByBundesland, hooks: [kaeferHooks.useKaeferByBundesland] },
  a_get_kaefer_by_art: { fn: kaefer.getKaeferByArt, hooks: [kaeferHooks.useKaeferByArt] },
  a_get_kaefer_overview: { fn: kaefer.getKaeferOverview, hooks: [kaeferHooks.useKaeferOverview] },
  a_update_kaefer: { fn: kaefer.updateKaefer, hooks: [kaeferHooks.useUpdateKaefer] },
  a_update_message: { fn: kaefer.updateMessage, hooks: [kaeferHooks.useUpdateMessage] },
  a_update_bilder: { fn: kaefer.updateBilder, hooks: [kaeferHooks.useUpdateBilder] },
  a_get_user_name: { fn: users.getUserName, hooks: [userHooks.useUserName] },
  a_get_user_exists: { fn: users.getUserExists, hooks: [userHooks.useUserExists] },
  a_get_kataster_overview: { fn: maps.getKatasterOverview, hooks: [mapHooks.useKatasterOverview] },
  a_get_bbox_from_client: { fn: maps.getBboxFromClient, hooks: [mapHooks.useBboxFromClient] },
  a_update_user: { fn: users.updateUser, hooks: [userHooks.useUpdateUser] },
  a_get_apus_team_from_client: { fn: clients.getApusTeamFromClient, hooks: [clientHooks.useApusTeamFromClient] },
  a_set_kataster_for_client: {
    fn: clients.setKatasterForClient,
    hooks: [clientHooks.useSetKatasterForClient, clientHooks.useSetClientKataster],
  },
  a_add_user_to_client: { fn: clients.addUserToClient, hooks: [clientHooks.useAddUserToClient] },
  a_connect_user_to_client: { fn: clients.connectUserToClient, hooks: [clientHooks.useConnectUserToClient] },
  a_disconnect_user_from_client: {
    fn: clients.disconnectUserFromClient,
    hooks: [clientHooks.useDisconnectUserFromClient],
  },
  a_add_user: { fn: users.addUser, hooks: [userHooks.useAddUser] },
  a_get_offers: { fn: billing.getOffers, hooks: [billingHooks.useOffers] },
  a_get_invoices: { fn: billing.getInvoices, hooks: [billingHooks.useInvoices] },
  a_get_invoice_details: { fn: billing.getInvoiceDetails, hooks: [billingHooks.useInvoiceDetails] },
  a_get_offer_details: { fn: billing.getOfferDetails, hooks: [billingHooks.useOfferDetails] },
  a_update_invoice_details: { fn: billing.updateInvoiceDetails, hooks: [billingHooks.useUpdateInvoiceDetails] },
  a_update_offer_details: { fn: billing.updateOfferDetails, hooks: [billingHooks.useUpdateOfferDetails] },
  a_add_invoice: { fn: billing.addInvoice, hooks: [billingHooks.useAddInvoice] },
  a_add_offer: { fn: billing.addOffer, hooks: [billingHooks.useAddOffer] },
  a_get_invoice_positions: { fn: positions.getInvoicePositions, hooks: [positionHooks.useInvoicePositions] },
  a_get_offer_positions: { fn: positions.getOfferPositions, hooks: [positionHooks.useOfferPositions] },
  a_delete_position: { fn: positions.deletePosition, hooks: [positionHooks.useDeletePosition] },
  a_delete_prognose: { fn: positions.deletePrognose, hooks: [positionHooks.useDeletePrognose] },
  a_update_prognose: { fn: positions.updatePrognose, hooks: [positionHooks.useUpdatePrognose] },
  a_insert_prognose: { fn: positions.insertPrognose, hooks: [positionHooks.useInsertPrognose] },
  a_update_position: { fn: positions.updatePosition, hooks: [positionHooks.useUpdatePosition] },
  a_insert_position: { fn: positions.insertPosition, hooks: [positionHooks.useInsertPosition] },
  a_set_client_for_invoice: { fn: billing.setClientForInvoice, hooks: [billingHooks.useSetClientForInvoice] },
  a_set_client_for_offer: { fn: billing.setClientForOffer, hooks: [billingHooks.useSetClientForOffer] },
  a_get_position_tmpl: { fn: positions.getPositionTemplates, hooks: [positionHooks.usePositionTemplates] },
  a_get_minmax_rn_datum: { fn: billing.getMinMaxRnDatum, hooks: [billingHooks.useMinMaxRnDatum] },
  a_get_minmax_an_datum: { fn: billing.getMinMaxAnDatum, hooks: [billingHooks.useMinMaxAnDatum] },
  a_get_min_rn_datum_for_new_invoice: {
    fn: billing.getMinRnDatumForNewInvoice,
    hooks: [billingHooks.useMinRnDatumForNewInvoice],
  },
  a_get_min_an_datum_for_new_offer: {
    fn: billing.getMinAnDatumForNewOffer,
    hooks: [billingHooks.useMinAnDatumForNewOffer],
  },
  a_get_all_freitexte: { fn: billing.getAllFreitexte, hooks: [billingHooks.useFreitexte] },
  a_get_currentuser: { fn: users.getCurrentUser, hooks: [userHooks.useCurrentUser] },
  a_get_currentsessionuser: { fn: users.getCurrentSessionUser, hooks: [userHooks.useCurrentSessionUser] },
  a_set_archive_for_rn: { fn: billing.setArchiveForInvoice, hooks: [billingHooks.useSetArchiveForInvoice] },
  a_get_client_details: { fn: clients.getClientDetails, hooks: [clientHooks.useClientDetails] },
  a_update_client_details: { fn: clients.updateClientDetails, hooks: [clientHooks.useUpdateClientDetails] },
  a_add_client: { fn: clients.addClient, hooks: [clientHooks.useAddClient] },
  a_get_prognose: { fn: positions.getPrognose, hooks: [positionHooks.usePrognose] },
  a_get_acronyms: { fn: views.getAcronyms, hooks: [viewHooks.useAcronyms] },

  getMapPoints: { fn: maps.getMapPoints, hooks: [mapHooks.useMapPoints] },
  insertMapPoints: { fn: maps.insertMapPoints, hooks: [mapHooks.useReplaceMapPoints] },
  deleteMapPoints: { fn: maps.deleteMapPoints, hooks: [mapHooks.useReplaceMapPoints] },
  getKarte: { fn: maps.getKarte, hooks: [mapHooks.useKarte] },
  insertKarte: { fn: maps.createKarte, hooks: [mapHooks.useCreateKarte] },
  patchKarte: { fn: maps.patchKarteField, hooks: [mapHooks.usePatchKarteField, mapHooks.useSetShowClient] },
  deleteKarte: { fn: maps.deleteKarte, hooks: [mapHooks.useDeleteKarte] },
  patchKunde: { fn: clients.patchKunde, hooks: [clientHooks.usePatchKunde] },
  getKaeferarten: { fn: kaefer.getKaeferarten, hooks: [kaeferHooks.useKaeferarten] },
  getKaeferart: { fn: kaefer.getKaeferart, hooks: [kaeferHooks.useKaeferart] },
  patchKaefer: { fn: kaefer.patchKaeferArt, hooks: [kaeferHooks.usePatchKaeferArt] },
  getBilder: { fn: kaefer.getBilder, hooks: [kaeferHooks.useBilder] },
  getBenutzer: { fn: users.getBenutzer, hooks: [userHooks.useBenutzerList] },
  getBenutzerById: { fn: users.getBenutzerById, hooks: [userHooks.useBenutzer] },
  patchBenutzer: { fn: users.patchBenutzer, hooks: [userHooks.usePatchBenutzer] },
  getDraeEinmessungUebersicht: {
    fn: views.getDraeEinmessungUebersicht,
    hooks: [viewHooks.useDraeEinmessungUebersicht],
  },
  getAusmEinmessungUebersicht: {
    fn: views.getAusmEinmessungUebersicht,
    hooks: [viewHooks.useAusmEinmessungUebersicht],
  },
  getSchaEinmessungUebersicht: {
    fn: views.getSchaEinmessungUebersicht,
    hooks: [viewHooks.useSchaEinmessungUebersicht],
  },
  getSchlEinmessungUebersicht: {
    fn: views.getSchlEinmessungUebersicht,
    hooks: [viewHooks.useSchlEinmessungUebersicht],
  },
  getDraeLaengeNachErfq: { fn: views.getDraeLaengeNachErfq, hooks: [viewHooks.useDraeLaengeNachErfq] },
  getDraeLaengeQdtNachAop: { fn: views.getDraeLaengeQdtNachAop, hooks: [viewHooks.useDraeLaengeQdtNachAop] },
} as const satisfies Record<CallName, CallEntry>;
