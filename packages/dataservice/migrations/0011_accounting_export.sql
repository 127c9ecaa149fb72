-- Up Migration
-- The accountant's export (sql/77_accounting_export.sql): the DATEV Buchungsstapel and the CSV
-- journal of a period.
--
-- A client's Debitorennummer, its personal account in the books: DATEV's range for debtors
-- when the Sachkonten have 4 digits (10000–69999), each number one client's. A table beside
-- data.kunde (as kunde_erechnung), not a column: a client without one has no row, and the
-- seed's numbers load into it after an upgrade as the other new tables' rows do
-- (test/globalSetup.ts), so the tests' upgraded database and the demo's have the same.
CREATE TABLE data.kunde_debitor (
  client_id integer PRIMARY KEY REFERENCES data.kunde (client_id) ON DELETE CASCADE,
  debitor_nr integer NOT NULL
    CONSTRAINT kunde_debitor_nr_eindeutig UNIQUE
    CONSTRAINT kunde_debitor_nr_bereich CHECK (debitor_nr BETWEEN 10000 AND 69999)
);

-- The export's settings, one row (id is always true); without a row the defaults hold and
-- Berater- and Mandantennummer are missing, which the export refuses.
CREATE TABLE data.buchhaltung (
  id boolean PRIMARY KEY DEFAULT true CONSTRAINT buchhaltung_eine_zeile CHECK (id),
  berater_nr integer CONSTRAINT buchhaltung_berater_nr_bereich CHECK (berater_nr BETWEEN 1001 AND 9999999),
  mandant_nr integer CONSTRAINT buchhaltung_mandant_nr_bereich CHECK (mandant_nr BETWEEN 1 AND 99999),
  kontenrahmen text NOT NULL DEFAULT 'SKR03'
    CONSTRAINT buchhaltung_kontenrahmen_werte CHECK (kontenrahmen IN ('SKR03', 'SKR04'))
    CONSTRAINT buchhaltung_kontenrahmen_laenge CHECK (char_length(kontenrahmen) <= 500),
  wj_beginn smallint NOT NULL DEFAULT 1 CONSTRAINT buchhaltung_wj_beginn_bereich CHECK (wj_beginn BETWEEN 1 AND 12),
  sachkontenlaenge smallint NOT NULL DEFAULT 4 CONSTRAINT buchhaltung_sachkontenlaenge_werte CHECK (sachkontenlaenge = 4),
  bankkonto integer NOT NULL DEFAULT 1200 CONSTRAINT buchhaltung_bankkonto_bereich CHECK (bankkonto BETWEEN 1000 AND 9999)
);

-- The revenue account of a VAT rate in each chart of accounts: Erlöse 19 %, 7 %, and the
-- 0 % of § 13b UStG (reverse charge, the invoices of category AE).
CREATE TABLE data.erloeskonto (
  kontenrahmen text NOT NULL
    CONSTRAINT erloeskonto_kontenrahmen_werte CHECK (kontenrahmen IN ('SKR03', 'SKR04'))
    CONSTRAINT erloeskonto_kontenrahmen_laenge CHECK (char_length(kontenrahmen) <= 500),
  ust_satz numeric(5, 2) NOT NULL CONSTRAINT erloeskonto_ust_satz_bereich CHECK (ust_satz >= 0 AND ust_satz < 100),
  konto integer NOT NULL CONSTRAINT erloeskonto_konto_bereich CHECK (konto BETWEEN 1000 AND 9999),
  PRIMARY KEY (kontenrahmen, ust_satz)
);
INSERT INTO data.erloeskonto (kontenrahmen, ust_satz, konto) VALUES
  ('SKR03', 19, 8400), ('SKR03', 7, 8300), ('SKR03', 0, 8337),
  ('SKR04', 19, 4400), ('SKR04', 7, 4300), ('SKR04', 0, 4337)
ON CONFLICT (kontenrahmen, ust_satz) DO NOTHING;
