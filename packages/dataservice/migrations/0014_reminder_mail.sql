-- Up Migration
-- Reminders sent by e-mail (sql/79_reminder_mail.sql; docs/decisions.md "Reminders sent by
-- e-mail, as invoices are"): the reminder's PDF, which the browser makes from its frozen
-- content, goes into the outbox with the mail (data.outbox_anhang, migrations/0013), and the
-- mailer attaches it as it attaches an invoice's file.

-- A new kind of mail: a reminder to its client ('mahnung:5').
ALTER TABLE data.outbox DROP CONSTRAINT outbox_event_kind_werte;
ALTER TABLE data.outbox ADD CONSTRAINT outbox_event_kind_werte
  CHECK (event_kind IN ('expertenanfrage', 'expertenanfrage_entschieden', 'rueckfrage', 'ablehnung',
                        'veroeffentlichung', 'rechnung', 'mahnung'));

-- Each time a reminder was sent: to whom, by whom (the editor's name, as an invoice's send) and
-- when it was handed to the outbox. Always as its PDF: a reminder has no e-invoice form. Whether
-- and when it went out is the outbox row's, and so is the Message-ID (data.rechnung_versand).
CREATE TABLE data.mahnung_versand (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  mahnung_id integer NOT NULL REFERENCES data.mahnung (id),
  outbox_id bigint NOT NULL UNIQUE REFERENCES data.outbox (id),
  empfaenger text NOT NULL,
  von text NOT NULL,
  angestossen_am timestamptz NOT NULL DEFAULT now()
);
-- An address as SMTP allows, as the outbox's recipient; the editor's name as everywhere else.
ALTER TABLE data.mahnung_versand
  ADD CONSTRAINT mahnung_versand_empfaenger_laenge CHECK (char_length(empfaenger) <= 254),
  ADD CONSTRAINT mahnung_versand_von_laenge CHECK (char_length(von) <= 500);
-- A reminder's sends, newest first (a_get_reminder_sends).
CREATE INDEX mahnung_versand_mahnung_idx ON data.mahnung_versand (mahnung_id, id);
