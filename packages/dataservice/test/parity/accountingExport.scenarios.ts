/**
 * The accountant's export (sql/77_accounting_export.sql) on both hosts: the DATEV bookings and
 * the journal of this year's first quarter and of last year, a page after a key, a page that
 * reads on past a key without a booking, the refusals (a period across the fiscal year, a client
 * without a Debitorennummer), the settings, the revenue accounts and a Debitorennummer written
 * and read back. The seed's invoices are dated
 * relative to today, so the periods are too.
 */
import { ADMIN, type Scenario } from './scenario';

const YEAR = new Date().getFullYear();
const LAST_YEAR = { von: `${YEAR - 1}-01-01`, bis: `${YEAR - 1}-12-31` };
const FIRST_QUARTER = { von: `${YEAR}-01-01`, bis: `${YEAR}-03-31` };

export const scenarios: Scenario[] = [
  {
    name: 'a_get_bookings: last year, every booking',
    caller: ADMIN,
    call: { rpc: 'a_get_bookings', args: { ...LAST_YEAR, anzahl: '10000' } },
  },
  {
    name: 'a_get_bookings: this year, a page of five after a key',
    caller: ADMIN,
    call: { rpc: 'a_get_bookings', args: { ...FIRST_QUARTER, nach: `${YEAR}-01-15/R/0000000000`, anzahl: '5' } },
  },
  {
    name: 'a_get_bookings: last year, a first page of 50',
    caller: ADMIN,
    call: { rpc: 'a_get_bookings', args: { ...LAST_YEAR, anzahl: '50' } },
  },
  {
    name: 'a_get_bookings: a period across the fiscal year is refused',
    caller: ADMIN,
    call: { rpc: 'a_get_bookings', args: { von: `${YEAR - 1}-12-01`, bis: `${YEAR}-01-31` } },
  },
  {
    name: 'a_set_debitor_nr: client 1 without, its bookings refused',
    caller: ADMIN,
    call: { rpc: 'a_set_debitor_nr', args: { client_id: '1', debitor_nr: '' } },
    then: { rpc: 'a_get_bookings', args: LAST_YEAR },
  },
  {
    name: 'a_set_debitor_nr: a number taken by another client is refused',
    caller: ADMIN,
    call: { rpc: 'a_set_debitor_nr', args: { client_id: '2', debitor_nr: '10001' } },
  },
  {
    name: 'a_set_debitor_nr: the proposed number, read back',
    caller: ADMIN,
    call: { rpc: 'a_set_debitor_nr', args: { client_id: '2', debitor_nr: '20000' } },
    then: { rpc: 'a_get_debitor_nr', args: { client_id: '2' } },
  },
  { name: 'a_next_debitor_nr', caller: ADMIN, call: { rpc: 'a_next_debitor_nr', args: {} } },
  {
    name: 'a_get_journal: last year',
    caller: ADMIN,
    call: { rpc: 'a_get_journal', args: { ...LAST_YEAR, anzahl: '10000' } },
  },
  {
    name: 'a_update_accounting_settings: SKR04 from July, read back',
    caller: ADMIN,
    call: {
      rpc: 'a_update_accounting_settings',
      args: { berater_nr: '29098', mandant_nr: '55003', kontenrahmen: 'SKR04', wj_beginn: '7' },
    },
    then: { rpc: 'a_get_accounting_settings', args: {} },
  },
  {
    name: 'a_update_accounting_settings: a consultant number too small is refused',
    caller: ADMIN,
    call: {
      rpc: 'a_update_accounting_settings',
      args: { berater_nr: '1000', mandant_nr: '55003', kontenrahmen: 'SKR03', wj_beginn: '1' },
    },
  },
  {
    name: 'a_update_revenue_account: 7 % in SKR03, read back',
    caller: ADMIN,
    call: { rpc: 'a_update_revenue_account', args: { kontenrahmen: 'SKR03', ust_satz: '7', konto: '8310' } },
    then: { rpc: 'a_get_revenue_accounts', args: {} },
  },
];
