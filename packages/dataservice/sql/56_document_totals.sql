-- Procedures of ours (requirements §7 "Procedures of ours"): the Netto and Brutto sums under the
-- invoice and offer lists, for the rows the list's filter matches over all its pages. The lists
-- read one page (a_get_invoices / a_get_offers filtered and paged by PostgREST), so the sums
-- can no longer be added up from the rows the browser holds; PostgREST's aggregate functions
-- (`select=netto.sum()`) are off by default and could not compute Brutto anyway: the gross is
-- rounded per document (net + VAT rounded to the cent, the totals rule of requirements §3),
-- a sum over an expression of two columns. One row per call: the number of documents, their
-- net and gross in cents. Every argument may be left out (null: no filter). Without a search the
-- search test is folded away (it is a function call per row, not inlined: it holds a sub-SELECT).
--
-- The arguments are the list's filters, with the same meaning as the PostgREST conditions the
-- app sends (packages/app/src/pages/dashboard/backOffice/documentListQuery.ts): null (or an
-- empty search) is no filter; each word of `suche` is found case-insensitively in the client's
-- name or the editor, or, all digits, is the document's number; `%`, `*` and the backslash in a
-- word stand for one character, `_` is the one-character wildcard (containsPattern). The mock
-- does the same (packages/mocks/src/handlers/rpc/documentTotals.ts); parity scenarios hold
-- them equal. Ids arrive as text (requirements §7). 61_document_sums.sql replaces the two sums'
-- bodies, to add up the net and gross stored with each document (60_document_net.sql).

CREATE FUNCTION data.search_matches(suche text, client_name text, bearbeiter text, id integer)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT NOT EXISTS (
    SELECT 1 FROM regexp_split_to_table(btrim(coalesce(suche, '')), '\s+') AS w(word)
     WHERE w.word <> ''
       AND NOT (coalesce(client_name, '') ILIKE '%' || translate(w.word, '%*\', '___') || '%'
                OR coalesce(bearbeiter, '') ILIKE '%' || translate(w.word, '%*\', '___') || '%'
                OR (w.word ~ '^[0-9]{1,9}$' AND id = w.word::integer)))
$$;

CREATE FUNCTION api.a_get_invoice_totals(suche text DEFAULT NULL, client_id text DEFAULT NULL,
                                         archiviert boolean DEFAULT NULL, von date DEFAULT NULL,
                                         bis date DEFAULT NULL)
RETURNS TABLE (anzahl integer, netto_cent bigint, brutto_cent bigint)
LANGUAGE sql STABLE AS $$
  SELECT count(*)::integer,
         coalesce(sum(c.netto_cent), 0)::bigint,
         coalesce(sum(c.netto_cent + round(c.netto_cent * v.ust_satz / 100)), 0)::bigint
    FROM data.invoice_list v
    CROSS JOIN LATERAL (SELECT round(v.netto * 100) AS netto_cent) c
   WHERE (nullif($2, '') IS NULL OR v.client_id = $2::integer)
     AND ($3 IS NULL OR v.archiviert = $3)
     AND ($4 IS NULL OR v.rn_datum >= $4)
     AND ($5 IS NULL OR v.rn_datum <= $5)
     AND (coalesce(btrim($1), '') = '' OR data.search_matches($1, v.client_name, v.bearbeiter, v.id))
$$;

CREATE FUNCTION api.a_get_offer_totals(suche text DEFAULT NULL, client_id text DEFAULT NULL, status text DEFAULT NULL,
                                       von date DEFAULT NULL, bis date DEFAULT NULL)
RETURNS TABLE (anzahl integer, netto_cent bigint, brutto_cent bigint)
LANGUAGE sql STABLE AS $$
  SELECT count(*)::integer,
         coalesce(sum(c.netto_cent), 0)::bigint,
         coalesce(sum(c.netto_cent + round(c.netto_cent * v.ust_satz / 100)), 0)::bigint
    FROM data.offer_list v
    CROSS JOIN LATERAL (SELECT round(v.netto * 100) AS netto_cent) c
   WHERE (nullif($2, '') IS NULL OR v.client_id = $2::integer)
     AND (nullif($3, '') IS NULL OR v.status::text = $3)
     AND ($4 IS NULL OR v.an_datum >= $4)
     AND ($5 IS NULL OR v.an_datum <= $5)
     AND (coalesce(btrim($1), '') = '' OR data.search_matches($1, v.client_name, v.bearbeiter, v.id))
$$;

REVOKE ALL ON FUNCTION data.search_matches(text, text, text, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION data.search_matches(text, text, text, integer) TO ogf_admin;
REVOKE ALL ON FUNCTION api.a_get_invoice_totals(text, text, boolean, date, date) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION api.a_get_invoice_totals(text, text, boolean, date, date) TO ogf_admin;
REVOKE ALL ON FUNCTION api.a_get_offer_totals(text, text, text, date, date) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION api.a_get_offer_totals(text, text, text, date, date) TO ogf_admin;
