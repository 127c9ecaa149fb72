-- Every user for the user administration, without the mail flags, and without an order of its
-- own: PostgreSQL does not pull a subquery with ORDER BY up into the caller's query, so a request
-- ordered by name (a client's "Vorhandenen Nutzer hinzufügen": `order=last_name,first_name,
-- user_id`) sorted all 50,000 users after reading them by user_id (25-41 ms at the large
-- dataset) instead of reading the first page from benutzer_name_idx. Without the ORDER BY the
-- inlined body is flattened and each request's `order` reaches its index (the name, or the
-- primary key for `order=user_id`). Every caller sends the order it needs: PostgREST keeps
-- no order without `order=`.

CREATE OR REPLACE FUNCTION api.a_get_all_users()
RETURNS TABLE (user_id integer, geb date, phone text, berufsgruppe text, reg_date date, geschlecht text,
               app_status text, last_name text, first_name text, email text)
LANGUAGE sql STABLE AS $$
  SELECT v.user_id, v.geb, v.phone, v.berufsgruppe, v.reg_date, v.geschlecht, v.app_status, v.last_name,
         v.first_name, v.email
    FROM data.user_list v
$$;
GRANT EXECUTE ON FUNCTION api.a_get_all_users() TO ogf_admin;
