-- The Netto/Brutto sums under the invoice and offer lists (56_document_totals.sql) read each
-- document's stored net and gross (60_document_net.sql): the same arguments, filters, search and
-- answers, without a sum of positions or a rounding per document at read time. Summing every
-- invoice of a busy year took about 830 ms with the positions summed per invoice; with the net
-- stored but the gross still computed per row (a numeric division each) some 40–100 ms under
-- load; two stored columns added up are within the lists' 20 ms (README.md "Lists at scale").
-- Inlinable SQL over the lists' views as before: a client, a date range or the open invoices
-- are read by the lists' indexes.

CREATE OR REPLACE FUNCTION api.a_get_invoice_totals(suche text DEFAULT NULL, client_id text DEFAULT NULL,
                                                    archiviert boolean DEFAULT NULL, von date DEFAULT NULL,
                                                    bis date DEFAULT NULL)
RETURNS TABLE (anzahl integer, netto_cent bigint, brutto_cent bigint)
LANGUAGE sql STABLE AS $$
  SELECT count(*)::integer, coalesce(sum(v.netto) * 100, 0)::bigint, coalesce(sum(v.brutto) * 100, 0)::bigint
    FROM data.invoice_list v
   WHERE (nullif($2, '') IS NULL OR v.client_id = $2::integer)
     AND ($3 IS NULL OR v.archiviert = $3)
     AND ($4 IS NULL OR v.rn_datum >= $4)
     AND ($5 IS NULL OR v.rn_datum <= $5)
     AND (coalesce(btrim($1), '') = '' OR data.search_matches($1, v.client_name, v.bearbeiter, v.id))
$$;

-- The offers' status argument as the enum, null for no status or one that does not exist (so it
-- matches no offer, as the text comparison did). IMMUTABLE: a constant argument is folded while
-- planning, so `status = 'versendet'` reaches angebot_status_idx (the text comparison read all
-- 20,000 offers).
CREATE FUNCTION data.angebot_status_or_null(value text) RETURNS data.angebot_status
LANGUAGE sql IMMUTABLE AS $$
  SELECT s FROM unnest(enum_range(NULL::data.angebot_status)) AS s WHERE s::text = value
$$;
REVOKE ALL ON FUNCTION data.angebot_status_or_null(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION data.angebot_status_or_null(text) TO ogf_admin;

CREATE OR REPLACE FUNCTION api.a_get_offer_totals(suche text DEFAULT NULL, client_id text DEFAULT NULL,
                                                  status text DEFAULT NULL, von date DEFAULT NULL,
                                                  bis date DEFAULT NULL)
RETURNS TABLE (anzahl integer, netto_cent bigint, brutto_cent bigint)
LANGUAGE sql STABLE AS $$
  SELECT count(*)::integer, coalesce(sum(v.netto) * 100, 0)::bigint, coalesce(sum(v.brutto) * 100, 0)::bigint
    FROM data.offer_list v
   WHERE (nullif($2, '') IS NULL OR v.client_id = $2::integer)
     AND (nullif($3, '') IS NULL OR v.status = data.angebot_status_or_null($3))
     AND ($4 IS NULL OR v.an_datum >= $4)
     AND ($5 IS NULL OR v.an_datum <= $5)
     AND (coalesce(btrim($1), '') = '' OR data.search_matches($1, v.client_name, v.bearbeiter, v.id))
$$;
