/**
 * The open items (sql/74_open_items.sql) on both hosts: the list's pages and filters, its sums,
 * one invoice's state, the Übersicht's money, and a payment's effect on the list read back.
 * Days overdue and age buckets count from the business day, which both hosts share.
 */
import { ADMIN, type Scenario } from './scenario';

const page = (path: string) => ({ method: 'GET' as const, path, count: true });

export const scenarios: Scenario[] = [
  {
    name: 'offene_posten: first page, due first',
    caller: ADMIN,
    call: page('offene_posten?order=faellig_am.asc,id.asc&limit=25&offset=0'),
  },
  {
    name: 'offene_posten: one client, every overdue item, largest first',
    caller: ADMIN,
    call: page('offene_posten?client_id=eq.3&tage_ueberfaellig=gt.0&order=offen.desc,id.asc&limit=25&offset=0'),
  },
  {
    name: 'offene_posten: over 90 days, by client name',
    caller: ADMIN,
    call: page('offene_posten?altersklasse=eq.ueber-90&order=client_name.asc,id.asc&limit=25&offset=0'),
  },
  {
    name: 'a_get_open_item_totals: all, a client, the overdue ones',
    caller: ADMIN,
    call: { rpc: 'a_get_open_item_totals', args: { client_id: '', altersklasse: 'ueberfaellig' } },
    then: { rpc: 'a_get_open_item_totals', args: { client_id: '3', altersklasse: null } },
  },
  {
    name: 'a_get_open_item_totals: the reminded ones, and a search as the list searches',
    caller: ADMIN,
    call: { rpc: 'a_get_open_item_totals', args: { client_id: null, altersklasse: null, mahnstufe: 'gemahnt' } },
    then: { rpc: 'a_get_open_item_totals', args: { mahnstufe: null, suche: 'forst 1' } },
  },
  {
    name: 'offene_posten: the reminded ones at level 1',
    caller: ADMIN,
    call: page('offene_posten?mahnstufe=eq.1&order=faellig_am.asc,id.asc&limit=25&offset=0'),
  },
  {
    name: 'a_get_billing_overview: the money tiles',
    caller: ADMIN,
    call: { rpc: 'a_get_billing_overview', args: {} },
  },
  {
    name: "a_get_invoice_state: an issued invoice's state",
    caller: ADMIN,
    call: { rpc: 'a_get_invoice_state', args: { rechnung_id: '38' } },
  },
  {
    name: 'a_get_invoice_state: an unknown invoice (404)',
    caller: ADMIN,
    call: { rpc: 'a_get_invoice_state', args: { rechnung_id: '9999' } },
  },
  {
    name: 'a_add_payment: the open item follows in the same transaction',
    caller: ADMIN,
    call: { rpc: 'a_add_payment', args: { rechnung_id: '38', datum: '2026-11-26', betrag: '50.00', art: 'bar' } },
    then: page('offene_posten?id=eq.38'),
  },
];
