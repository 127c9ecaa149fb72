-- The table paths of requirements §7 (contract tables.ts) as views in `api`. security_invoker: the
-- caller's own privileges and row-level security apply, so a view shows and changes only
-- what the role may. The simple views are automatically updatable (PATCH, POST, DELETE);
-- column GRANTs name the fields requirements §7 lets each PATCH change (others answer 42501).

CREATE VIEW api.mappoint WITH (security_invoker = true) AS SELECT * FROM data.mappoint;
CREATE VIEW api.karte WITH (security_invoker = true) AS SELECT * FROM data.karte;
CREATE VIEW api.kunde WITH (security_invoker = true) AS SELECT * FROM data.kunde;
CREATE VIEW api.kaeferarten WITH (security_invoker = true) AS SELECT * FROM data.kaeferarten;
CREATE VIEW api.kaefer WITH (security_invoker = true) AS SELECT * FROM data.kaefer;
CREATE VIEW api.bilder WITH (security_invoker = true) AS SELECT * FROM data.bilder;
CREATE VIEW api.benutzer WITH (security_invoker = true) AS SELECT * FROM data.benutzer;

-- The survey charts (the surveyed sum, vermessen true, before the rest) and drainage lengths
-- (labels in the order they first occur; empty labels stay their own group: 'Andere').
CREATE VIEW api.drae_einmessung_uebersicht WITH (security_invoker = true) AS
  SELECT vermessen, sum(summe) AS summe FROM data.einmessung WHERE kind = 'drae' GROUP BY vermessen ORDER BY vermessen DESC;
CREATE VIEW api.ausm_einmessung_uebersicht WITH (security_invoker = true) AS
  SELECT vermessen, sum(summe) AS summe FROM data.einmessung WHERE kind = 'ausm' GROUP BY vermessen ORDER BY vermessen DESC;
CREATE VIEW api.scha_einmessung_uebersicht WITH (security_invoker = true) AS
  SELECT vermessen, sum(summe) AS summe FROM data.einmessung WHERE kind = 'scha' GROUP BY vermessen ORDER BY vermessen DESC;
CREATE VIEW api.schl_einmessung_uebersicht WITH (security_invoker = true) AS
  SELECT vermessen, sum(summe) AS summe FROM data.einmessung WHERE kind = 'schl' GROUP BY vermessen ORDER BY vermessen DESC;
CREATE VIEW api.drae_laenge_nach_erfq WITH (security_invoker = true) AS
  SELECT erfq, round(sum(laenge)) AS round FROM data.draenage GROUP BY erfq ORDER BY min(id);
CREATE VIEW api.drae_laenge_qdt_nach_aop WITH (security_invoker = true) AS
  SELECT qdt, round(sum(laenge)) AS round FROM data.draenage GROUP BY qdt ORDER BY min(id);

-- GIS (requirements §6: admin, expert): maps and their points. Deleting a map is the administrators'.
GRANT SELECT, INSERT, DELETE ON data.mappoint, api.mappoint TO ogf_admin, ogf_expert;
GRANT SELECT, INSERT ON data.karte, api.karte TO ogf_admin, ogf_expert;
GRANT USAGE ON SEQUENCE data.karte_id_seq TO ogf_admin, ogf_expert;
-- The mask (georef_maske, migrations/0015) is not among them: it is no field of requirements §7's
-- PATCH /karte (ui's KARTE_PATCH_FIELDS), and the metadata form edits no polygon: a map's mask
-- changes with its points, through a_save_georeference (52_review_georef.sql), and GET /karte reads it.
GRANT UPDATE (georef_bash, show_client, georef_label, res, scale, jahr, client_status, georef_typ, epsg, typ, status,
              bem_client, ausf_unternehmen, auftr_nr, reg_nr, kreis, gemarkung, gemeinde, bem_to_client, bem_apus)
  ON data.karte, api.karte TO ogf_admin, ogf_expert;
GRANT DELETE ON data.karte, api.karte TO ogf_admin;

-- A client's state and coordinate system, set from the GIS.
GRANT SELECT ON data.kunde, api.kunde TO ogf_admin, ogf_expert;
GRANT UPDATE (bundesland, epsg) ON data.kunde, api.kunde TO ogf_admin, ogf_expert;

-- Species are public knowledge for everyone signed in; records and pictures are the reviewers'.
GRANT SELECT ON data.kaeferarten, api.kaeferarten TO ogf_new, ogf_citizens, ogf_expert_query, ogf_expert, ogf_admin;
GRANT SELECT ON data.kaefer, api.kaefer, data.bilder, api.bilder TO ogf_admin, ogf_expert;
GRANT UPDATE (art) ON data.kaefer, api.kaefer TO ogf_admin, ogf_expert;

-- Users: everyone signed in reads and changes (job, mail flags) their own row; the
-- administrators every row. Row-level security holds the rule in the table itself.
GRANT SELECT ON data.benutzer, api.benutzer TO ogf_new, ogf_citizens, ogf_expert_query, ogf_expert, ogf_admin;
GRANT UPDATE (berufsgruppe, mail_register, mail_new, mail_rejected, mail_published, mail_expert_request,
              mail_expert_approved)
  ON data.benutzer, api.benutzer TO ogf_citizens, ogf_expert_query, ogf_expert, ogf_admin;

DROP POLICY IF EXISTS benutzer_admin ON data.benutzer;
CREATE POLICY benutzer_admin ON data.benutzer TO ogf_admin USING (true) WITH CHECK (true);
DROP POLICY IF EXISTS benutzer_own_read ON data.benutzer;
CREATE POLICY benutzer_own_read ON data.benutzer FOR SELECT
  TO ogf_new, ogf_citizens, ogf_expert_query, ogf_expert
  USING (lower(email) = data.current_email());
DROP POLICY IF EXISTS benutzer_own_write ON data.benutzer;
CREATE POLICY benutzer_own_write ON data.benutzer FOR UPDATE
  TO ogf_citizens, ogf_expert_query, ogf_expert
  USING (lower(email) = data.current_email()) WITH CHECK (lower(email) = data.current_email());

-- The cadastre's figures: the back office's.
GRANT SELECT ON data.einmessung, data.draenage, api.drae_einmessung_uebersicht, api.ausm_einmessung_uebersicht,
  api.scha_einmessung_uebersicht, api.schl_einmessung_uebersicht, api.drae_laenge_nach_erfq,
  api.drae_laenge_qdt_nach_aop
  TO ogf_admin;
