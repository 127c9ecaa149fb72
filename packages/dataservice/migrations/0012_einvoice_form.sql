-- Up Migration
-- The form in which a client takes its e-invoices (model/billing/einvoice.ts, EInvoiceForm): the
-- hybrid PDF with the CII inside (ZUGFeRD / Factur-X, the default), or the XRechnung alone as
-- CII or UBL. It lives with the client's e-invoice address: without one there is no e-invoice.
ALTER TABLE data.kunde_erechnung ADD COLUMN e_format text NOT NULL DEFAULT 'pdf'
  CONSTRAINT kunde_erechnung_e_format_werte CHECK (e_format IN ('pdf', 'cii', 'ubl'))
  CONSTRAINT kunde_erechnung_e_format_laenge CHECK (char_length(e_format) <= 500);
ALTER TYPE data.client_details_row ADD ATTRIBUTE e_format text;
-- Public bodies (a Leitweg-ID) keep what they were sent so far, the XRechnung as UBL: their
-- portals take the XML alone.
UPDATE data.kunde_erechnung SET e_format = 'ubl' WHERE e_schema = '0204';
