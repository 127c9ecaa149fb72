-- The Netto/Brutto sums with a search (63_document_sums_search.sql) found by indexes instead of
-- matching every document: each word had to be in the client's name or the editor, or be the
-- document's number, and no index served a word inside the client's name (data.kunde, joined)
-- or the editor, so every one of the 20,000 invoices was matched (45-125 ms at the large
-- dataset). Now the first word's matches come from indexes, each read once per call: the
-- clients whose name holds it (kunde_name_trgm_idx, a few hundred of 2,000), the documents whose
-- editor holds it (the bearbeiter trigram indexes) and the document of that number (the primary
-- key); a document is a candidate when its client or its number is among them (two hashed sets,
-- no ILIKE per document). Only the candidates are matched against the further words, and only
-- when there are any. 10-18 ms at the large dataset (load 3-5). The matching
-- is unchanged: every word in the client's name or the editor (ILIKE, `%`, `*` and `\` taken
-- literally), or a number of up to nine digits as the document's number; a search of blanks
-- only has no words and matches every document, as before. Without a search the condition
-- folds away while planning and the sums stay on the stored columns.
--
-- PL/pgSQL, not LANGUAGE sql: PostgREST 16 passes a procedure's arguments from the JSON body
-- through json_to_record in a LATERAL subquery (Query/QueryBuilder.hs callPlanToQuery), not as
-- constants, so an inlined SQL function was planned for any value (`$3 IS NULL OR status = $3`:
-- every offer read, 122 ms for one status at a busy year). A PL/pgSQL function is called with the
-- values and plans its query for them (custom plans): the filters reach their indexes and an
-- empty search folds away (0.7–7 ms). It answers one row, so not being inlined costs nothing.

CREATE INDEX kunde_name_trgm_idx ON data.kunde USING gin (name extensions.gin_trgm_ops);
CREATE INDEX rechnung_bearbeiter_trgm_idx ON data.rechnung USING gin (bearbeiter extensions.gin_trgm_ops);
CREATE INDEX angebot_bearbeiter_trgm_idx ON data.angebot USING gin (bearbeiter extensions.gin_trgm_ops);

CREATE OR REPLACE FUNCTION api.a_get_invoice_totals(suche text DEFAULT NULL, client_id text DEFAULT NULL,
                                                    archiviert boolean DEFAULT NULL, von date DEFAULT NULL,
                                                    bis date DEFAULT NULL)
RETURNS TABLE (anzahl integer, netto_cent bigint, brutto_cent bigint)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  WITH s AS (SELECT coalesce(array_agg(w), '{}') AS words,
                    coalesce(array_agg('%' || translate(w, '%*\', '___') || '%'), '{}') AS patterns
               FROM regexp_split_to_table(btrim(coalesce($1, '')), '\s+') AS w
              WHERE w <> '')
  SELECT count(*)::integer, coalesce(sum(v.netto) * 100, 0)::bigint, coalesce(sum(v.brutto) * 100, 0)::bigint
    FROM data.invoice_list v
   WHERE (nullif($2, '') IS NULL OR v.client_id = $2::integer)
     AND ($3 IS NULL OR v.archiviert = $3)
     AND ($4 IS NULL OR v.rn_datum >= $4)
     AND ($5 IS NULL OR v.rn_datum <= $5)
     AND (coalesce(btrim($1), '') = ''
          OR (v.client_id IN (SELECT k.client_id FROM data.client_list k, s WHERE k.name ILIKE s.patterns[1])
              OR v.id IN (SELECT c.id FROM data.invoice_list c, s WHERE c.bearbeiter ILIKE s.patterns[1]
                          UNION ALL
                          SELECT c.id FROM data.invoice_list c, s
                           WHERE s.words[1] ~ '^[0-9]{1,9}$' AND c.id = s.words[1]::integer
                          UNION ALL
                          SELECT c.id FROM data.invoice_list c, s WHERE cardinality(s.words) = 0))
             AND NOT EXISTS (SELECT 1 FROM s, unnest(s.words[2:], s.patterns[2:]) AS x(word, pattern)
                              WHERE cardinality(s.words) > 1
                                AND NOT (coalesce(v.client_name, '') ILIKE x.pattern
                                         OR coalesce(v.bearbeiter, '') ILIKE x.pattern
                                         OR (x.word ~ '^[0-9]{1,9}$' AND v.id = x.word::integer))));
END
$$;

CREATE OR REPLACE FUNCTION api.a_get_offer_totals(suche text DEFAULT NULL, client_id text DEFAULT NULL,
                                                  status text DEFAULT NULL, von date DEFAULT NULL,
                                                  bis date DEFAULT NULL)
RETURNS TABLE (anzahl integer, netto_cent bigint, brutto_cent bigint)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  WITH s AS (SELECT coalesce(array_agg(w), '{}') AS words,
                    coalesce(array_agg('%' || translate(w, '%*\', '___') || '%'), '{}') AS patterns
               FROM regexp_split_to_table(btrim(coalesce($1, '')), '\s+') AS w
              WHERE w <> '')
  SELECT count(*)::integer, coalesce(sum(v.netto) * 100, 0)::bigint, coalesce(sum(v.brutto) * 100, 0)::bigint
    FROM data.offer_list v
   WHERE (nullif($2, '') IS NULL OR v.client_id = $2::integer)
     AND (nullif($3, '') IS NULL OR v.status = data.angebot_status_or_null($3))
     AND ($4 IS NULL OR v.an_datum >= $4)
     AND ($5 IS NULL OR v.an_datum <= $5)
     AND (coalesce(btrim($1), '') = ''
          OR (v.client_id IN (SELECT k.client_id FROM data.client_list k, s WHERE k.name ILIKE s.patterns[1])
              OR v.id IN (SELECT c.id FROM data.offer_list c, s WHERE c.bearbeiter ILIKE s.patterns[1]
                          UNION ALL
                          SELECT c.id FROM data.offer_list c, s
                           WHERE s.words[1] ~ '^[0-9]{1,9}$' AND c.id = s.words[1]::integer
                          UNION ALL
                          SELECT c.id FROM data.offer_list c, s WHERE cardinality(s.words) = 0))
             AND NOT EXISTS (SELECT 1 FROM s, unnest(s.words[2:], s.patterns[2:]) AS x(word, pattern)
                              WHERE cardinality(s.words) > 1
                                AND NOT (coalesce(v.client_name, '') ILIKE x.pattern
                                         OR coalesce(v.bearbeiter, '') ILIKE x.pattern
                                         OR (x.word ~ '^[0-9]{1,9}$' AND v.id = x.word::integer))));
END
$$;
