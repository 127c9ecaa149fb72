-- Procedures of ours (requirements §7 "Procedures of ours"): an invoice sent by e-mail through
-- the outbox (the tables: migrations/0013_invoice_mail.sql; docs/decisions.md "Invoices sent by
-- e-mail: the outbox carries the attachment").
--
-- The browser makes the file the client takes (the letter's PDF, the hybrid PDF with the CII
-- inside, or the XRechnung's XML alone: model/billing/einvoice.ts, EInvoiceForm) and sends it
-- here in base64 with the mail's text. One call, one transaction: a draft is issued first
-- (a_set_archive_for_rn, so its issued form is frozen from the same rows the file was made
-- from), then the mail, its attachment and the record of the send are written. A refusal leaves
-- nothing behind: no issued invoice without its mail, no mail of an invoice still a draft. The
-- mailer (src/mailer) sends it as it sends every mail of the outbox, with the file attached;
-- whether and when it went out is read from the outbox row, never kept twice.
--
-- The refusals are German (P0001 → 400), in the order the form shows its fields; an invoice that
-- does not exist is a 404 as in the payments' calls (73_payments.sql).

-- What every mail with a file must be, whatever it carries (an invoice here, a reminder in
-- 79_reminder_mail.sql): an address as the client's e-invoice address is checked
-- (data.client_einvoice_refusal, 40_einvoice.sql), and as long as SMTP allows; a subject on one
-- line; a text. NULL when all is well.
CREATE OR REPLACE FUNCTION data.mail_refusal(address text, subject text, body text)
RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF address IS NULL OR address !~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' OR char_length(address) > 254 THEN
    RETURN 'Die E-Mail-Adresse des Empfängers ist keine gültige E-Mail-Adresse.';
  END IF;
  IF subject IS NULL OR btrim(subject, E' \t\n\r') = '' THEN
    RETURN 'Der Betreff fehlt.';
  END IF;
  -- A header line: a line break would end it (and could start another header).
  IF subject ~ '[\r\n]' OR data.has_control_chars(subject) THEN
    RETURN 'Der Betreff steht in einer Zeile, ohne Steuerzeichen.';
  END IF;
  IF char_length(subject) > 200 THEN
    RETURN 'Der Betreff hat höchstens 200 Zeichen.';
  END IF;
  IF body IS NULL OR btrim(body, E' \t\n\r') = '' THEN
    RETURN 'Der Text der E-Mail fehlt.';
  END IF;
  IF char_length(body) > 10000 THEN
    RETURN 'Der Text der E-Mail hat höchstens 10.000 Zeichen.';
  END IF;
  RETURN NULL;
END $$;

-- The attachment's name, whatever the document: the recipient's mail program saves it under
-- this name, so no folder and nothing unprintable. Its ending is the caller's to check: what
-- it must be, and how the refusal names the document, differ.
CREATE OR REPLACE FUNCTION data.attachment_name_refusal(file_name text)
RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF file_name IS NULL OR btrim(file_name) = '' THEN
    RETURN 'Der Dateiname fehlt.';
  END IF;
  IF file_name ~ '[/\\\x01-\x1F\x7F-\x9F]' THEN
    RETURN 'Der Dateiname enthält einen Schrägstrich oder ein Steuerzeichen.';
  END IF;
  IF char_length(file_name) > 200 THEN
    RETURN 'Der Dateiname hat höchstens 200 Zeichen.';
  END IF;
  RETURN NULL;
END $$;

-- An invoice's mail: the mail, then its form, then the file's name and its ending as the form
-- says; in the order the form shows its fields.
CREATE OR REPLACE FUNCTION data.invoice_mail_refusal(address text, subject text, body text, form text, file_name text)
RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  ending text := CASE form WHEN 'pdf' THEN '.pdf' ELSE '.xml' END;
  refusal text := data.mail_refusal(address, subject, body);
BEGIN
  IF refusal IS NOT NULL THEN
    RETURN refusal;
  END IF;
  IF form IS NULL OR form NOT IN ('pdf', 'cii', 'ubl') THEN
    RETURN 'Das Format der E-Rechnung ist pdf, cii oder ubl.';
  END IF;
  refusal := data.attachment_name_refusal(file_name);
  IF refusal IS NOT NULL THEN
    RETURN refusal;
  END IF;
  IF file_name !~* ('.\' || ending || '$') THEN
    RETURN format('Der Dateiname einer E-Rechnung im Format %s endet auf %s.', form, ending);
  END IF;
  RETURN NULL;
END $$;

-- The attachment's bytes from base64, or the refusal; a PDF is recognised by its header
-- ('%PDF-' within the first 1024 bytes, as readers look for it), an XML by its first '<' after
-- an optional byte-order mark and white space.
CREATE OR REPLACE FUNCTION data.invoice_mail_file(form text, encoded text) RETURNS bytea
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  content bytea;
BEGIN
  IF encoded IS NULL OR btrim(encoded, E' \t\n\r') = '' THEN
    RAISE EXCEPTION 'Der Anhang fehlt.';
  END IF;
  BEGIN
    content := decode(encoded, 'base64');
  EXCEPTION WHEN invalid_parameter_value THEN
    RAISE EXCEPTION 'Der Anhang ist keine gültige Datei.';
  END;
  IF octet_length(content) = 0 THEN
    RAISE EXCEPTION 'Der Anhang fehlt.';
  END IF;
  IF octet_length(content) > 10485760 THEN
    RAISE EXCEPTION 'Der Anhang ist größer als 10 MB.';
  END IF;
  IF form = 'pdf' AND position('\x255044462d'::bytea IN substring(content FROM 1 FOR 1024)) = 0 THEN
    RAISE EXCEPTION 'Der Anhang ist keine PDF-Datei.';
  END IF;
  IF form <> 'pdf'
     AND substring(ltrim(CASE WHEN substring(content FROM 1 FOR 3) = '\xefbbbf'::bytea THEN substring(content FROM 4)
                              ELSE content END, '\x20090a0d'::bytea) FROM 1 FOR 1) IS DISTINCT FROM '\x3c'::bytea THEN
    RAISE EXCEPTION 'Der Anhang ist keine XML-Datei.';
  END IF;
  RETURN content;
END $$;

-- A mail with one file into the outbox, the file beside it (data.outbox_anhang), as an invoice's
-- and a reminder's sends both write it: the outbox row's id.
CREATE OR REPLACE FUNCTION data.queue_mail_with_file(recipient text, subject text, body text, event_kind text,
                                                     event_ref text, dateiname text, mime_typ text, inhalt bytea)
RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  mail bigint;
BEGIN
  INSERT INTO data.outbox (recipient, subject, body, event_kind, event_ref)
  VALUES (recipient, subject, body, event_kind, event_ref)
  RETURNING id INTO mail;
  INSERT INTO data.outbox_anhang (outbox_id, nr, dateiname, mime_typ, inhalt)
  VALUES (mail, 1, dateiname, mime_typ, inhalt);
  RETURN mail;
END $$;

-- Sends an invoice (issuing it first if it is a draft, with `aussteller` as a_set_archive_for_rn
-- takes it; for an issued invoice `aussteller` is not used): the mail to `empfaenger` with
-- `betreff` and `nachricht` as given (the whole text, greeting and signature included: the
-- dialog shows what goes out) and the file `anhang` (base64) named `dateiname`, a PDF for
-- `e_format` pdf, an XML for cii and ubl. The result is the outbox row's id, which
-- a_get_invoice_sends and a_get_outbox_attachments name the send by.
CREATE OR REPLACE FUNCTION api.a_send_invoice(rechnung_id text, empfaenger text, betreff text, nachricht text,
                                              e_format text, dateiname text, anhang text, aussteller json DEFAULT NULL)
RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  invoice integer;
  -- White space around an address is no part of it (as data.normal_email, without the case-folding).
  address text := btrim(a_send_invoice.empfaenger, E' \t\n\r\f\x0B');
  form text := btrim(a_send_invoice.e_format);
  refusal text;
  content bytea;
  client integer;
  archived boolean;
  mail bigint;
BEGIN
  PERFORM data.require_role('a_send_invoice', 'ogf_admin');
  invoice := data.id_arg(a_send_invoice.rechnung_id, 'rechnung_id');
  refusal := data.invoice_mail_refusal(address, a_send_invoice.betreff, a_send_invoice.nachricht, form,
                                       a_send_invoice.dateiname);
  IF refusal IS NOT NULL THEN
    RAISE EXCEPTION '%', refusal;
  END IF;
  content := data.invoice_mail_file(form, a_send_invoice.anhang);
  -- The invoice first, as every billing write locks it (README.md "Concurrency"): a save racing
  -- with this call waits and then finds it issued.
  SELECT r.client_id, r.archiviert INTO client, archived FROM data.rechnung r WHERE r.id = invoice FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    PERFORM data.raise_http(404, 'P0002', format('Rechnung %s gibt es nicht.', invoice));
  END IF;
  IF client IS NULL THEN
    RAISE EXCEPTION 'Die Rechnung hat keinen Kunden.';
  END IF;
  IF NOT archived THEN
    PERFORM api.a_set_archive_for_rn(invoice::text, a_send_invoice.aussteller);
  END IF;
  mail := data.queue_mail_with_file(address, a_send_invoice.betreff, a_send_invoice.nachricht, 'rechnung',
                                    'rechnung:' || invoice, a_send_invoice.dateiname,
                                    CASE form WHEN 'pdf' THEN 'application/pdf' ELSE 'application/xml' END, content);
  -- Who: the editor's name, as the issued form's gestellt_von; the session's role where the
  -- caller has no e-mail (as the change log's `wer`), since a send is always someone's.
  INSERT INTO data.rechnung_versand (rechnung_id, outbox_id, empfaenger, e_format, von)
  VALUES (invoice, mail, address, form, coalesce(data.billing_editor_name(), session_user));
  RETURN mail;
END $$;

-- An invoice's sends, newest first: to whom, in which form, by whom and when, and the mail's
-- state as the Postausgang shows it (data.outbox_list, 71_outbox_api.sql): `gesendet_am` is when
-- the SMTP server took it, `message_id` the mail's (fixed when it was written). `id` is the
-- outbox row's, as a_send_invoice answered it. None for an invoice that does not exist.
CREATE OR REPLACE FUNCTION api.a_get_invoice_sends(rechnung_id text)
RETURNS TABLE (id bigint, empfaenger text, e_format text, von text, angestossen_am timestamptz,
               gesendet_am timestamptz, message_id text, zustand text, dateiname text)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  wanted integer;
BEGIN
  PERFORM data.require_role('a_get_invoice_sends', 'ogf_admin');
  wanted := data.id_arg(a_get_invoice_sends.rechnung_id, 'rechnung_id');
  RETURN QUERY
    SELECT s.outbox_id, s.empfaenger, s.e_format, s.von, s.angestossen_am, v.sent_at, o.message_id, v.zustand,
           (SELECT a.dateiname FROM data.outbox_anhang a WHERE a.outbox_id = s.outbox_id AND a.nr = 1)
      FROM data.rechnung_versand s
      JOIN data.outbox o ON o.id = s.outbox_id
      JOIN data.outbox_list v ON v.id = s.outbox_id
     WHERE s.rechnung_id = wanted
     ORDER BY s.id DESC;
END $$;

-- A mail's attachments in their order, the file in base64 (JSON carries no bytes) on one line
-- (PostgreSQL's encode breaks it every 76 characters) with its size in bytes: what the
-- Postausgang and the invoice's sends offer to open. None for a mail without.
CREATE OR REPLACE FUNCTION api.a_get_outbox_attachments(outbox_id text)
RETURNS TABLE (nr smallint, dateiname text, mime_typ text, groesse integer, inhalt text)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  wanted bigint;
BEGIN
  PERFORM data.require_role('a_get_outbox_attachments', 'ogf_admin');
  wanted := data.id_arg(a_get_outbox_attachments.outbox_id, 'outbox_id');
  RETURN QUERY
    SELECT a.nr, a.dateiname, a.mime_typ, octet_length(a.inhalt), translate(encode(a.inhalt, 'base64'), E'\n', '')
      FROM data.outbox_anhang a
     WHERE a.outbox_id = wanted
     ORDER BY a.nr;
END $$;

REVOKE ALL ON FUNCTION data.mail_refusal(text, text, text), data.attachment_name_refusal(text),
  data.invoice_mail_refusal(text, text, text, text, text), data.invoice_mail_file(text, text),
  data.queue_mail_with_file(text, text, text, text, text, text, text, bytea) FROM PUBLIC;
REVOKE ALL ON FUNCTION api.a_send_invoice(text, text, text, text, text, text, text, json),
  api.a_get_invoice_sends(text), api.a_get_outbox_attachments(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION api.a_send_invoice(text, text, text, text, text, text, text, json),
  api.a_get_invoice_sends(text), api.a_get_outbox_attachments(text) TO ogf_admin;
