/**
 * A busy fiscal year for the DATEV export's budget (20,000 invoices and credit notes, 40,000
 * payments in one year): the large dataset (packages/dataservice/test/largeDataset.ts) holds
 * about 5,000 issued documents and 10,000 payments a year, so this adds the rest to one calendar
 * year in SQL, as a restore would (loadSeed: triggers off), then lets the product's own
 * functions compute what the triggers would have (the net, the issued form, the open items) and
 * makes the year exportable through the settings' procedures. Loaded by datevExportBench.ts.
 */
import type { SeedTarget } from '../../packages/dataservice/src/loadSeed';

export interface FiscalYear {
  von: string;
  bis: string;
  /** Issued invoices and credit notes of the year that have a client (what DATEV books). */
  documents: number;
  /** Payments of the year against those. */
  payments: number;
  /** Milliseconds to add the rows, compute what the triggers keep, and VACUUM ANALYZE. */
  fillMs: number;
}

/** Every 40th added document is the credit note of the one before it, which is then never paid. */
const CREDIT_NOTE_EVERY = 40;

/**
 * The added documents: numbers after the highest (so not in date order with the later years',
 * which the export does not read: it pages by date, then number), spread evenly over the year,
 * clients taken in a fixed stride, every 11th at 7 %; each copies the positions of a generated
 * invoice (`template`), a credit note those of the invoice it cancels.
 */
const ADDED_DOCUMENTS = `
  CREATE TEMP TABLE added_document AS
  WITH need AS (SELECT greatest(0, $3::integer - (SELECT count(*) FROM data.rechnung r
                                                   WHERE r.archiviert AND r.client_id IS NOT NULL
                                                     AND r.rn_datum BETWEEN $1::date AND $2::date))::integer AS n),
       first AS (SELECT max(r.id) AS id FROM data.rechnung r),
       clients AS (SELECT k.client_id, (row_number() OVER (ORDER BY k.client_id) - 1)::integer AS nr FROM data.kunde k),
       base AS (SELECT i, CASE WHEN i % ${CREDIT_NOTE_EVERY} = 0 THEN i - 1 ELSE i END AS b, need.n
                  FROM need, generate_series(1, need.n) i)
  SELECT first.id + base.i AS id, first.id + base.b AS invoice_id, base.i % ${CREDIT_NOTE_EVERY} = 0 AS credit_note,
         $1::date + ((base.i - 1) * ($2::date - $1::date + 1) / base.n) AS day, c.client_id,
         CASE WHEN base.b % 11 = 0 THEN 7 ELSE 19 END AS rate, 1 + (base.b - 1) % first.id AS template
    FROM base, first, clients c
   WHERE c.nr = (base.b * 7919) % (SELECT count(*) FROM data.kunde)`;

const INSERT_DOCUMENTS = [
  `INSERT INTO data.rechnung (id, bearbeiter, le_date, rn_datum, anschreiben, ust_satz, client_id, archiviert)
   SELECT d.id, 'Buchhaltung', d.day - 10, d.day,
          CASE WHEN d.credit_note THEN format('Hiermit stornieren wir unsere Rechnung Nr. %s.', d.invoice_id) END,
          d.rate, d.client_id, true
     FROM added_document d ORDER BY d.id`,
  `INSERT INTO data.rechnung_angaben (rechnung_id, art, bezug_id)
   SELECT d.id, 'gutschrift', d.invoice_id FROM added_document d WHERE d.credit_note`,
  `INSERT INTO data.position (id, anzahl, bez, einheit, ep, lfd_nr, erl, erl_on, erl_titel, rechnung_id)
   SELECT (SELECT max(id) FROM data.position) + row_number() OVER (ORDER BY d.id, p.lfd_nr, p.id),
          p.anzahl, p.bez, p.einheit, p.ep, p.lfd_nr, p.erl, p.erl_on, p.erl_titel, d.id
     FROM added_document d JOIN data.position p ON p.rechnung_id = d.template`,
  // What the triggers keep, computed by the product's functions as loadSeed does (its
  // refreshStoredSums): the net and gross, then the issued form the export reads.
  `SELECT data.refresh_document_nets(ARRAY(SELECT d.id FROM added_document d), '{}'::integer[])`,
  'SELECT data.freeze_unfrozen_invoices()',
];

/**
 * The payments up to `$3` in the year: each added invoice that no credit note cancels is paid in
 * equal parts (the last part the rest, so each is paid in full), 5 days after its date and then
 * every 12 days, the last ones on the year's last day at the latest.
 */
