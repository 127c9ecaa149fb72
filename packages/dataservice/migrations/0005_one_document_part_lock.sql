-- Up Migration
-- The parts of an invoice or offer (positions, an invoice's terms) are held read-only by one
-- trigger function, data.document_part_lock (sql/20_billing_tables.sql), told the document's
-- table by its argument. The two functions it replaces go, with the three triggers that call
-- them; the files of sql/ define the triggers again in the same transaction, over the new
-- function. IF EXISTS: a database of the release f5c9db8 has no a_offer_lock yet.
DROP TRIGGER IF EXISTS a_archive_lock ON data.position;
DROP TRIGGER IF EXISTS a_offer_lock ON data.position;
DROP TRIGGER IF EXISTS a_archive_lock ON data.rechnung_angaben;
DROP FUNCTION IF EXISTS data.position_archive_lock(), data.position_offer_lock();
