/**
 * The list screens' requests as the app sends them (packages/app/src/api/client.ts `list`,
 * the screens' *ListQuery.ts): path, query string, body, `Prefer: count=exact`. The EXPLAIN
 * test (explain.test.ts) and the SQL bench (scripts/bench/sqlListsBench.ts) hand them to the
 * emulation and run the statements it emits, as PostgREST 16 would send them.
 */
import type { ApiRequest } from '../src/postgrest';
import { withVerifiedEmail, type Caller } from './harness';

export const ADMIN: Caller = { role: 'ogf_admin', claims: { email: 'admin@waldmonitor.example' } };
export const EXPERT: Caller = { role: 'ogf_expert', claims: { email: 'experte@waldmonitor.example' } };

export interface ListVariant {
  /** What the screen calls it (German, as the toolbar shows it). */
  label: string;
  /** The query string the app sends. */
  query: string;
  /**
   * A substring search (`suche=ilike.*…*`) with no trigram index (the users and clients have
   * theirs on their `suche`, migrations/0004): no B-tree index serves it, so it may read the
   * table; the bench times it against the click budget.
   */
  scans?: boolean;
  /** Sums over every row the filters match (the Netto/Brutto under a list): it reads them all. */
  readsAll?: boolean;
  /** A procedure's arguments for this variant, over the screen's. */
  body?: Record<string, unknown>;
}

export interface ListScreen {
  screen: string;
  caller: Caller;
  /** `/kaefer_liste` (a view) or `/rpc/a_get_all_clients` (a procedure, POST with its body). */
  path: string;
  body?: Record<string, unknown>;
  /** A procedure answering one row (a sum): it may run as a function of its own (sql/56_document_totals.sql). */
  oneRow?: boolean;
  /** The bench's budget per request when it is not the lists' 20 ms (the dunning proposal's 200 ms). */
  budgetMs?: number;
  variants: ListVariant[];
}

const WAITING = 'status=in.(gemeldet,in_pruefung,bestaetigt)';
const NEWEST = 'order=fund_datum.desc,id.desc';
const PAGE_50 = 'limit=50&offset=0';
const PAGE_25 = 'limit=25&offset=0';
const YEAR = 'datum=gte.2026-01-01&datum=lte.2026-12-31';
// The search as the app sends it (packages/app/src/api/listQuery.ts searchConditions): the
// word unaccented, in the list's `suche` column.
const NAME_SEARCH = 'suche=ilike.*berg*';
const USER_NAME_ORDER = 'order=last_name.asc.nullslast,first_name.asc.nullslast,user_id.asc';
const EXPERT_QUERY = 'app_status=eq.ogf_expert_query';

