-- Up Migration
-- An invoice or credit note as it was issued (sql/76_issued_form.sql): when it is archived,
-- everything its letter and its e-invoice show — the invoice with its terms, its positions, the
-- client with its address and e-invoice data, the issuer as the app's configuration gave it —
-- is stored with it as JSON, with the SHA-256 of that JSON's text. Print and XRechnung of an
-- issued invoice read only this; a trigger refuses every change and deletion.
CREATE TABLE data.rechnung_gestellt (
  rechnung_id integer PRIMARY KEY REFERENCES data.rechnung (id),
  inhalt jsonb NOT NULL,
  sha256 text NOT NULL
    CONSTRAINT rechnung_gestellt_sha256_form CHECK (sha256 ~ '^[0-9a-f]{64}$')
    CONSTRAINT rechnung_gestellt_sha256_laenge CHECK (char_length(sha256) <= 500),
  gestellt_am timestamptz NOT NULL DEFAULT now(),
  gestellt_von text CONSTRAINT rechnung_gestellt_gestellt_von_laenge CHECK (char_length(gestellt_von) <= 500)
);

-- The change log of the billing tables (GoBD): who changed which row when, old → new, written by
-- triggers in the same transaction as the change, never changed itself. `rechnung_id` names the
-- invoice a row belongs to, so an invoice's history is one index range.
CREATE TABLE data.aenderung (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tabelle text NOT NULL CONSTRAINT aenderung_tabelle_laenge CHECK (char_length(tabelle) <= 500),
  datensatz text NOT NULL CONSTRAINT aenderung_datensatz_laenge CHECK (char_length(datensatz) <= 500),
  rechnung_id integer,
  aktion text NOT NULL
    CONSTRAINT aenderung_aktion_werte CHECK (aktion IN ('angelegt', 'geändert', 'gelöscht'))
    CONSTRAINT aenderung_aktion_laenge CHECK (char_length(aktion) <= 500),
  wer text CONSTRAINT aenderung_wer_laenge CHECK (char_length(wer) <= 500),
  wann timestamptz NOT NULL DEFAULT now(),
  alt jsonb,
  neu jsonb
);
CREATE INDEX aenderung_rechnung_idx ON data.aenderung (rechnung_id, id) WHERE rechnung_id IS NOT NULL;
CREATE INDEX aenderung_datensatz_idx ON data.aenderung (tabelle, datensatz, id);
