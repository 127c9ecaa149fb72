-- Up Migration
-- Payments received against an invoice (sql/73_payments.sql writes and reads them). A payment is
-- a fact of the books: it is never changed or deleted (a trigger refuses it, whoever writes); a
-- wrong one is reversed by a counter-entry, a row of its own with the negative amount that names
-- the entry it reverses. An entry is reversed at most once, and a counter-entry is not reversed
-- again (a payment recorded by mistake twice is reversed twice, one counter-entry each).
CREATE TABLE data.zahlung (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  rechnung_id integer NOT NULL REFERENCES data.rechnung (id),
  -- The value date: when the money arrived (a counter-entry carries its entry's).
  datum data.datum NOT NULL,
  betrag numeric(12, 2) NOT NULL,
  art text NOT NULL CONSTRAINT zahlung_art_werte CHECK (art IN ('überweisung', 'lastschrift', 'bar', 'verrechnung')),
  referenz text,
  notiz text,
  gegenbuchung_zu integer UNIQUE REFERENCES data.zahlung (id),
  -- Who recorded it (the editor's name, as a document's bearbeiter) and when.
  erfasst_von text,
  erfasst_am timestamptz NOT NULL DEFAULT now(),
  -- An entry is money received; only a counter-entry is negative. NaN sorts above every number,
  -- so it is named.
  CONSTRAINT zahlung_betrag_vorzeichen CHECK (
    betrag <> 'NaN' AND ((gegenbuchung_zu IS NULL AND betrag > 0) OR (gegenbuchung_zu IS NOT NULL AND betrag < 0)))
);
ALTER TABLE data.zahlung
  ADD CONSTRAINT zahlung_art_laenge CHECK (char_length(art) <= 500),
  ADD CONSTRAINT zahlung_referenz_laenge CHECK (char_length(referenz) <= 500),
  ADD CONSTRAINT zahlung_notiz_laenge CHECK (char_length(notiz) <= 500),
  ADD CONSTRAINT zahlung_erfasst_von_laenge CHECK (char_length(erfasst_von) <= 500);
-- An invoice's payments: its state (paid, open), its list of payments, the lock-free sum.
CREATE INDEX zahlung_rechnung_idx ON data.zahlung (rechnung_id, datum, id);
