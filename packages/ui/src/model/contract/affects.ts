import type { MailFlag } from '../entities';
import type { MapListRow } from '../resultRows';
import type { WriteEffect, WriteName } from './affects/writes';
import { BILLING_AFFECTS, invoiceList, offerList } from './affects/billing';
import { reads } from './affects/reads';

export { insertedInto } from './affects/billing';
export * from './affects/writes';
export { reads };

/**
 * What each write of requirements §7 changes, beside the contract: the reads it refreshes
 * (as key filters, computed from the write's params and answer), the reads whose new data
 * it already knows, and the change a person sees at once before the service answers. The
 * data hooks (`useRpcMutation`, `useTableMutation`) look a write up here; the coverage test
 * holds this table against the contract and the SQL (architecture §4).
 */

/** The maps list under both names that read it (as the invoice and offer lists in affects/billing.ts). */
const mapList = [reads('getKartenListe'), reads('a_get_map_list_from_db')];

/** The client's name and address show in the client, invoice, offer, cadastre and map lists. */
const clientNameShown = [
  reads('a_get_all_clients'),
  ...invoiceList,
  ...offerList,
  reads('a_get_kataster_overview'),
  ...mapList,
  reads('getOffenePosten'),
];

/** A connection changes the client's user lists and the user's own client list (in the user data). */
const connection = ({ params: { client_id } }: { params: { client_id: number } }) => [
  reads('a_get_appusers_from_client', { client_id }),
  reads('a_get_users_from_client', { client_id }),
  reads('a_get_user_data'),
];

/**
 * Every overview (any filter) may hold a beetle record, read as GET /kaefer_liste or
 * a_get_kaefer_overview; the counts count published records by state and species.
 */
const records = [reads('getKaeferListe'), reads('a_get_kaefer_overview')];
/** The records lists and the queue's matrix (a_get_kaefer_queue): a status or species moves a count. */
const overviews = [...records, reads('a_get_kaefer_queue')];
const publishedCounts = [reads('a_get_kaefer_by_bundesland'), reads('a_get_kaefer_by_art')];
/**
 * The back office's Postausgang (a_get_outbox): a review's decision (Rückfrage, rejection,
 * publication) and an expert request or its decision write a mail in the same transaction
 * (packages/dataservice/sql/70_outbox.sql).
 */
const outbox = reads('a_get_outbox');

/** The karte fields the GIS table shows (MapListRow); a change of one of them refreshes the list. */
const MAP_LIST_FIELDS = new Set<string>([
  'jahr',
  'status',
  'client_status',
  'typ',
  'epsg',
  'georef_typ',
  'show_client',
  'scale',
] satisfies (keyof MapListRow)[]);

const MAIL_FLAG_LABELS: Record<MailFlag, string> = {
  mail_register: 'Registrierung',
  mail_new: 'Neue Meldungen',
  mail_rejected: 'Abgelehnte Meldungen',
  mail_published: 'Veröffentlichte Meldungen',
  mail_expert_request: 'Expertenanfragen',
  mail_expert_approved: 'Bestätigte Expertenanfragen',
};

