/**
 * Invoices sent by e-mail (sql/78_invoice_mail.sql) on both hosts: the demo's draft invoice 60
 * sent with a minimal PDF ("%PDF-1.7 %%EOF"), issued in the same call, and the mail read back
 * from the Postausgang with its attachment's name; a send refused for its address, which leaves
 * the draft as it was (a_get_issued_invoice: 404); the sends of an invoice never sent, and the
 * attachments of a mail that has none.
 *
 * created_at and next_attempt_at are the moment each host wrote the row, so they are left out.
 */
import { ADMIN, type Scenario } from './scenario';

const PDF = 'JVBERi0xLjcKJSVFT0YK';

const mailOf60 = (fields: Record<string, unknown> = {}) => ({
  rechnung_id: '60',
  empfaenger: 'buchhaltung@kunde.example',
  betreff: 'Rechnung 60',
  nachricht: 'Sehr geehrte Damen und Herren,\n\nanbei erhalten Sie unsere Rechnung 60.\n\nMit freundlichen Grüßen',
  e_format: 'pdf',
  dateiname: 'Rechnung-60.pdf',
  anhang: PDF,
  ...fields,
});

export const scenarios: Scenario[] = [
  {
    name: 'a_send_invoice: the draft 60 issued and its mail written with the file',
    caller: ADMIN,
    call: { rpc: 'a_send_invoice', args: mailOf60({ aussteller: { name: 'Forstbüro Beispiel GmbH' } }) },
    then: { rpc: 'a_get_outbox', query: 'event_kind=eq.rechnung&limit=1&offset=0' },
    ignoreFields: ['created_at', 'next_attempt_at'],
  },
  {
    name: 'a_send_invoice: an address without @ is refused, the draft stays a draft',
    caller: ADMIN,
    call: { rpc: 'a_send_invoice', args: mailOf60({ empfaenger: 'buchhaltung.kunde.example' }) },
    then: { rpc: 'a_get_issued_invoice', args: { rechnung_id: '60' } },
  },
  {
    name: 'a_get_invoice_sends: an invoice never sent has none',
    caller: ADMIN,
    call: { rpc: 'a_get_invoice_sends', args: { rechnung_id: '60' } },
  },
  {
    name: 'a_get_outbox_attachments: a mail without attachments has none',
    caller: ADMIN,
    call: { rpc: 'a_get_outbox_attachments', args: { outbox_id: '999999' } },
  },
];