const INSERT_PAYMENTS = `
  WITH paid AS (SELECT d.id, r.brutto, d.day, (row_number() OVER (ORDER BY d.id) - 1)::integer AS k,
                       count(*) OVER ()::integer AS e
                  FROM added_document d JOIN data.rechnung r ON r.id = d.id
                 WHERE NOT d.credit_note
                   AND NOT EXISTS (SELECT 1 FROM added_document c WHERE c.credit_note AND c.invoice_id = d.id)),
       need AS (SELECT greatest(0, $3::integer - (SELECT count(*) FROM data.zahlung z
                                                    JOIN data.rechnung r ON r.id = z.rechnung_id
                                                   WHERE r.client_id IS NOT NULL
                                                     AND z.datum BETWEEN $1::date AND $2::date))::integer AS n),
       parts AS (SELECT paid.*, need.n / paid.e + CASE WHEN paid.k < need.n % paid.e THEN 1 ELSE 0 END AS m FROM paid, need)
  INSERT INTO data.zahlung (rechnung_id, datum, betrag, art, referenz, erfasst_von, erfasst_am)
  SELECT parts.id, least($2::date, parts.day + 5 + 12 * part),
         CASE WHEN part = parts.m - 1 THEN parts.brutto - (parts.m - 1) * round(parts.brutto / parts.m, 2)
              ELSE round(parts.brutto / parts.m, 2) END,
         'überweisung', format('RE %s', parts.id), 'Buchhaltung', least($2::date, parts.day + 5 + 12 * part) + time '09:00'
    FROM parts, generate_series(0, parts.m - 1) part
   ORDER BY 2, 1, part`;

/**
 * The year made exportable as the settings panel would (sql/77_accounting_export.sql,
 * data.check_datev_export): Berater- and Mandantennummer, SKR03 with the calendar year, SKR03's
 * revenue accounts of the three rates, and a Debitorennummer for every client without one.
 */
const EXPORTABLE = [
  `SELECT api.a_update_accounting_settings('29098', '55003', 'SKR03', '1')`,
  `SELECT api.a_update_revenue_account('SKR03', rate, konto)
     FROM (VALUES ('19', '8400'), ('7', '8300'), ('0', '8337')) a(rate, konto)`,
  `DO $$
   DECLARE
     client integer;
   BEGIN
     FOR client IN SELECT k.client_id FROM data.kunde k
                    WHERE NOT EXISTS (SELECT 1 FROM data.kunde_debitor d WHERE d.client_id = k.client_id)
                    ORDER BY k.client_id LOOP
       PERFORM api.a_set_debitor_nr(client::text, api.a_next_debitor_nr()::text);
     END LOOP;
   END $$`,
];

/**
 * Grows calendar year `year` of the database (a superuser's connection) to `documents` issued
 * documents and `payments` payments, and makes it exportable; answers what the year then holds.
 */
export async function fillFiscalYear(
  db: SeedTarget,
  { year, documents, payments }: { year: number; documents: number; payments: number },
): Promise<FiscalYear> {
  const start = performance.now();
  const period = [`${year}-01-01`, `${year}-12-31`];
  await db.query('SET session_replication_role = replica');
  try {
    await db.query(ADDED_DOCUMENTS, [...period, documents]);
    for (const statement of INSERT_DOCUMENTS) await db.query(statement);
    await db.query(INSERT_PAYMENTS, [...period, payments]);
    await db.query('SELECT data.refresh_open_items(ARRAY(SELECT d.id FROM added_document d))');
    await db.query('DROP TABLE added_document');
  } finally {
    await db.query('RESET session_replication_role');
  }
  for (const statement of EXPORTABLE) await db.query(statement);
  await db.query('VACUUM ANALYZE');
  const { rows } = await db.query<{ documents: number; payments: number }>(
    `SELECT (SELECT count(*) FROM data.rechnung r
              WHERE r.archiviert AND r.client_id IS NOT NULL AND r.rn_datum BETWEEN $1::date AND $2::date)::integer AS documents,
            (SELECT count(*) FROM data.zahlung z JOIN data.rechnung r ON r.id = z.rechnung_id
              WHERE r.client_id IS NOT NULL AND z.datum BETWEEN $1::date AND $2::date)::integer AS payments`,
    period,
  );
  const counted = rows[0]!;
  return { von: period[0]!, bis: period[1]!, ...counted, fillMs: performance.now() - start };
}
