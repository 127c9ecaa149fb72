/**
 * Invoices kept as issued (sql/76_issued_form.sql) on both hosts: archiving the demo's draft
 * invoice 60 with an issuer and reading its issued form back (the hash included: both hosts
 * store the same JSON text), a draft's 404, and the change log's call. `gestellt_am` is the moment each host
 * wrote the form, so it is left out.
 */
import { ADMIN, type Scenario } from './scenario';

export const scenarios: Scenario[] = [
  {
    name: 'a_set_archive_for_rn: invoice 60 issued with its issuer, the form read back',
    caller: ADMIN,
    call: { rpc: 'a_set_archive_for_rn', args: { invoice_id: '60', aussteller: { name: 'Forstbüro Beispiel GmbH' } } },
    then: { rpc: 'a_get_issued_invoice', args: { rechnung_id: '60' } },
    ignoreFields: ['gestellt_am'],
  },
  {
    name: 'a_get_issued_invoice: a draft is not issued (404)',
    caller: ADMIN,
    call: { rpc: 'a_get_issued_invoice', args: { rechnung_id: '60' } },
  },
  {
    // The log's entries carry their moment and the cluster's other tests' history: their content
    // is tested on PostgreSQL (test/issuedForm.test.ts); here the call and its empty answer.
    name: 'a_get_invoice_changes: an invoice that does not exist has none',
    caller: ADMIN,
    call: { rpc: 'a_get_invoice_changes', args: { rechnung_id: '999999' } },
  },
];
