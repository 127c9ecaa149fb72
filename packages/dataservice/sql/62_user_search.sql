-- The users' substring search (README.md "Lists at scale", "Search"): the user list, GET
-- /benutzer and a client's "Vorhandenen Nutzer hinzufügen" find each word anywhere in the last
-- name, first name or e-mail (`or=(last_name.ilike.*berg*,first_name.ilike.*berg*,email.ilike.*berg*)`,
-- packages/app/src/api/listQuery.ts). No B-tree index serves `ILIKE '%…%'`: over 50,000 users
-- the page and its count read the whole table (about 100 ms each at the large dataset).
-- pg_trgm's GIN indexes find the rows holding the word's trigrams instead, case-insensitively;
-- the three columns' indexes are combined (BitmapOr) for the `or`.
-- (pg_trgm: 01_schema.sql). A search of one or two characters has no trigram: the index is then
-- read whole, about as long as the table.

CREATE INDEX benutzer_last_name_trgm_idx ON data.benutzer USING gin (last_name extensions.gin_trgm_ops);
CREATE INDEX benutzer_first_name_trgm_idx ON data.benutzer USING gin (first_name extensions.gin_trgm_ops);
CREATE INDEX benutzer_email_trgm_idx ON data.benutzer USING gin (email extensions.gin_trgm_ops);

-- The user list reads GET /benutzer (api.benutzer, security_invoker over data.benutzer with
-- row-level security, 15_table_paths.sql). Under row-level security PostgreSQL estimates a
-- condition from the table's statistics only when its operator is leakproof, and ILIKE is not:
-- the search's page was planned as "the first 50 by user_id, filtered", which reads all 50,000
-- users when few or none match (about 90 ms idle, 300 ms under load, on the test machine),
-- instead of the trigram indexes (1 ms). The administrators' policy is `USING (true) WITH CHECK
-- (true)` (benutzer_admin): row-level security gives them nothing but the blind estimate. So
-- the administrator role bypasses it; data.benutzer is the only table with row-level security,
-- every other role keeps its own-row policies, the grants are unchanged. A table given
-- row-level security later needs a policy check for administrators of its own
-- (README.md "Roles").
ALTER ROLE ogf_admin BYPASSRLS;