export const LIST_SCREENS: readonly ListScreen[] = [
  {
    screen: 'Käferfunde (kaefer_liste)',
    caller: EXPERT,
    path: '/kaefer_liste',
    variants: [
      { label: 'alle', query: `${NEWEST}&${PAGE_50}` },
      { label: 'wartend', query: `${WAITING}&${NEWEST}&${PAGE_50}` },
      { label: 'wartend, Seite 2', query: `${WAITING}&${NEWEST}&limit=50&offset=50` },
      { label: 'Status', query: `status=eq.gemeldet&${NEWEST}&${PAGE_50}` },
      { label: 'Zelle wartend', query: `bundesland=eq.BY&art=eq.3&${WAITING}&${NEWEST}&${PAGE_50}` },
      { label: 'Bundesland (seltenes)', query: `bundesland=eq.HB&${NEWEST}&${PAGE_50}` },
      { label: 'Käferart', query: `art=eq.3&${NEWEST}&${PAGE_50}` },
      { label: 'ohne Art wartend', query: `art=is.null&${WAITING}&${NEWEST}&${PAGE_50}` },
      { label: 'ohne Bundesland', query: `bundesland=is.null&${NEWEST}&${PAGE_50}` },
      { label: 'wartend (Übersicht, Anzahl)', query: `${WAITING}&limit=0&offset=0` },
      {
        label: 'Zelle, Suche',
        query: `bundesland=eq.BY&suche=ilike.*eich*&${NEWEST}&${PAGE_50}`,
        scans: true,
      },
    ],
  },
  {
    // The review queue's matrix (sql/57_review_queue.sql): one row per Bundesland and species.
    screen: 'Prüfmatrix (a_get_kaefer_queue)',
    caller: EXPERT,
    path: '/rpc/a_get_kaefer_queue',
    body: {},
    variants: [{ label: 'alle Zellen', query: '' }],
  },
  {
    screen: 'Nutzer (benutzer)',
    caller: ADMIN,
    path: '/benutzer',
    variants: [
      { label: 'nach Name', query: `${USER_NAME_ORDER}&${PAGE_25}` },
      { label: 'Rolle', query: `app_status=eq.ogf_expert&${USER_NAME_ORDER}&${PAGE_25}` },
      { label: 'Mail bei neuen Meldungen', query: `mail_new=is.true&${USER_NAME_ORDER}&${PAGE_25}` },
      { label: 'Suche', query: `${NAME_SEARCH}&${USER_NAME_ORDER}&${PAGE_25}` },
      { label: 'Suche (häufig)', query: `suche=ilike.*schm*&${USER_NAME_ORDER}&${PAGE_25}` },
      // "muller" for Müller (the large dataset's most frequent last name): the accent-free search.
      { label: 'Suche ohne Akzent', query: `suche=ilike.*muller*&${USER_NAME_ORDER}&${PAGE_25}` },
      {
        label: 'Suche, zwei Wörter',
        query: `and=(suche.ilike.*muller*,suche.ilike.*anna*)&${USER_NAME_ORDER}&${PAGE_25}`,
      },
      { label: 'Expertenanfragen (Übersicht)', query: 'app_status=eq.ogf_expert_query&limit=0&offset=0' },
    ],
  },
  {
    // The users page's tab "Expertenanfragen" (packages/app/src/pages/users/usersListQuery.ts):
    // the open requests (about 1,500 at a busy year) paged and counted, the oldest registration first.
    screen: 'Expertenanfragen (benutzer)',
    caller: ADMIN,
    path: '/benutzer',
    variants: [
      { label: 'älteste zuerst', query: `${EXPERT_QUERY}&order=reg_date.asc,user_id.asc&${PAGE_25}` },
      { label: 'älteste zuerst, Seite 3', query: `${EXPERT_QUERY}&order=reg_date.asc,user_id.asc&limit=25&offset=50` },
      { label: 'nach Name', query: `${EXPERT_QUERY}&${USER_NAME_ORDER}&${PAGE_25}` },
      { label: 'Suche', query: `${EXPERT_QUERY}&${NAME_SEARCH}&order=reg_date.asc,user_id.asc&${PAGE_25}` },
    ],
  },
  {
    // A client's "Vorhandenen Nutzer hinzufügen": the users a search finds, by name.
    screen: 'Nutzer zum Kunden hinzufügen (benutzer)',
    caller: ADMIN,
    path: '/benutzer',
    variants: [
      { label: 'Suche', query: `${NAME_SEARCH}&order=last_name.asc,first_name.asc,user_id.asc&limit=20&offset=0` },
    ],
  },
  {
    screen: 'Nutzer eines Kunden (a_get_appusers_from_client)',
    caller: ADMIN,
    path: '/rpc/a_get_appusers_from_client',
    body: { client_id: '1000' },
    variants: [
      { label: 'nach Name', query: `order=last_name.asc,first_name.asc,user_id.asc&${PAGE_25}` },
      { label: 'Suche', query: `${NAME_SEARCH}&order=last_name.asc,first_name.asc,user_id.asc&${PAGE_25}` },
    ],
  },
  {
    screen: 'Kunden (a_get_all_clients)',
    caller: ADMIN,
    path: '/rpc/a_get_all_clients',
    body: {},
    variants: [
      { label: 'nach Name', query: `aktiv=is.true&order=name.asc,client_id.asc&${PAGE_25}` },
      { label: 'Bundesland', query: `bundesland=eq.NI&aktiv=is.true&order=name.asc,client_id.asc&${PAGE_25}` },
      { label: 'nach Karten', query: `aktiv=is.true&order=karten.desc,client_id.desc&${PAGE_25}` },
      { label: 'deaktiviert', query: `aktiv=is.false&order=name.asc,client_id.asc&${PAGE_25}` },
      { label: 'Suche', query: `aktiv=is.true&suche=ilike.*wald*&order=name.asc,client_id.asc&${PAGE_25}` },
      // The client choice of a new offer, invoice, map or user (useClientChoice): the first 20
      // active ones whose name or place holds the word.
      {
        label: 'Auswahl, Suche',
        query: 'aktiv=is.true&name_suche=ilike.*grun*&order=name.asc,client_id.asc&limit=20&offset=0',
      },
      { label: 'mit Kataster (Übersicht, Anzahl)', query: 'kataster_status=is.true&limit=0&offset=0' },
    ],
  },
  {
    screen: 'Kataster (a_get_kataster_overview)',
    caller: ADMIN,
    path: '/rpc/a_get_kataster_overview',
    body: {},
    variants: [
      { label: 'Kataster zuerst', query: `order=kataster_status.desc,client_id.desc&${PAGE_25}` },
      {
        label: 'Kataster aktiv',
        query: `kataster_status=is.true&order=kataster_status.desc,client_id.desc&${PAGE_25}`,
      },
    ],
  },
  {
    screen: 'Prognose (a_get_prognose)',
    caller: ADMIN,
    path: '/rpc/a_get_prognose',
    body: {},
    variants: [
      { label: 'ein Jahr', query: `${YEAR}&order=datum.asc,id.asc&${PAGE_25}` },
      { label: 'Art', query: `${YEAR}&art=eq.Beratung&order=datum.asc,id.asc&${PAGE_25}` },
      { label: 'nach Betrag', query: `${YEAR}&order=betrag.desc,id.desc&${PAGE_25}` },
    ],
  },
  {
    // The forecast chart's invoiced net per month of a year: twelve rows.
    screen: 'Prognose: abgerechnet je Monat (a_get_invoiced_per_month)',
    caller: ADMIN,
    path: '/rpc/a_get_invoiced_per_month',
    body: { jahr: String(new Date().getFullYear() - 1) },
    variants: [{ label: 'ein Jahr', query: '' }],
  },
  {
    screen: 'GIS-Karten (karten_liste)',
    caller: EXPERT,
    path: '/karten_liste',
    variants: [
      { label: 'nach Nummer', query: `order=id.asc&${PAGE_50}` },
      { label: 'Kunde', query: `client_id=eq.40&order=id.asc&${PAGE_50}` },
      { label: 'Status', query: `status=eq.neu&order=id.asc&${PAGE_50}` },
      { label: 'nach Name', query: `order=map_name.asc,id.asc&${PAGE_50}` },
      { label: 'Seite 2', query: 'order=id.asc&limit=50&offset=50' },
    ],
  },
  {
    screen: 'Rechnungen (rechnung_liste)',
    caller: ADMIN,
    path: '/rechnung_liste',
    variants: [
      { label: 'neueste zuerst', query: `order=id.desc&${PAGE_25}` },
      { label: 'Zeitraum', query: `rn_datum=gte.2025-01-01&rn_datum=lte.2025-03-31&order=id.desc&${PAGE_25}` },
      { label: 'Kunde', query: `client_id=eq.40&order=id.desc&${PAGE_25}` },
      { label: 'offen', query: `archiviert=is.false&order=id.desc&${PAGE_25}` },
      { label: 'nach Datum', query: `order=rn_datum.desc,id.desc&${PAGE_25}` },
      {
        label: 'Suche',
        query: `suche=ilike.*stadt*&order=id.desc&${PAGE_25}`,
        scans: true,
      },
    ],
  },
  {
    // The Netto/Brutto under the invoice list (sql/56_document_totals.sql) with its filters.
    screen: 'Rechnungen: Summen (a_get_invoice_totals)',
    caller: ADMIN,
    path: '/rpc/a_get_invoice_totals',
    oneRow: true,
    body: { suche: null, client_id: null, archiviert: null, von: null, bis: null },
    variants: [
      { label: 'alle', query: '', readsAll: true },
      { label: 'Zeitraum', query: '', body: { von: '2025-01-01', bis: '2025-03-31' } },
      { label: 'Kunde', query: '', body: { client_id: '40' } },
      { label: 'offen', query: '', body: { archiviert: false } },
      { label: 'Suche', query: '', body: { suche: 'stadt' }, scans: true },
    ],
  },
  {
    // Finanzen › Offene Posten (sql/74_open_items.sql): due first, by client, by age bucket.
    screen: 'Offene Posten (offene_posten)',
    caller: ADMIN,
    path: '/offene_posten',
    variants: [
      { label: 'fällig zuerst', query: `order=faellig_am.asc,id.asc&${PAGE_25}` },
      { label: 'Kunde', query: `client_id=eq.40&order=faellig_am.asc,id.asc&${PAGE_25}` },
      { label: 'über 90 Tage', query: `altersklasse=eq.ueber-90&order=faellig_am.asc,id.asc&${PAGE_25}` },
      { label: 'nach Betrag', query: `order=offen.desc,id.asc&${PAGE_25}` },
    ],
  },
  {
    screen: 'Offene Posten: Summen (a_get_open_item_totals)',
    caller: ADMIN,
    path: '/rpc/a_get_open_item_totals',
    oneRow: true,
    body: { client_id: null, altersklasse: null },
    variants: [
      { label: 'alle', query: '', readsAll: true },
      { label: 'Kunde', query: '', body: { client_id: '40' } },
      { label: 'über 90 Tage', query: '', body: { altersklasse: 'ueber-90' }, readsAll: true },
    ],
  },
  {
    // Finanzen › Mahnwesen: the dunning run's proposal for today, interest computed per invoice.
    screen: 'Mahnvorschlag (a_get_dunning_proposal)',
    caller: ADMIN,
    path: '/rpc/a_get_dunning_proposal',
    body: {},
    budgetMs: 200,
    variants: [{ label: 'heute', query: '' }],
  },
  {
    // The Übersicht's money tiles: open, overdue, this month's payments, this year's revenue.
    screen: 'Übersicht: Geld (a_get_billing_overview)',
    caller: ADMIN,
    path: '/rpc/a_get_billing_overview',
    oneRow: true,
    body: {},
    variants: [{ label: 'heute', query: '', readsAll: true }],
  },
  {
    screen: 'Angebote (angebot_liste)',
    caller: ADMIN,
    path: '/angebot_liste',
    variants: [
      { label: 'neueste zuerst', query: `order=id.desc&${PAGE_25}` },
      { label: 'Zeitraum', query: `an_datum=gte.2025-01-01&an_datum=lte.2025-03-31&order=id.desc&${PAGE_25}` },
      { label: 'Kunde', query: `client_id=eq.40&order=id.desc&${PAGE_25}` },
      { label: 'Status', query: `status=eq.versendet&order=id.desc&${PAGE_25}` },
      {
        label: 'Suche',
        query: `suche=ilike.*stadt*&order=id.desc&${PAGE_25}`,
        scans: true,
      },
    ],
  },
  {
    screen: 'Angebote: Summen (a_get_offer_totals)',
    caller: ADMIN,
    path: '/rpc/a_get_offer_totals',
    oneRow: true,
    body: { suche: null, client_id: null, status: null, von: null, bis: null },
    variants: [
      { label: 'alle', query: '', readsAll: true },
      { label: 'Zeitraum', query: '', body: { von: '2025-01-01', bis: '2025-03-31' } },
      { label: 'Status', query: '', body: { status: 'versendet' } },
      { label: 'Suche', query: '', body: { suche: 'stadt' }, scans: true },
    ],
  },
  {
    screen: 'Karten eines Kunden (karte)',
    caller: EXPERT,
    path: '/karte',
    variants: [{ label: 'Kunde', query: 'client_id=eq.40&order=id.asc' }],
  },
  {
    screen: 'Passpunkte einer Karte (mappoint)',
    caller: EXPERT,
    path: '/mappoint',
    variants: [{ label: 'Karte', query: 'karte_id=eq.5000&order=nr.asc' }],
  },
];

