/**
 * Reminders sent by e-mail (sql/79_reminder_mail.sql) on both hosts. The demo's seed has no
 * reminder, and a scenario is one call, so the send that writes its mail is tested on PostgreSQL
 * (reminderMail.test.ts); here: a file named other than .pdf refused with the reminder's own
 * words, a minimal PDF ("%PDF-1.7 %%EOF") for a reminder that does not exist refused with 404
 * and no mail left in the Postausgang, and the sends of a reminder never sent.
 */
import { ADMIN, type Scenario } from './scenario';

const mailOf1 = (fields: Record<string, unknown> = {}) => ({
  mahnung_id: '1',
  empfaenger: 'buchhaltung@kunde.example',
  betreff: 'Zahlungserinnerung Nr. 1',
  nachricht: 'Sehr geehrte Damen und Herren,\n\nanbei erhalten Sie unsere Zahlungserinnerung Nr. 1.',
  dateiname: 'Zahlungserinnerung-1.pdf',
  anhang: 'JVBERi0xLjcKJSVFT0YK',
  ...fields,
});

export const scenarios: Scenario[] = [
  {
    name: 'a_send_reminder: a file named .xml is refused',
    caller: ADMIN,
    call: { rpc: 'a_send_reminder', args: mailOf1({ dateiname: 'Zahlungserinnerung-1.xml' }) },
  },
  {
    name: 'a_send_reminder: a reminder that does not exist (404), no mail written',
    caller: ADMIN,
    call: { rpc: 'a_send_reminder', args: mailOf1() },
    then: { rpc: 'a_get_outbox', query: 'event_kind=eq.mahnung&limit=1&offset=0' },
  },
  {
    name: 'a_get_reminder_sends: a reminder never sent has none',
    caller: ADMIN,
    call: { rpc: 'a_get_reminder_sends', args: { mahnung_id: '1' } },
  },
];
