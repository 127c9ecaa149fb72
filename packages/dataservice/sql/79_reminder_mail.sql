-- Procedures of ours (requirements §7 "Procedures of ours"): a reminder sent by e-mail through
-- the outbox, as an invoice is (78_invoice_mail.sql; the table: migrations/0014_reminder_mail.sql;
-- docs/decisions.md "Reminders sent by e-mail, as invoices are").
--
-- The browser makes the reminder's PDF from its frozen content (the letter the print view
-- shows: model/billing/letterPdf, createReminderPdf) and sends it here in base64 with the
-- mail's text. A reminder is issued when it is written and never changed, so there is nothing
-- to issue first: one transaction writes the mail, its attachment and the record of the send,
-- and a refusal leaves none of them. Always a PDF: a reminder is no invoice and has no
-- e-invoice form.
--
-- The refusals are German (P0001 → 400), in the order the dialog shows its fields, with the
-- words of an invoice's (data.mail_refusal, data.attachment_name_refusal, data.invoice_mail_file);
-- a reminder that does not exist is a 404 as a_get_reminder's.

-- Sends a reminder: the mail to `empfaenger` with `betreff` and `nachricht` as given (the whole
-- text, greeting and signature included: the dialog shows what goes out) and its PDF `anhang`
-- (base64) named `dateiname`. The result is the outbox row's id, which a_get_reminder_sends and
-- a_get_outbox_attachments name the send by.
CREATE OR REPLACE FUNCTION api.a_send_reminder(mahnung_id text, empfaenger text, betreff text, nachricht text,
                                               dateiname text, anhang text)
RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  reminder integer;
  -- White space around an address is no part of it (as in a_send_invoice).
  address text := btrim(a_send_reminder.empfaenger, E' \t\n\r\f\x0B');
  refusal text;
  content bytea;
  mail bigint;
BEGIN
  PERFORM data.require_role('a_send_reminder', 'ogf_admin');
  reminder := data.id_arg(a_send_reminder.mahnung_id, 'mahnung_id');
  refusal := coalesce(
    data.mail_refusal(address, a_send_reminder.betreff, a_send_reminder.nachricht),
    data.attachment_name_refusal(a_send_reminder.dateiname),
    CASE WHEN a_send_reminder.dateiname !~* '.\.pdf$' THEN 'Der Dateiname einer Mahnung endet auf .pdf.' END);
  IF refusal IS NOT NULL THEN
    RAISE EXCEPTION '%', refusal;
  END IF;
  content := data.invoice_mail_file('pdf', a_send_reminder.anhang);
  -- Nothing changes a written reminder (75_dunning.sql refuses it), so a share of its key is
  -- lock enough: it cannot go while its mail is written, and two sends of it do not queue.
  PERFORM 1 FROM data.mahnung m WHERE m.id = reminder FOR KEY SHARE;
  IF NOT FOUND THEN
    PERFORM data.raise_http(404, 'P0002', format('Mahnung %s gibt es nicht.', reminder));
  END IF;
  mail := data.queue_mail_with_file(address, a_send_reminder.betreff, a_send_reminder.nachricht, 'mahnung',
                                    'mahnung:' || reminder, a_send_reminder.dateiname, 'application/pdf', content);
  -- Who: the editor's name, as an invoice's send; the session's role where the caller has no
  -- e-mail, since a send is always someone's.
  INSERT INTO data.mahnung_versand (mahnung_id, outbox_id, empfaenger, von)
  VALUES (reminder, mail, address, coalesce(data.billing_editor_name(), session_user));
  RETURN mail;
END $$;

-- A reminder's sends, newest first, in the columns of a_get_invoice_sends (so the app shows
-- both with one card): `e_format` is always pdf. `id` is the outbox row's, as a_send_reminder
-- answered it. None for a reminder that does not exist.
CREATE OR REPLACE FUNCTION api.a_get_reminder_sends(mahnung_id text)
RETURNS TABLE (id bigint, empfaenger text, e_format text, von text, angestossen_am timestamptz,
               gesendet_am timestamptz, message_id text, zustand text, dateiname text)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  wanted integer;
BEGIN
  PERFORM data.require_role('a_get_reminder_sends', 'ogf_admin');
  wanted := data.id_arg(a_get_reminder_sends.mahnung_id, 'mahnung_id');
  RETURN QUERY
    SELECT s.outbox_id, s.empfaenger, 'pdf'::text, s.von, s.angestossen_am, v.sent_at, o.message_id, v.zustand,
           (SELECT a.dateiname FROM data.outbox_anhang a WHERE a.outbox_id = s.outbox_id AND a.nr = 1)
      FROM data.mahnung_versand s
      JOIN data.outbox o ON o.id = s.outbox_id
      JOIN data.outbox_list v ON v.id = s.outbox_id
     WHERE s.mahnung_id = wanted
     ORDER BY s.id DESC;
END $$;

REVOKE ALL ON FUNCTION api.a_send_reminder(text, text, text, text, text, text), api.a_get_reminder_sends(text)
  FROM PUBLIC;
GRANT EXECUTE ON FUNCTION api.a_send_reminder(text, text, text, text, text, text), api.a_get_reminder_sends(text)
  TO ogf_admin;
