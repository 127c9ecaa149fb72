-- Up Migration
-- The open items (Offene Posten): one row per issued invoice that is not settled, with what is
-- still open, kept by triggers from the one rule of an invoice's state (data.invoice_states,
-- sql/73_payments.sql) in the same transaction as the payment, the archiving or the credit note
-- that changes it (sql/74_open_items.sql). Derived, never written by hand: the list of open
-- items and its sums read a few thousand rows instead of computing the state of every invoice
-- of the year (20,000 at a busy year's size) for each page. `offen` is negative for a credit
-- (over-payment, or payments on a cancelled invoice). Rebuilt from the invoices at every
-- deploy and after a restore (data.refresh_all_open_items).
CREATE TABLE data.offener_posten (
  rechnung_id integer PRIMARY KEY REFERENCES data.rechnung (id) ON DELETE CASCADE,
  client_id integer,
  rn_datum date NOT NULL,
  faellig_am date NOT NULL,
  offen numeric(12, 2) NOT NULL CONSTRAINT offener_posten_nicht_null CHECK (offen <> 0)
);
-- A client's items (the client page, the filter); the list's order is the due date.
CREATE INDEX offener_posten_client_idx ON data.offener_posten (client_id, faellig_am, rechnung_id);
CREATE INDEX offener_posten_faellig_idx ON data.offener_posten (faellig_am, rechnung_id);
-- The payments of a period (the Übersicht's "Zahlungseingang diesen Monat").
CREATE INDEX zahlung_datum_idx ON data.zahlung (datum);