/** Every write with what it changes; the type fails when a write is missing or a read is misnamed. */
export const AFFECTS: { [N in WriteName]: WriteEffect<N> } = {
  // Invoices and offers, their positions, payments, open items, dunning and forecasts.
  ...BILLING_AFFECTS,

  // Clients and their users.
  a_update_client_details: {
    refreshes: ({ params }) => [
      reads('a_get_client_details', { client_id: params.client_id }),
      ...clientNameShown,
      // Whether the client is a consumer sets its default interest and Pauschale.
      reads('a_get_dunning_proposal'),
    ],
  },
  a_add_client: { refreshes: () => [reads('a_get_all_clients'), reads('a_get_kataster_overview')] },
  a_set_projektordner: {
    refreshes: ({ params }) => [reads('a_get_client_details', { client_id: params.client_id })],
  },
  a_set_kataster_for_client: {
    refreshes: () => [reads('a_get_kataster_overview'), reads('a_get_all_clients')],
    optimistic: {
      call: 'a_get_client_details',
      params: ({ params }) => ({ client_id: params.client_id }),
      apply: (rows, { params }) => rows?.map((row) => ({ ...row, kataster_status: params.kataster_status })),
      failure: ({ params }) =>
        params.kataster_status
          ? 'Der Kataster wurde für den Kunden nicht eingeschaltet.'
          : 'Der Kataster wurde für den Kunden nicht ausgeschaltet.',
    },
  },
  /** The client's page (its badge), the clients list (marked, filtered) and every client choice. */
  a_set_client_active: {
    refreshes: ({ params }) => [
      reads('a_get_client_details', { client_id: params.client_id }),
      reads('a_get_all_clients'),
    ],
  },
  a_add_user_to_client: { refreshes: connection },
  a_connect_user_to_client: { refreshes: connection },
  a_disconnect_user_from_client: { refreshes: connection },
  patchKunde: {
    refreshes: ({ params }) => [reads('a_get_client_details', { client_id: params.id }), reads('a_get_all_clients')],
  },

  // Users.
  /** The user list, that user's data and rows, and the client user lists showing the role. */
  a_change_app_status: {
    refreshes: ({ params }) => [
      reads('a_get_all_users'),
      reads('a_get_user_data', { email: params.username }),
      reads('getBenutzer'),
      reads('getBenutzerById', { id: params.user_id }),
      reads('a_get_appusers_from_client'),
      outbox,
    ],
  },
  /** a_update_user names the user by `mail`; the benutzer rows are keyed by id, so all of them are refreshed. */
  a_update_user: {
    refreshes: ({ params }) => [
      reads('a_get_user_data', { email: params.mail }),
      reads('a_get_all_users'),
      reads('getBenutzer'),
      reads('getBenutzerById'),
      reads('a_get_user_name', { g_mail: params.mail }),
    ],
  },
  a_add_user: {
    refreshes: ({ params }) => [
      reads('a_get_all_users'),
      reads('getBenutzer'),
      ...(params.client_id === null
        ? []
        : [
            reads('a_get_appusers_from_client', { client_id: params.client_id }),
            reads('a_get_users_from_client', { client_id: params.client_id }),
          ]),
    ],
  },
  /** `{berufsgruppe}` or mail flags: the switch moves at once; the user's own data and the lists carry the same fields. */
  patchBenutzer: {
    refreshes: () => [reads('getBenutzer'), reads('a_get_user_data'), reads('a_get_all_users')],
    optimistic: {
      call: 'getBenutzerById',
      params: ({ params }) => ({ id: params.id }),
      apply: (rows, { body }) => rows?.map((row) => ({ ...row, ...body })),
      failure: ({ body }) => {
        if ('berufsgruppe' in body) return 'Die Berufsgruppe wurde nicht gespeichert.';
        const flags = (Object.keys(body) as MailFlag[]).map((flag) => `„${MAIL_FLAG_LABELS[flag]}“`);
        return `Die Mail-Einstellung ${flags.join(', ')} wurde nicht gespeichert.`;
      },
    },
  },

  // Beetle records.
  /**
   * The record is the overview's row (the spec has no call that reads one record), so every
   * overview is refreshed, and the counts of published records with it, as a status change
   * can publish or withdraw.
   */
  a_update_kaefer: { refreshes: () => [...overviews, ...publishedCounts, outbox] },
  a_update_message: { refreshes: () => records },
  /** A status change as a_update_kaefer, with the message shown in the overview's row. */
  a_update_kaefer_with_message: { refreshes: () => [...overviews, ...publishedCounts, outbox] },
  /** The pictures of that record, and the overview's picture count. */
  a_update_bilder: { refreshes: ({ params }) => [reads('getBilder', { id: params.kid }), ...records] },
  /** A new species changes the overview's species name and the count by species. */
  patchKaefer: { refreshes: () => [...overviews, reads('a_get_kaefer_by_art')] },

  // Maps.
  /** The created map is put into its GET /karte read, so the editor that opens next needs no request. */
  insertKarte: {
    refreshes: () => [...mapList, reads('a_get_kataster_overview')],
    fills: (_input, rows) => rows.map((row) => ({ call: 'getKarte', params: { id: row.id }, data: [row] })),
  },
  patchKarte: {
    refreshes: ({ params, body }) => [
      reads('getKarte', { id: params.id }),
      ...(Object.keys(body).some((field) => MAP_LIST_FIELDS.has(field)) ? mapList : []),
    ],
  },
  /** The lists lose the map; its own reads are emptied without a request. */
  deleteKarte: {
    refreshes: () => [...mapList, reads('a_get_kataster_overview'), reads('a_get_bbox_from_client')],
    fills: ({ params }) => [
      { call: 'getKarte', params: { id: params.id }, data: [] },
      { call: 'getMapPoints', params: { id: params.id }, data: [] },
    ],
  },
  /** The georeferencing saved at once: the map's points and fields, and the list's type, counts and RMSE. */
  a_save_georeference: {
    refreshes: ({ params }) => [
      reads('getMapPoints', { id: params.karte_id }),
      reads('getKarte', { id: params.karte_id }),
      ...mapList,
    ],
  },
  /** Saving points by the table calls changes the map's points and the point count in the GIS table. */
  deleteMapPoints: {
    refreshes: ({ params }) => [reads('getMapPoints', { id: params.id }), ...mapList],
  },
  insertMapPoints: {
    refreshes: ({ body }) => [
      ...[...new Set(body.map((point) => point.karte_id))].map((id) => reads('getMapPoints', { id })),
      ...mapList,
    ],
  },
};

/** The effect of one write, typed by its name. */
export function affectsOf<N extends WriteName>(name: N): WriteEffect<N> {
  return AFFECTS[name] as WriteEffect<N>;
}
