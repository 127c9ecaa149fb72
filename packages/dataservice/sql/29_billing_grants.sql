-- Who may call the billing procedures: administrators only. requirements §6 gives the back office
-- (offers, invoices, positions, forecasts) to no other role; a citizen's or expert's call is
-- refused by PostgreSQL (42501 permission denied → PostgREST 403, 401 for anonymous).
-- Functions are executable by PUBLIC by default, hence the REVOKE first.
-- The billing tables get no grants: the app reaches them only through these functions
-- (requirements §7 has no table call on them), which run as their owner (SECURITY DEFINER).
DO $$
DECLARE
  fn regprocedure;
BEGIN
  FOR fn IN
    SELECT p.oid::regprocedure
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname = 'api'
       AND p.proname = ANY (ARRAY[
         'a_get_invoices', 'a_get_offers', 'a_get_invoice_details', 'a_get_offer_details',
         'a_update_invoice_details', 'a_update_offer_details', 'a_add_invoice', 'a_add_offer',
         'a_set_client_for_invoice', 'a_set_client_for_offer', 'a_set_archive_for_rn',
         'a_get_minmax_rn_datum', 'a_get_minmax_an_datum', 'a_get_min_rn_datum_for_new_invoice',
         'a_get_min_an_datum_for_new_offer', 'a_get_all_freitexte',
         'a_get_invoice_positions', 'a_get_offer_positions', 'a_update_position', 'a_insert_position',
         'a_delete_position', 'a_get_position_tmpl',
         'a_get_prognose', 'a_insert_prognose', 'a_update_prognose', 'a_delete_prognose'])
  LOOP
    EXECUTE format('REVOKE ALL ON FUNCTION %s FROM PUBLIC', fn);
    EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO ogf_admin', fn);
  END LOOP;
END $$;
