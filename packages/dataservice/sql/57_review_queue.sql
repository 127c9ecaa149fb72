-- Procedure of ours (requirements §7 "Procedures of ours"): the review queue's matrix
-- (Bundesland × species) as counts, instead of every sighting loaded into the browser to be
-- counted there (100,000 at a busy year's size). The records list beside it is
-- a_get_kaefer_overview paged and filtered by PostgREST (45_list_indexes.sql).
--
-- One row per Bundesland and species with records waiting for an expert (gemeldet, in Prüfung,
-- bestätigt: the model's AWAITING_EXPERT), and one per group without a Bundesland or without a
-- species even when none of it waits (offen 0): the matrix shows such a row or column only when
-- such records exist. Ordered by Bundesland code (C collation), then species, nulls first: the
-- same order under every collation of the database.
--
-- Inlinable SQL: the waiting records are counted from a partial index alone (an index-only scan
-- in Bundesland and species order, no sort), the groups without Land or species come from the
-- Land and species indexes; no scan of every record.

CREATE OR REPLACE FUNCTION api.a_get_kaefer_queue()
RETURNS TABLE (bundesland text, art integer, offen integer)
LANGUAGE sql STABLE AS $$
  SELECT g.bundesland, g.art, sum(g.offen)::integer
    FROM (
      SELECT k.bundesland, k.art, count(*) AS offen
        FROM data.kaefer_list k
       WHERE k.status IN ('gemeldet', 'in_pruefung', 'bestaetigt')
       GROUP BY k.bundesland, k.art
      UNION ALL
      SELECT k.bundesland, k.art, 0 FROM data.kaefer_list k WHERE k.bundesland IS NULL GROUP BY k.bundesland, k.art
      UNION ALL
      SELECT k.bundesland, k.art, 0 FROM data.kaefer_list k WHERE k.art IS NULL GROUP BY k.bundesland, k.art
    ) g
   GROUP BY g.bundesland, g.art
   ORDER BY g.bundesland COLLATE "C" NULLS FIRST, g.art NULLS FIRST
$$;

REVOKE ALL ON FUNCTION api.a_get_kaefer_queue() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION api.a_get_kaefer_queue() TO ogf_expert, ogf_admin;
