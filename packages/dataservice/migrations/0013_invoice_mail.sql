-- Up Migration
-- Invoices sent by e-mail (sql/78_invoice_mail.sql; docs/decisions.md "Invoices sent by e-mail:
-- the outbox carries the attachment"): one call issues the invoice if it is still a draft and
-- writes its mail into the outbox with the file the browser made (the PDF, or the XRechnung's
-- XML), in one transaction; the mailer (src/mailer) attaches the file when it sends the mail.

-- A new kind of mail: an invoice to its client ('rechnung:61').
ALTER TABLE data.outbox DROP CONSTRAINT outbox_event_kind_werte;
ALTER TABLE data.outbox ADD CONSTRAINT outbox_event_kind_werte
  CHECK (event_kind IN ('expertenanfrage', 'expertenanfrage_entschieden', 'rueckfrage', 'ablehnung',
                        'veroeffentlichung', 'rechnung'));

-- A mail's attachments, in the order the mail carries them; they go with their mail. Only what
-- an invoice is sent as: a PDF (the letter, or the hybrid PDF with the CII inside) or an
-- XRechnung's XML, each at most 10 MB (what common mail servers take, base64 making it 13.3 MB
-- on the wire), at most five to a mail. The file name is what the recipient's mail program
-- shows and saves: one name without a folder (no slash or backslash), no control characters,
-- ending as its type says.
CREATE TABLE data.outbox_anhang (
  outbox_id bigint NOT NULL REFERENCES data.outbox (id) ON DELETE CASCADE,
  nr smallint NOT NULL CONSTRAINT outbox_anhang_nr_bereich CHECK (nr BETWEEN 1 AND 5),
  dateiname text NOT NULL
    CONSTRAINT outbox_anhang_dateiname_form
      CHECK (dateiname ~* '.\.(pdf|xml)$' AND dateiname !~ '[/\\\x01-\x1F\x7F-\x9F]'),
  mime_typ text NOT NULL CONSTRAINT outbox_anhang_mime_typ_werte CHECK (mime_typ IN ('application/pdf', 'application/xml')),
  inhalt bytea NOT NULL CONSTRAINT outbox_anhang_inhalt_groesse CHECK (octet_length(inhalt) BETWEEN 1 AND 10485760),
  PRIMARY KEY (outbox_id, nr),
  CONSTRAINT outbox_anhang_endung_passt CHECK ((mime_typ = 'application/pdf') = (dateiname ~* '\.pdf$'))
);
-- Every text column's length, as in every table (packages/ui/src/model/validation/textLimits.ts):
-- a file name as mail programs and file systems show it whole.
ALTER TABLE data.outbox_anhang
  ADD CONSTRAINT outbox_anhang_dateiname_laenge CHECK (char_length(dateiname) <= 200),
  ADD CONSTRAINT outbox_anhang_mime_typ_laenge CHECK (char_length(mime_typ) <= 500);

-- Each time an invoice was sent: to whom, in which form, by whom (the editor's name, as the
-- issued form's gestellt_von) and when it was handed to the outbox. Whether and when it went
-- out is the outbox row's (sent_at, last_error), and so is the Message-ID: fixed when the row
-- is written, so this record names the mail before it is delivered.
CREATE TABLE data.rechnung_versand (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  rechnung_id integer NOT NULL REFERENCES data.rechnung (id),
  outbox_id bigint NOT NULL UNIQUE REFERENCES data.outbox (id),
  empfaenger text NOT NULL,
  e_format text NOT NULL CONSTRAINT rechnung_versand_e_format_werte CHECK (e_format IN ('pdf', 'cii', 'ubl')),
  von text NOT NULL,
  angestossen_am timestamptz NOT NULL DEFAULT now()
);
-- An address as SMTP allows, as the outbox's recipient; the editor's name as everywhere else.
ALTER TABLE data.rechnung_versand
  ADD CONSTRAINT rechnung_versand_empfaenger_laenge CHECK (char_length(empfaenger) <= 254),
  ADD CONSTRAINT rechnung_versand_e_format_laenge CHECK (char_length(e_format) <= 500),
  ADD CONSTRAINT rechnung_versand_von_laenge CHECK (char_length(von) <= 500);
-- An invoice's sends, newest first (a_get_invoice_sends).
CREATE INDEX rechnung_versand_rechnung_idx ON data.rechnung_versand (rechnung_id, id);
