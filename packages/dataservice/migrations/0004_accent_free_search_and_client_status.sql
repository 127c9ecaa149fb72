-- Up Migration
-- Two changes of state since 0003: searches that ignore accents ("muller" finds "Müller"), and
-- clients that an administrator can deactivate.

-- ─── accent-free search (README.md "Search"; the views' `suche` columns: sql/45_list_indexes.sql) ───
-- PostgreSQL's contrib extension unaccent (Debian's server package ships it; PGlite as its
-- contrib module, src/pglite/engine.ts). A trusted extension, as pg_trgm: CREATE on the
-- database suffices.
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA extensions;
-- unaccent() is STABLE (it finds its dictionary by the search path), so no index or generated
-- column may call it. With the dictionary named and schema-qualified it gives the same answer
-- for the same text on every call, so this wrapper may say IMMUTABLE. BEGIN ATOMIC: the body is
-- parsed once, against the extension's objects (no search path at call time), and the function
-- depends on them. Its grants: sql/45_list_indexes.sql.
CREATE FUNCTION data.f_unaccent(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
BEGIN ATOMIC
  SELECT extensions.unaccent('extensions.unaccent'::regdictionary, value);
END;
-- An index expression and a generated column run as the table's owner (on a database upgraded
-- from a release, waldmonitor_owner; sql/90_owner.sql hands it this function as well on every
-- deploy): the function is the owner's from the start, and the extension's function callable by
-- whoever calls it (the default privileges of the role running the migrations take EXECUTE
-- from PUBLIC).
DO $$
BEGIN
  EXECUTE format('ALTER FUNCTION data.f_unaccent(text) OWNER TO %I',
                 (SELECT tableowner FROM pg_tables WHERE schemaname = 'data' AND tablename = 'kunde'));
END
$$;
GRANT EXECUTE ON FUNCTION extensions.unaccent(regdictionary, text) TO PUBLIC;

-- The searched text of a user (users list, a client's users, "Vorhandenen Nutzer hinzufügen")
-- and of a client (clients list, client choices, cadastre): the searched columns without
-- accents, joined by blanks, stored with the row (the lists' `suche`, sql/45_list_indexes.sql),
-- the users' with a trigram index for the app's `suche=ilike.*muller*` (the clients are read
-- through a_get_all_clients, whose result PostgREST materializes before its filter: 2,000 rows,
-- no index would be used). Stored, not an index on the expression: a page sorted by name walks
-- the name index and tests each row until it has 25, and unaccenting every row tested took
-- 200-290 ms for "muller" at the large dataset (a stored text is tested as cheaply as a plain
-- column: 48-76 ms, load 12). The index replaces the trigram indexes of the single columns.
ALTER TABLE data.benutzer ADD COLUMN suche text GENERATED ALWAYS AS (
  data.f_unaccent(coalesce(last_name, '') || ' ' || coalesce(first_name, '') || ' ' || email)) STORED;
ALTER TABLE data.kunde ADD COLUMN suche text GENERATED ALWAYS AS (
  data.f_unaccent(name || ' ' || coalesce(name_zusatz, '') || ' ' || coalesce(strasse, '') || ' ' || coalesce(plz, '')
                  || ' ' || coalesce(ort, '') || ' ' || coalesce(ap_vorname, '') || ' ' || coalesce(ap_nachname, ''))) STORED;
DROP INDEX data.benutzer_last_name_trgm_idx, data.benutzer_first_name_trgm_idx, data.benutzer_email_trgm_idx;
CREATE INDEX benutzer_suche_trgm_idx ON data.benutzer USING gin (suche extensions.gin_trgm_ops);
-- The documents' sums search the client's name and the editor (sql/56_document_totals.sql).
DROP INDEX data.kunde_name_trgm_idx, data.rechnung_bearbeiter_trgm_idx, data.angebot_bearbeiter_trgm_idx;
CREATE INDEX kunde_name_trgm_idx ON data.kunde USING gin (data.f_unaccent(name) extensions.gin_trgm_ops);
CREATE INDEX rechnung_bearbeiter_trgm_idx ON data.rechnung USING gin (data.f_unaccent(bearbeiter) extensions.gin_trgm_ops);
CREATE INDEX angebot_bearbeiter_trgm_idx ON data.angebot USING gin (data.f_unaccent(bearbeiter) extensions.gin_trgm_ops);

-- The lists' rows carry their searched text (the procedures' result types).
ALTER TYPE data.client_appuser_row ADD ATTRIBUTE suche text;
ALTER TYPE data.map_list_row ADD ATTRIBUTE suche text;
ALTER TYPE data.kataster_overview_row ADD ATTRIBUTE suche text;

-- ─── deactivated clients (sql/12_clients.sql a_set_client_active) ───
-- A client the office no longer works for: left out of the choices for new offers, invoices,
-- maps and users, kept with its documents and maps (which stay readable). Active unless an
-- administrator deactivates it; every existing client is active.
ALTER TABLE data.kunde ADD COLUMN aktiv boolean NOT NULL DEFAULT true;
-- `name_suche`: the client choices search what they show, the name and the place.
ALTER TYPE data.client_list_row ADD ATTRIBUTE aktiv boolean, ADD ATTRIBUTE suche text, ADD ATTRIBUTE name_suche text;
ALTER TYPE data.client_details_row ADD ATTRIBUTE aktiv boolean;
