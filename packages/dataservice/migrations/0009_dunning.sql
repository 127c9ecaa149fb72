-- Up Migration
-- Reminders and dunning (sql/75_dunning.sql). § 288 BGB tells a consumer's default interest
-- (+5 points) from a business's (+9 points and the 40 € Pauschale of Abs. 5), so the client
-- carries whether it is a consumer; a client is a business unless marked.
ALTER TABLE data.kunde ADD COLUMN verbraucher boolean NOT NULL DEFAULT false;
ALTER TYPE data.client_details_row ADD ATTRIBUTE verbraucher boolean;

-- The base rates before 2025 (Deutsche Bundesbank, § 247 BGB), so invoices in default since
-- then get their interest: -0.88 % from 1 July 2016 to the end of 2022, then 1.62, 3.12, 3.62
-- and 3.37 % by half-year.
INSERT INTO data.basiszinssatz (gilt_ab, satz)
SELECT make_date(y, m, 1), -0.88 FROM generate_series(2016, 2022) y, (VALUES (1), (7)) AS h(m)
 WHERE make_date(y, m, 1) >= '2016-07-01'
ON CONFLICT (gilt_ab) DO NOTHING;
INSERT INTO data.basiszinssatz (gilt_ab, satz) VALUES
  ('2023-01-01', 1.62), ('2023-07-01', 3.12), ('2024-01-01', 3.62), ('2024-07-01', 3.37)
ON CONFLICT (gilt_ab) DO NOTHING;

-- The dunning levels as data, editable by an administrator: a level is proposed for an invoice
-- `tage_nach_faelligkeit` days after its due date, costs `gebuehr` (once per reminder letter) and
-- gives the client `frist_tage` days to pay.
CREATE TABLE data.mahnstufe (
  stufe smallint PRIMARY KEY CONSTRAINT mahnstufe_stufe_bereich CHECK (stufe BETWEEN 1 AND 9),
  bezeichnung text NOT NULL
    CONSTRAINT mahnstufe_bezeichnung_laenge CHECK (btrim(bezeichnung) <> '' AND char_length(bezeichnung) <= 500),
  tage_nach_faelligkeit integer NOT NULL CONSTRAINT mahnstufe_tage_bereich CHECK (tage_nach_faelligkeit BETWEEN 1 AND 3650),
  gebuehr numeric(12, 2) NOT NULL DEFAULT 0
    CONSTRAINT mahnstufe_gebuehr_bereich CHECK (gebuehr >= 0 AND gebuehr <= 1000 AND gebuehr <> 'NaN'),
  frist_tage integer NOT NULL DEFAULT 10 CONSTRAINT mahnstufe_frist_bereich CHECK (frist_tage BETWEEN 1 AND 90)
);
INSERT INTO data.mahnstufe (stufe, bezeichnung, tage_nach_faelligkeit, gebuehr, frist_tage) VALUES
  (1, 'Zahlungserinnerung', 7, 0.00, 10),
  (2, '1. Mahnung', 21, 5.00, 10),
  (3, '2. Mahnung', 35, 10.00, 7),
  (4, 'Letzte Mahnung', 49, 15.00, 7);

-- A reminder: a document of its own, numbered without gaps, to one client, covering one or
-- more of its invoices; issued when it is written, and then never changed (a trigger refuses
-- it). `inhalt` is everything the letter shows, as it was on that day (issuer, the client's
-- address, the invoices with what was paid, interest, Pauschale, fee, totals, the deadline),
-- `sha256` its hash.
CREATE TABLE data.mahnung (
  id integer PRIMARY KEY CONSTRAINT mahnung_id_positiv CHECK (id > 0),
  client_id integer NOT NULL REFERENCES data.kunde (client_id),
  datum date NOT NULL,
  stufe smallint NOT NULL REFERENCES data.mahnstufe (stufe),
  frist date NOT NULL,
  zinsen_bis date NOT NULL,
  gebuehr numeric(12, 2) NOT NULL,
  inhalt jsonb NOT NULL,
  sha256 text NOT NULL
    CONSTRAINT mahnung_sha256_form CHECK (sha256 ~ '^[0-9a-f]{64}$')
    CONSTRAINT mahnung_sha256_laenge CHECK (char_length(sha256) <= 500),
  erstellt_von text CONSTRAINT mahnung_erstellt_von_laenge CHECK (char_length(erstellt_von) <= 500),
  erstellt_am timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT mahnung_frist_nach_datum CHECK (frist > datum)
);
CREATE INDEX mahnung_client_idx ON data.mahnung (client_id, datum, id);

-- The invoices a reminder covers, each at the level it was reminded with and the amounts the
-- letter states for it.
CREATE TABLE data.mahnung_posten (
  mahnung_id integer NOT NULL REFERENCES data.mahnung (id),
  rechnung_id integer NOT NULL REFERENCES data.rechnung (id),
  stufe smallint NOT NULL REFERENCES data.mahnstufe (stufe),
  offen numeric(12, 2) NOT NULL,
  zinsen numeric(12, 2) NOT NULL,
  pauschale numeric(12, 2) NOT NULL,
  PRIMARY KEY (mahnung_id, rechnung_id)
);
-- An invoice's reminders: its level, its deadline, whether its Pauschale was claimed.
CREATE INDEX mahnung_posten_rechnung_idx ON data.mahnung_posten (rechnung_id, stufe);

-- The open items carry the level reached, the deadline of the last reminder (the next level
-- waits for it) and whether a reminder claimed the Pauschale already, and the amount the
-- invoice asks for (the interest's base).
ALTER TABLE data.offener_posten
  ADD COLUMN zahlbetrag numeric(12, 2),
  ADD COLUMN mahnstufe smallint NOT NULL DEFAULT 0,
  ADD COLUMN gemahnt_frist date,
  ADD COLUMN pauschale_gefordert boolean NOT NULL DEFAULT false;
