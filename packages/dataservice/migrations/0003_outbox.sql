-- Up Migration
-- The outbox (docs/decisions.md "Mail: an outbox in the event's transaction"): every mail the
-- data service promises is a row here, written by the transaction that decides the event
-- (sql/70_outbox.sql), so a rolled-back decision leaves no mail and a committed one cannot lose
-- its mail when SMTP is down. The mailer (src/mailer) sends the due rows and marks them sent.
CREATE TABLE data.outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient text NOT NULL CONSTRAINT outbox_recipient_nicht_leer CHECK (btrim(recipient) <> ''),
  subject text NOT NULL CONSTRAINT outbox_subject_nicht_leer CHECK (btrim(subject) <> ''),
  body text NOT NULL CONSTRAINT outbox_body_nicht_leer CHECK (btrim(body) <> ''),
  -- What happened (sql/70_outbox.sql names the kinds; a new kind is a new migration) and to
  -- what: 'kaefer:12', 'benutzer:7'.
  event_kind text NOT NULL CONSTRAINT outbox_event_kind_werte
    CHECK (event_kind IN ('expertenanfrage', 'expertenanfrage_entschieden', 'rueckfrage', 'ablehnung',
                          'veroeffentlichung')),
  event_ref text NOT NULL,
  -- Fixed when the row is written: a mail sent again after a crash between the SMTP server's
  -- acceptance and the mailer's commit carries the same Message-ID, so it is recognisable as
  -- the same mail (RFC 5322 §3.6.4).
  message_id text NOT NULL UNIQUE DEFAULT '<' || gen_random_uuid() || '@outbox.waldmonitor>',
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0 CONSTRAINT outbox_attempts_positiv CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- The SMTP server's (or the connection's) answer to the last attempt that failed.
  last_error text,
  sent_at timestamptz
);
-- Every text column's length, as in every table (packages/ui/src/model/validation/textLimits.ts):
-- an address as SMTP allows, a subject on one line, a body with a message of the review in it.
-- The texts of sql/70_outbox.sql stay inside them, so a mail never stops the event it belongs to.
ALTER TABLE data.outbox
  ADD CONSTRAINT outbox_recipient_laenge CHECK (char_length(recipient) <= 254),
  ADD CONSTRAINT outbox_subject_laenge CHECK (char_length(subject) <= 200),
  ADD CONSTRAINT outbox_body_laenge CHECK (char_length(body) <= 10000),
  ADD CONSTRAINT outbox_event_kind_laenge CHECK (char_length(event_kind) <= 500),
  ADD CONSTRAINT outbox_event_ref_laenge CHECK (char_length(event_ref) <= 100),
  ADD CONSTRAINT outbox_message_id_laenge CHECK (char_length(message_id) <= 500),
  ADD CONSTRAINT outbox_last_error_laenge CHECK (char_length(last_error) <= 2000);
-- The mailer's question, "which unsent mails are due", reads only the unsent ones.
CREATE INDEX outbox_due_idx ON data.outbox (next_attempt_at, id) WHERE sent_at IS NULL;
