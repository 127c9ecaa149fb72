-- The Netto/Brutto under the invoice and offer lists (56_document_totals.sql, 63_document_sums_search.sql)
-- as PL/pgSQL, the same query unchanged.
--
-- PostgREST 16 passes a procedure's arguments from the JSON body through json_to_record in a
-- LATERAL subquery (Query/QueryBuilder.hs callPlanToQuery), not as constants. A LANGUAGE sql
-- function is inlined into that statement, so `($3 IS NULL OR v.status = $3)` is planned for
-- any value: a sequential scan of every offer with its sums, 122 ms for one status at a busy
-- year. A PL/pgSQL function is called with the values and plans its query for them (custom
-- plans): the status, client and date filters reach their indexes (0.7–1 ms). It returns one
-- row, so not being inlined costs nothing.

CREATE OR REPLACE FUNCTION api.a_get_invoice_totals(suche text DEFAULT NULL::text, client_id text DEFAULT NULL::text, archiviert boolean DEFAULT NULL::boolean, von date DEFAULT NULL::date, bis date DEFAULT NULL::date)
 RETURNS TABLE(anzahl integer, netto_cent bigint, brutto_cent bigint)
 LANGUAGE plpgsql
 STABLE
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION api.a_get_offer_totals(suche text DEFAULT NULL::text, client_id text DEFAULT NULL::text, status text DEFAULT NULL::text, von date DEFAULT NULL::date, bis date DEFAULT NULL::date)
 RETURNS TABLE(anzahl integer, netto_cent bigint, brutto_cent bigint)
 LANGUAGE plpgsql
 STABLE
AS $function$
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
$function$
;
