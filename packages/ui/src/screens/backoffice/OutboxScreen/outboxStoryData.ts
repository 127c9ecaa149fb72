import type { OutboxRow } from '../../../model/resultRows';

const SIGNATURE = '\n\nMit freundlichen Grüßen\nIhr Waldmonitor-Team\n\n-- \nDiese E-Mail wurde automatisch versandt.';

/** Mails as the data service writes them (packages/dataservice/sql/70_outbox.sql), one in each state. */
export const OUTBOX_ROWS: OutboxRow[] = [
  {
    id: 3,
    recipient: 'bettina.buerger@example.org',
    subject: 'Rückfrage zu Ihrer Käfermeldung Nr. 12 vom 03.06.2026 (BY)',
    body:
      'Guten Tag Bettina Bürger,\n\nzu Ihrer Käfermeldung Nr. 12 vom 03.06.2026 (BY) hat die fachliche Prüfung eine ' +
      'Rückfrage:\n\nBitte ein Foto der Unterseite.\n\nBitte antworten Sie auf diese E-Mail. Die Prüfung Ihrer ' +
      'Meldung geht weiter, sobald Ihre Antwort vorliegt.' +
      SIGNATURE,
    event_kind: 'rueckfrage',
    event_ref: 'kaefer:12',
    created_at: '2026-11-25T09:41:00Z',
    attempts: 0,
    next_attempt_at: '2026-11-25T09:41:00Z',
    last_error: null,
    sent_at: null,
    zustand: 'wartet',
    anhaenge: null,
  },
  {
    id: 2,
    recipient: 'admin@waldmonitor.example',
    subject: 'Neue Expertenanfrage von Anna Anfrage',
    body:
      'Guten Tag Anja Albrecht,\n\nAnna Anfrage (anfrage@waldmonitor.example) hat am 24.11.2026 um 16:02 Uhr den ' +
      'Expertenstatus beantragt.' +
      SIGNATURE,
    event_kind: 'expertenanfrage',
    event_ref: 'benutzer:5',
    created_at: '2026-11-24T15:02:00Z',
    attempts: 2,
    next_attempt_at: '2026-11-24T15:04:00Z',
    last_error: '421 4.7.0 mail.example.org: Service not available, closing transmission channel',
    sent_at: null,
    zustand: 'fehlgeschlagen',
    anhaenge: null,
  },
  {
    id: 1,
    recipient: 'erik.eichhorn@example.org',
    subject: 'Ihre Käfermeldung Nr. 7 vom 12.05.2026 (BW) wurde veröffentlicht',
    body:
      'Guten Tag Erik Eichhorn,\n\nIhre Käfermeldung Nr. 7 vom 12.05.2026 (BW) wurde geprüft und als ' +
      '„Buchdrucker“ bestimmt. Sie ist seit dem 20.11.2026 im Waldmonitor veröffentlicht.' +
      SIGNATURE,
    event_kind: 'veroeffentlichung',
    event_ref: 'kaefer:7',
    created_at: '2026-11-20T08:15:00Z',
    attempts: 1,
    next_attempt_at: '2026-11-20T08:15:00Z',
    last_error: null,
    sent_at: '2026-11-20T08:15:04Z',
    zustand: 'gesendet',
    anhaenge: null,
  },
];

/** The longest texts the outbox holds in practice: a long name, address, subject and answer. */
export const OUTBOX_LONG_ROWS: OutboxRow[] = [
  {
    id: 9,
    recipient: 'friederike.mueller-luedenscheidt@forstbetriebsgemeinschaft-mecklenburgische-seenplatte.example.org',
    subject:
      'Ihre Käfermeldung Nr. 100482 vom 28.08.2026 (Mecklenburg-Vorpommern) wurde nach fachlicher Prüfung abgelehnt',
    body:
      'Guten Tag Friederike Müller-Lüdenscheidt,\n\nIhre Käfermeldung Nr. 100482 vom 28.08.2026 wurde nach ' +
      'fachlicher Prüfung abgelehnt. Die Begründung:\n\nAuf den Fotos ist ein Kupferstecher (Pityogenes ' +
      'chalcographus) zu sehen, kein Buchdrucker; die Fraßbilder unter der Rinde sind sternförmig und deutlich ' +
      'kleiner. Bitte melden Sie den Fund erneut mit der richtigen Art, wenn Sie möchten.' +
      SIGNATURE,
    event_kind: 'ablehnung',
    event_ref: 'kaefer:100482',
    created_at: '2026-11-25T10:05:00Z',
    attempts: 14,
    next_attempt_at: '2026-11-25T11:05:00Z',
    last_error:
      '550 5.1.1 <friederike.mueller-luedenscheidt@forstbetriebsgemeinschaft-mecklenburgische-seenplatte.example.org>: ' +
      'Empfängeradresse abgelehnt: Benutzer unbekannt in der virtuellen Postfachtabelle des Empfangsservers',
    sent_at: null,
    zustand: 'fehlgeschlagen',
    anhaenge: null,
  },
  ...OUTBOX_ROWS,
];

/** An invoice sent by e-mail (sql/78_invoice_mail.sql): the mail with its attachment. */
export const OUTBOX_INVOICE_MAIL: OutboxRow = {
  id: 4,
  recipient: 'rechnung-3@calw.example',
  subject: 'Rechnung 61 vom 27.11.2026 – APUS Forstvermessung GmbH',
  body:
    'Sehr geehrte Frau Köhler,\n\nanbei erhalten Sie unsere Rechnung Nr. 61 vom 27.11.2026 als PDF mit ' +
    'eingebetteter E-Rechnung (ZUGFeRD).\nBitte überweisen Sie 271,32 € bis zum 11.12.2026.\n\nBei Fragen ' +
    'antworten Sie gern auf diese E-Mail.\n\nMit freundlichen Grüßen\nKatrin Vogt\nAPUS Forstvermessung GmbH',
  event_kind: 'rechnung',
  event_ref: 'rechnung:61',
  created_at: '2026-11-27T10:15:00Z',
  attempts: 0,
  next_attempt_at: '2026-11-27T10:15:00Z',
  last_error: null,
  sent_at: null,
  zustand: 'wartet',
  anhaenge: 'Rechnung-61.pdf',
};
