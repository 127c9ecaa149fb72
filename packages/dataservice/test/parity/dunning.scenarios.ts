/**
 * Dunning (sql/75_dunning.sql) on both hosts: the proposal, a run confirmed for the demo's
 * overdue invoice 12 and read back (its content and hash; `erstellt_am` is the moment each host
 * wrote it, so it is left out), the refusal of a second run, the levels and base rates.
 */
import { ADMIN, type Scenario } from './scenario';

export const scenarios: Scenario[] = [
  {
    name: 'a_get_dunning_proposal: today',
    caller: ADMIN,
    call: { rpc: 'a_get_dunning_proposal', args: {} },
  },
  {
    name: 'a_create_reminders: invoice 12, read back',
    caller: ADMIN,
    call: { rpc: 'a_create_reminders', args: { rechnung_ids: [12], aussteller: { name: 'Forstbüro' } } },
    then: { rpc: 'a_get_reminder', args: { mahnung_id: '1' } },
    ignoreFields: ['erstellt_am'],
  },
  {
    name: 'a_get_reminders: none yet',
    caller: ADMIN,
    call: { rpc: 'a_get_reminders', args: { client_id: null } },
  },
  {
    name: 'a_create_reminders: an invoice not due is refused',
    caller: ADMIN,
    call: { rpc: 'a_create_reminders', args: { rechnung_ids: [60] } },
  },
  {
    name: 'a_update_dunning_level: a fee below zero is refused, the levels read back',
    caller: ADMIN,
    call: {
      rpc: 'a_update_dunning_level',
      args: { stufe: '2', bezeichnung: '1. Mahnung', tage_nach_faelligkeit: '21', gebuehr: '-1', frist_tage: '10' },
    },
    then: { rpc: 'a_get_dunning_levels', args: {} },
  },
  {
    name: 'a_set_base_rate: a rate of 1 July, read back',
    caller: ADMIN,
    call: { rpc: 'a_set_base_rate', args: { gilt_ab: '2026-07-01', satz: '1.27' } },
    then: { rpc: 'a_get_base_rates', args: {} },
  },
];
