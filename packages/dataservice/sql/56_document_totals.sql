-- Procedures of ours (requirements §7 "Procedures of ours"): the Netto and Brutto sums under the
-- invoice and offer lists, for the rows the list's filter matches over all its pages. The lists
-- read one page, so the sums cannot be added up from the rows the browser holds; PostgREST's
-- aggregate functions (`select=netto.sum()`) are off by default and could not compute Brutto
-- anyway: the gross is rounded per document (net + VAT rounded to the cent, the totals rule of
-- requirements §3). One row per call: the number of documents, their net and gross in cents,
-- added up from the net and gross stored with each document (60_document_net.sql; summing the
-- positions per invoice took about 830 ms at a busy year).
--
-- The arguments are the list's filters, with the same meaning as the PostgREST conditions the
-- app sends (packages/app/src/pages/dashboard/backOffice/documentListQuery.ts): null (or an
-- empty search) is no filter; each word of `suche` is found case-insensitively in the client's
-- name or the editor, accents ignored as the lists' `suche` column ignores them (45_list_indexes.sql
-- "searches"), or, all digits, is the document's number; `%`, `*` and the backslash in a
-- word stand for one character, `_` is the one-character wildcard (containsPattern). Ids arrive
-- as text (requirements §7).
--
-- A search is found by indexes instead of matching every document (no index serves a word
-- inside the client's name, joined, or the editor): the first word's matches come from indexes,
-- each read once per call: the clients whose name holds it (kunde_name_trgm_idx on the unaccented name, a few hundred
-- of 2,000), the documents whose editor holds it (the bearbeiter trigram indexes) and the
-- document of that number (the primary key); a document is a candidate when its client or its
-- number is among them (two hashed sets, no ILIKE per document). Only the candidates are matched
-- against the further words, and only when there are any. 10-18 ms at the large dataset (load
-- 3-5; matching every document took 45-125 ms). A search of blanks only has no words and
-- matches every document. Without a search the condition folds away while planning and the
-- sums stay on the stored columns.
--
-- The query runs in PL/pgSQL (data.document_totals), not as LANGUAGE sql: PostgREST 16 passes a
-- procedure's arguments from the JSON body through json_to_record in a LATERAL subquery
-- (Query/QueryBuilder.hs callPlanToQuery), not as constants, so an inlined SQL query is planned
-- for any value (`$3 IS NULL OR status = $3` reads every offer, 122 ms for one status at a busy
-- year). A PL/pgSQL function is called with the values, and its EXECUTE plans the query for them:
-- the filters reach their indexes and an empty search folds away (0.7–7 ms). It answers one row,
-- so not being inlined costs nothing. The two calls are SQL functions that name their list.

-- A search no longer than the screens take (200 characters; the client names and
-- editors it matches are at most 100 characters, ui's textLimits.ts): an administrator's 1 MB
-- search ran 9.8 s here, splitting and matching it word by word. Refused before any work, as PostgreSQL refuses a too long value
-- for a varchar(n) (22001 string_data_right_truncation → 400), in German.
CREATE OR REPLACE FUNCTION data.check_search(suche text) RETURNS void
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF char_length(suche) > 200 THEN
    RAISE string_data_right_truncation USING
      MESSAGE = format('Der Suchbegriff ist zu lang: höchstens 200 Zeichen, nicht %s.', char_length(suche));
  END IF;
END $$;
GRANT EXECUTE ON FUNCTION data.check_search(text) TO ogf_admin;

-- The offers' status argument as the enum, null for no status or one that does not exist (so it
-- matches no offer, as the text comparison did). IMMUTABLE: a constant argument is folded while
-- planning, so `status = 'versendet'` reaches angebot_status_idx (the text comparison read all
-- 20,000 offers).
CREATE OR REPLACE FUNCTION data.angebot_status_or_null(value text) RETURNS data.angebot_status
LANGUAGE sql IMMUTABLE AS $$
  SELECT s FROM unnest(enum_range(NULL::data.angebot_status)) AS s WHERE s::text = value
$$;
REVOKE ALL ON FUNCTION data.angebot_status_or_null(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION data.angebot_status_or_null(text) TO ogf_admin;

-- The dates von/bis are text read by data.iso_date (02_domains.sql), not date parameters: a date
-- parameter takes the JSON text through PostgreSQL's date input, which reads "1/2/2027" by
-- DateStyle, and the function would never see the text to refuse it in German.

-- The credit notes (a Stornorechnung: details of kind 'gutschrift'), for the sums that count
-- them negative: here and in 61_invoiced_per_month.sql. A view, so the administrators, whose
-- procedures run with their rights, read these ids and nothing else of the details; the partial
-- index of the one credit note per invoice (rechnung_angaben_gutschrift_key) finds the few.
CREATE OR REPLACE VIEW data.credit_note_ids AS
  SELECT a.rechnung_id FROM data.rechnung_angaben a WHERE a.art = 'gutschrift';
GRANT SELECT ON data.credit_note_ids TO ogf_admin;

-- The sums of one list, invoices or offers: `kind` is the table, as in the documents' rules
-- (20_billing_tables.sql). 'rechnung' sums data.invoice_list by rn_datum and filters by
-- `archiviert`; 'angebot' sums data.offer_list by an_datum and filters by `status`. One query
-- for both, differing in the view, the date column and that one filter; EXECUTE gets the
-- arguments as its parameters ($1 suche, $2 client_id, $3 von, $4 bis, $5 archiviert, $6 status)
-- and plans it for their values on every call.
CREATE OR REPLACE FUNCTION data.document_totals(kind text, suche text, client_id text, von text, bis text,
                                                archiviert boolean, status text)
RETURNS TABLE (anzahl integer, netto_cent bigint, brutto_cent bigint)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  von_ date := data.iso_date('von', nullif(von, ''));
  bis_ date := data.iso_date('bis', nullif(bis, ''));
  list text := CASE kind WHEN 'rechnung' THEN 'invoice_list' WHEN 'angebot' THEN 'offer_list' END;
  own_filter text := CASE kind WHEN 'rechnung' THEN '($5 IS NULL OR v.archiviert = $5)'
                               WHEN 'angebot' THEN '(nullif($6, '''') IS NULL OR v.status = data.angebot_status_or_null($6))' END;
  -- A credit note counts against what it cancels, so an invoice and its Storno sum to zero:
  -- invoices join the credit notes' ids and sum with the sign.
  credit_notes text := CASE kind WHEN 'rechnung'
                        THEN 'LEFT JOIN data.credit_note_ids g ON g.rechnung_id = v.id'
                        ELSE '' END;
  sign text := CASE kind WHEN 'rechnung' THEN '(CASE WHEN g.rechnung_id IS NULL THEN 1 ELSE -1 END)' ELSE '1' END;
BEGIN
  PERFORM data.check_search(suche);
  RETURN QUERY EXECUTE format($query$
  WITH s AS (SELECT coalesce(array_agg(w), '{}') AS words,
                    coalesce(array_agg('%%' || translate(data.f_unaccent(w), '%%*\', '___') || '%%'), '{}') AS patterns
               FROM regexp_split_to_table(btrim(coalesce($1, '')), '\s+') AS w
              WHERE w <> '')
  SELECT count(*)::integer,
         coalesce(sum(v.netto * %5$s) * 100, 0)::bigint, coalesce(sum(v.brutto * %5$s) * 100, 0)::bigint
    FROM data.%1$I v %4$s
   WHERE (nullif($2, '') IS NULL OR v.client_id = $2::integer)
     AND %3$s
     AND ($3 IS NULL OR v.%2$I >= $3)
     AND ($4 IS NULL OR v.%2$I <= $4)
     AND (coalesce(btrim($1), '') = ''
          OR (v.client_id IN (SELECT k.client_id FROM data.client_list k, s WHERE data.f_unaccent(k.name) ILIKE s.patterns[1])
              OR v.id IN (SELECT c.id FROM data.%1$I c, s WHERE data.f_unaccent(c.bearbeiter) ILIKE s.patterns[1]
                          UNION ALL
                          SELECT c.id FROM data.%1$I c, s
                           WHERE s.words[1] ~ '^[0-9]{1,9}$' AND c.id = s.words[1]::integer
                          UNION ALL
                          SELECT c.id FROM data.%1$I c, s WHERE cardinality(s.words) = 0))
             AND NOT EXISTS (SELECT 1 FROM s, unnest(s.words[2:], s.patterns[2:]) AS x(word, pattern)
                              WHERE cardinality(s.words) > 1
                                AND NOT (data.f_unaccent(coalesce(v.client_name, '')) ILIKE x.pattern
                                         OR data.f_unaccent(coalesce(v.bearbeiter, '')) ILIKE x.pattern
                                         OR (x.word ~ '^[0-9]{1,9}$' AND v.id = x.word::integer))))
  $query$, list, data.document_date_column(kind), own_filter, credit_notes, sign)
  USING suche, client_id, von_, bis_, archiviert, status;
END
$$;
REVOKE ALL ON FUNCTION data.document_totals(text, text, text, text, text, boolean, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION data.document_totals(text, text, text, text, text, boolean, text) TO ogf_admin;
-- The date column by kind, as the documents' rules name it; called here with the caller's rights.
GRANT EXECUTE ON FUNCTION data.document_date_column(text) TO ogf_admin;

CREATE OR REPLACE FUNCTION api.a_get_invoice_totals(suche text DEFAULT NULL, client_id text DEFAULT NULL,
                                         archiviert boolean DEFAULT NULL, von text DEFAULT NULL,
                                         bis text DEFAULT NULL)
RETURNS TABLE (anzahl integer, netto_cent bigint, brutto_cent bigint)
LANGUAGE sql STABLE AS $$
  SELECT * FROM data.document_totals('rechnung', suche, client_id, von, bis, archiviert, NULL)
$$;

CREATE OR REPLACE FUNCTION api.a_get_offer_totals(suche text DEFAULT NULL, client_id text DEFAULT NULL,
                                       status text DEFAULT NULL, von text DEFAULT NULL,
                                       bis text DEFAULT NULL)
RETURNS TABLE (anzahl integer, netto_cent bigint, brutto_cent bigint)
LANGUAGE sql STABLE AS $$
  SELECT * FROM data.document_totals('angebot', suche, client_id, von, bis, NULL, status)
$$;

REVOKE ALL ON FUNCTION api.a_get_invoice_totals(text, text, boolean, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION api.a_get_invoice_totals(text, text, boolean, text, text) TO ogf_admin;
REVOKE ALL ON FUNCTION api.a_get_offer_totals(text, text, text, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION api.a_get_offer_totals(text, text, text, text, text) TO ogf_admin;
