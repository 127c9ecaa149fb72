/**
 * Payments (sql/73_payments.sql) on both hosts: a payment on the archived invoice 38 read back
 * with the invoice's payments, the refusals, and a counter-entry's refusal for a payment that
 * does not exist. `erfasst_am` is the moment each host wrote the row, so it is left out.
 */
import { ADMIN, type Scenario } from './scenario';

export const scenarios: Scenario[] = [
  {
    name: 'a_add_payment: a partial payment, read back',
    caller: ADMIN,
    call: {
      rpc: 'a_add_payment',
      args: { rechnung_id: '38', datum: '2026-11-26', betrag: '100.00', art: 'überweisung', referenz: 'RE 38' },
    },
    then: { rpc: 'a_get_payments', args: { rechnung_id: '38' } },
    ignoreFields: ['erfasst_am'],
  },
  {
    name: 'a_add_payment: three decimals are refused',
    caller: ADMIN,
    call: { rpc: 'a_add_payment', args: { rechnung_id: '38', datum: '2026-11-26', betrag: '1.005', art: 'bar' } },
  },
  {
    name: 'a_add_payment: a draft is refused',
    caller: ADMIN,
    call: { rpc: 'a_add_payment', args: { rechnung_id: '60', datum: '2026-11-26', betrag: '10.00', art: 'bar' } },
  },
  {
    name: 'a_reverse_payment: a payment that does not exist',
    caller: ADMIN,
    call: { rpc: 'a_reverse_payment', args: { zahlung_id: '999' } },
  },
  {
    name: 'a_get_payments: none yet',
    caller: ADMIN,
    call: { rpc: 'a_get_payments', args: { rechnung_id: '38' } },
  },
];
