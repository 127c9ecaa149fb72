-- Procedure of ours (requirements §7 "Procedures of ours"): the outbox (70_outbox.sql) as the
-- back office's "Postausgang" reads it, for administrators only. It shows what the data service
-- wrote to be mailed and how far the mailer got: in the demo nothing is sent, so it is where a
-- person sees what would have gone out; in production where an administrator checks what went
-- out and what is stuck. The mailer's role (waldmonitor_mailer) gains nothing here: it reads the
-- table itself (70_outbox.sql), never through `api`.
--
-- The state is derived, so the list and its filter read one word: sent (sent_at), failed (the
-- last attempt left an error; the mailer tries again at next_attempt_at, it never gives up:
-- src/mailer/retryPolicy.ts), or waiting (not tried yet). Newest first, the id breaking ties.
--
-- Inlinable SQL over a view of `data` (45_list_indexes.sql explains the pattern): PostgREST's
-- page, filter and count reach the table. The view reads the table with its owner's rights;
-- SELECT on it and EXECUTE on the procedure go to ogf_admin alone.
--
-- `anhaenge` names a mail's attachments (data.outbox_anhang, an invoice's or a reminder's file:
-- 78_invoice_mail.sql, 79_reminder_mail.sql) by their file names, in their order; null for a
-- mail without. Last in the view, as a column added later must be (CREATE OR REPLACE VIEW
-- appends only).

CREATE OR REPLACE VIEW data.outbox_list AS
  SELECT o.id, o.recipient, o.subject, o.body, o.event_kind, o.event_ref, o.created_at, o.attempts,
         o.next_attempt_at, o.last_error, o.sent_at,
         CASE
           WHEN o.sent_at IS NOT NULL THEN 'gesendet'
           WHEN o.last_error IS NOT NULL THEN 'fehlgeschlagen'
           ELSE 'wartet'
         END AS zustand,
         data.f_unaccent(o.recipient || ' ' || o.subject) AS suche,
         (SELECT string_agg(a.dateiname, ', ' ORDER BY a.nr) FROM data.outbox_anhang a WHERE a.outbox_id = o.id) AS anhaenge
    FROM data.outbox o;
REVOKE ALL ON data.outbox_list FROM PUBLIC;
GRANT SELECT ON data.outbox_list TO ogf_admin;

CREATE OR REPLACE FUNCTION api.a_get_outbox()
RETURNS TABLE (id bigint, recipient text, subject text, body text, event_kind text, event_ref text,
               created_at timestamptz, attempts integer, next_attempt_at timestamptz, last_error text,
               sent_at timestamptz, zustand text, suche text, anhaenge text)
LANGUAGE sql STABLE AS $$
  SELECT v.id, v.recipient, v.subject, v.body, v.event_kind, v.event_ref, v.created_at, v.attempts,
         v.next_attempt_at, v.last_error, v.sent_at, v.zustand, v.suche, v.anhaenge
    FROM data.outbox_list v
   ORDER BY v.created_at DESC, v.id DESC
$$;

REVOKE ALL ON FUNCTION api.a_get_outbox() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION api.a_get_outbox() TO ogf_admin;
