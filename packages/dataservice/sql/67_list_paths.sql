-- The list screens read views on table paths (docs/decisions.md "Lists read views on table
-- paths", docs/requirements.md §7 "Table paths of ours").
--
-- PostgREST 16 sends a procedure's page with `Prefer: count=exact` as
--   WITH pgrst_source AS (<call>), pgrst_source_count AS (SELECT 1 FROM pgrst_source WHERE …)
--   SELECT (SELECT count(*) FROM pgrst_source_count), … FROM (SELECT … FROM pgrst_source WHERE …
--   ORDER BY … LIMIT 50) _postgrest_t
-- (Query/Statements.hs mainCall, SqlFragment.hs countF): pgrst_source is read twice, so
-- PostgreSQL materializes it and builds the whole result of the procedure — 100,000 sightings,
-- sorted, on disk — before it takes 50 (460 ms at a busy year). On a table or view PostgREST
-- puts the filters, the order and the LIMIT inside pgrst_source and counts with a query of
-- its own over the same filters (mainRead, QueryBuilder.hs readPlanToCountQuery): the page
-- walks an index and stops after 50 rows, the count reads an index (1–13 ms).
--
-- Each view answers the rows of the procedure beside it, from the same view in `data`
-- (45_list_indexes.sql), so the rule lives once; the procedures stay for the specification's
-- calls. security_invoker: the caller needs SELECT on the `data` view, granted to the
-- procedure's roles only; the `data` view reads the tables with its owner's rights.

CREATE VIEW api.kaefer_liste WITH (security_invoker = true) AS
  SELECT v.id, v.art, v.status, v.published_from, v.letzter_bearbeiter, v.message, v.fund_datum, v.lat, v.lng,
         v.bundesland, v.beschreibung, v.user_id, v.art_name, v.bilder_anzahl, v.suche
    FROM data.kaefer_list v;
GRANT SELECT ON api.kaefer_liste TO ogf_expert, ogf_admin;

CREATE VIEW api.karten_liste WITH (security_invoker = true) AS
  SELECT v.id, v.map_name, v.client_id, v.jahr, v.status, v.client_status, v.typ, v.epsg, v.georef_typ,
         v.show_client, v.client_name, v.scale, v.din, v.punkte, v.aktive_punkte, v.rmse, v.suche
    FROM data.map_list v;
GRANT SELECT ON api.karten_liste TO ogf_expert, ogf_admin;

CREATE VIEW api.rechnung_liste WITH (security_invoker = true) AS
  SELECT v.id, v.bearbeiter, v.le_date, v.rn_datum, v.anrede, v.anschreiben, v.zuerl, v.ust_satz, v.client_id,
         v.archiviert, v.client_name, v.netto, v.art, v.suche
    FROM data.invoice_list v;
GRANT SELECT ON api.rechnung_liste TO ogf_admin;

CREATE VIEW api.angebot_liste WITH (security_invoker = true) AS
  SELECT v.id, v.bearbeiter, v.an_datum, v.anrede, v.anschreiben, v.zuerl, v.ust_satz, v.status, v.sign,
         v.client_id, v.client_name, v.netto, v.suche
    FROM data.offer_list v;
GRANT SELECT ON api.angebot_liste TO ogf_admin;