/** One request of one screen, named "screen · variant". */
export interface ListRequest {
  name: string;
  screen: ListScreen;
  variant: ListVariant;
  request: ApiRequest;
}

/** The request the app sends: a view by GET, a procedure by POST with its body, both counting exactly. */
export function apiRequest(screen: ListScreen, variant: ListVariant): ApiRequest {
  const isRpc = screen.path.startsWith('/rpc/');
  return {
    method: isRpc ? 'POST' : 'GET',
    path: screen.path,
    query: variant.query,
    headers: isRpc ? { prefer: 'count=exact', 'content-type': 'application/json' } : { prefer: 'count=exact' },
    body: isRpc ? JSON.stringify({ ...screen.body, ...variant.body }) : null,
    role: screen.caller.role,
    claims: withVerifiedEmail(screen.caller),
  };
}

/** Whether a query string filters (anything beside PostgREST's order, paging and projection). */
export const filters = (query: string) =>
  [...new URLSearchParams(query).keys()].some((key) => !['order', 'limit', 'offset', 'select'].includes(key));

export function listRequests(): ListRequest[] {
  return LIST_SCREENS.flatMap((screen) =>
    screen.variants.map((variant) => ({
      name: `${screen.screen} · ${variant.label}`,
      screen,
      variant,
      request: apiRequest(screen, variant),
    })),
  );
}
