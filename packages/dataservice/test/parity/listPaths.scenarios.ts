/**
 * The list paths of ours (requirements §7 "Table paths of ours", sql/67_list_paths.sql): the
 * views the list screens read one page at a time, filtered, ordered and counted by PostgREST,
 * as the app asks them. Each answers the rows of its procedure (a_get_kaefer_overview for
 * every Land and species, a_get_map_list_from_db, a_get_invoices, a_get_offers), so the
 * queries mirror those sent to the procedures in kaefer, maps and billing.scenarios.ts; a
 * view has no order of its own, so every page names one. roles.scenarios.ts refuses the GETs
 * to the other roles; a write is not compared (README "Known, not made equal").
 */
import { ADMIN, EXPERT, type Scenario } from './scenario';

const WAITING = 'status=in.(gemeldet,in_pruefung,bestaetigt)';
const NEWEST = 'order=fund_datum.desc,id.desc';

/** A counted GET, as the lists read a page with its total. */
const page = (path: string) => ({ method: 'GET' as const, path, count: true });

const sightings: Scenario[] = [
  {
    name: 'kaefer_liste: the queue, waiting records newest first, first page',
    caller: EXPERT,
    call: page(`kaefer_liste?${WAITING}&${NEWEST}&limit=50&offset=0`),
  },
  {
    name: 'kaefer_liste: a cell of the queue, Land and species as filters',
    caller: EXPERT,
    call: page(`kaefer_liste?bundesland=eq.BY&art=eq.1&${WAITING}&${NEWEST}&limit=50&offset=0`),
  },
  {
    name: 'kaefer_liste: a cell no record is in answers no row and a total of 0',
    caller: EXPERT,
    call: page(`kaefer_liste?bundesland=eq.BY&art=eq.3&${WAITING}&${NEWEST}&limit=50&offset=0`),
  },
  {
    name: 'kaefer_liste: without species, every status, by editor',
    caller: EXPERT,
    call: page('kaefer_liste?art=is.null&order=letzter_bearbeiter.asc.nullslast,id.asc&limit=50&offset=0'),
  },
  {
    name: 'kaefer_liste: without Land, waiting',
    caller: EXPERT,
    call: page(`kaefer_liste?bundesland=is.null&${WAITING}&${NEWEST}&limit=50&offset=0`),
  },
  {
    name: 'kaefer_liste: second page of every record',
    caller: EXPERT,
    call: page(`kaefer_liste?${NEWEST}&limit=5&offset=5`),
  },
  {
    name: 'kaefer_liste: only the count of the waiting records (the landing page)',
    caller: ADMIN,
    call: page(`kaefer_liste?${WAITING}&limit=0&offset=0`),
  },
  {
    name: 'kaefer_liste: published in a Land, a search word, by species descending',
    caller: ADMIN,
    call: page(
      'kaefer_liste?bundesland=eq.BY&status=eq.veroeffentlicht' +
        '&or=(art_name.ilike.*druck*,letzter_bearbeiter.ilike.*druck*,beschreibung.ilike.*druck*)' +
        '&order=art_name.desc.nullslast,id.desc&limit=50&offset=0',
    ),
  },
  {
    name: 'kaefer_liste: a column the view does not have is 42703',
    caller: EXPERT,
    call: page(`kaefer_liste?farbe=eq.rot&${NEWEST}&limit=50&offset=0`),
  },
  {
    name: 'kaefer_liste: an offset past the records is 416',
    caller: EXPERT,
    call: page(`kaefer_liste?${NEWEST}&limit=50&offset=5000`),
  },
];

const maps: Scenario[] = [
  {
    name: 'karten_liste: first page by map number',
    caller: EXPERT,
    call: page('karten_liste?order=id.asc&limit=50&offset=0'),
  },
  {
    name: 'karten_liste: one client’s maps',
    caller: EXPERT,
    call: page('karten_liste?client_id=eq.2&order=id.asc&limit=50&offset=0'),
  },
  {
    name: 'karten_liste: client and years, by year descending',
    caller: ADMIN,
    call: page(
      'karten_liste?client_id=eq.1&jahr=gte.1900&jahr=lte.1990&order=jahr.desc.nullslast,id.desc&limit=50&offset=0',
    ),
  },
  {
    name: 'karten_liste: a word in the map or client name, or the map number, by name',
    caller: EXPERT,
    call: page(
      'karten_liste?or=(map_name.ilike.*3*,client_name.ilike.*3*,id.eq.3)&order=map_name.asc,id.asc&limit=50&offset=0',
    ),
  },
];

const documents: Scenario[] = [
  {
    name: 'rechnung_liste: first page, newest number first',
    caller: ADMIN,
    call: page('rechnung_liste?order=id.desc&limit=25&offset=0'),
  },
  {
    name: 'rechnung_liste: second page',
    caller: ADMIN,
    call: page('rechnung_liste?order=id.desc&limit=25&offset=25'),
  },
  {
    name: 'rechnung_liste: one client in a date range, by date',
    caller: ADMIN,
    call: page(
      'rechnung_liste?client_id=eq.3&rn_datum=gte.2025-01-01&rn_datum=lte.2026-11-30&order=rn_datum.asc,id.asc&limit=25&offset=0',
    ),
  },
  {
    name: 'rechnung_liste: open ones in a date range, searched in client or editor, by net descending',
    caller: ADMIN,
    call: page(
      'rechnung_liste?archiviert=is.false&rn_datum=gte.2026-01-01&rn_datum=lte.2026-12-31' +
        '&or=(client_name.ilike.*stadt*,bearbeiter.ilike.*stadt*)&order=netto.desc,id.desc&limit=25&offset=0',
    ),
  },
  {
    name: 'angebot_liste: first page, newest number first',
    caller: ADMIN,
    call: page('angebot_liste?order=id.desc&limit=25&offset=0'),
  },
  {
    name: 'angebot_liste: one status, newest number first',
    caller: ADMIN,
    call: page('angebot_liste?status=eq.versendet&order=id.desc&limit=25&offset=0'),
  },
  {
    name: 'angebot_liste: one status in a date range, by editor descending',
    caller: ADMIN,
    call: page(
      'angebot_liste?status=eq.versendet&an_datum=gte.2025-01-01&an_datum=lte.2026-12-31' +
        '&order=bearbeiter.desc.nullslast,id.desc&limit=25&offset=0',
    ),
  },
];

export const scenarios: Scenario[] = [...sightings, ...maps, ...documents];
