-- Procedure of ours (requirements §7 "Procedures of ours"): the invoiced net per month of one
-- year, for the forecast chart (Dashboard › Prognose), instead of every invoice loaded into the
-- browser to be added up there (20,000 at a busy year's size).
--
-- Twelve rows, month 1 to 12 in order, a month without invoices 0. The net is the invoice
-- totals' (56_document_totals.sql): each invoice's net rounded to the cent, then summed, in cents.
-- Every invoice counts by its invoice date (rn_datum), open or archived; a credit note
-- (gutschrift) counts negative, so an invoice and its Storno add up to zero. `jahr` arrives as
-- text (requirements §7); empty is refused in German, as by data.id_arg. The credit notes come
-- from data.credit_note_ids (56_document_totals.sql).
--
-- Inlinable SQL: the year is a range of rechnung_datum_idx (rn_datum, id; 45_list_indexes.sql),
-- so only that year's invoices are read; their net (two decimals, so times 100 is in cents) is
-- stored with them from 60_document_net.sql on, before it was summed from their positions.

CREATE OR REPLACE FUNCTION api.a_get_invoiced_per_month(jahr text)
RETURNS TABLE (monat integer, netto_cent bigint)
LANGUAGE sql STABLE AS $$
  SELECT m.monat, coalesce(s.netto_cent, 0)::bigint
    FROM generate_series(1, 12) AS m(monat)
    LEFT JOIN (
      SELECT extract(month FROM v.rn_datum)::integer AS monat,
             sum(CASE WHEN g.rechnung_id IS NULL THEN v.netto ELSE -v.netto END) * 100 AS netto_cent
        FROM data.invoice_list v
        LEFT JOIN data.credit_note_ids g ON g.rechnung_id = v.id
       WHERE v.rn_datum >= make_date(data.id_arg($1, 'jahr'), 1, 1)
         AND v.rn_datum < make_date(data.id_arg($1, 'jahr') + 1, 1, 1)
       GROUP BY 1) s ON s.monat = m.monat
   ORDER BY m.monat
$$;

REVOKE ALL ON FUNCTION api.a_get_invoiced_per_month(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION api.a_get_invoiced_per_month(text) TO ogf_admin;
