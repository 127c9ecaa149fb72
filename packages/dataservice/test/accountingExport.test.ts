/**
 * The accountant's export (migrations/0011_accounting_export.sql, sql/77_accounting_export.sql):
 * the DATEV bookings of the seed's year, paged by key, each once, every page full but the last,
 * also where a key gives no booking (an invoice of nothing); an
 * invoice, its credit note as Generalumkehr and a payment booked as DATEV books them; the
 * refusals that name what is missing, on the first page and on a later one; the journal for the
 * CSV; the settings, revenue accounts and Debitorennummern an administrator edits; and nobody
 * else reaching any of it. Each case runs in a transaction that is rolled back.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingSettingsRow,
  type BookingRow,
  DATEV_COLUMNS,
  datevAmount,
  datevBookingLine,
  datevHeaderLines,
  encodeWindows1252,
  type JournalRow,
} from '@waldmonitor/ui/model';
import { ADMIN, NOT_ADMIN } from './billingCalls';
import { connect } from './db';
import { rolledBack, rpc } from './harness';
import { issuedInvoices } from './issuedInvoices';

let su: pg.Client;
let year: { von: string; bis: string };
let clientOne: string;
beforeAll(async () => {
  su = await connect('postgres');
  const { rows } = await su.query<{ y: number; name: string }>(
    `SELECT extract(year FROM max(r.rn_datum))::integer AS y, (SELECT k.name FROM data.kunde k WHERE k.client_id = 1) AS name
       FROM data.rechnung r WHERE r.archiviert`,
  );
  year = { von: `${rows[0]!.y}-01-01`, bis: `${rows[0]!.y}-12-31` };
  clientOne = rows[0]!.name;
});
afterAll(async () => {
  await su.end();
});

const { call, invoice, pay } = issuedInvoices(() => su);

type Booking = BookingRow;

/**
 * The pages of a procedure's rows for the period, `anzahl` at a time, as the app's writer asks
 * them (accountingExport.ts writePaged): each after the last row's key, up to the first page
 * shorter than `anzahl`.
 */
async function pagesOf<T extends { schluessel: string }>(
  name: string,
  period: { von: string; bis: string },
  anzahl: number,
): Promise<T[][]> {
  const pages: T[][] = [];
  let nach: string | null = null;
  for (;;) {
    const page = (await call(name, { ...period, nach, anzahl: String(anzahl) })) as T[];
    pages.push(page);
    if (page.length < anzahl) return pages;
    nach = page[page.length - 1]!.schluessel;
  }
}

async function allPages<T extends { schluessel: string }>(
  name: string,
  period: { von: string; bis: string },
  anzahl: number,
): Promise<T[]> {
  return (await pagesOf<T>(name, period, anzahl)).flat();
}

/**
 * Pages of 1, 3, 7 and 100 rows answer exactly the rows of one request, in its order, and only
 * the last page is short: the writer stops there, so a short page before the end would cut the
 * file. Answers the rows of the one request.
 */
async function expectPagedAsOne(name: string, period: { von: string; bis: string }) {
  const whole = (await call(name, { ...period, anzahl: '10000' })) as { schluessel: string }[];
  for (const anzahl of [1, 3, 7, 100]) {
    const pages = await pagesOf(name, period, anzahl);
    expect(
      pages.map((page) => page.length),
      `${name}, ${anzahl} je Seite`,
    ).toEqual([...Array<number>(Math.floor(whole.length / anzahl)).fill(anzahl), whole.length % anzahl]);
    expect(pages.flat()).toEqual(whole);
  }
  return whole;
}

const refused = (message: string) => ({ ok: false, status: 400, error: expect.objectContaining({ message }) });

describe("the seed's year", () => {
  it('pages by key through every booking once, in key order', async () => {
    const whole = (await call('a_get_bookings', { ...year, anzahl: '10000' })) as Booking[];
    const { rows } = await su.query<{ n: number }>(
      `SELECT ((SELECT count(*) FROM data.rechnung r WHERE r.archiviert AND r.rn_datum BETWEEN $1 AND $2 AND r.brutto <> 0)
             + (SELECT count(*) FROM data.zahlung z WHERE z.datum BETWEEN $1 AND $2))::integer AS n`,
      [year.von, year.bis],
    );
    expect(whole.length).toBe(rows[0]!.n);
    expect(whole.length).toBeGreaterThan(20);
    const keys = whole.map((b) => b.schluessel);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(keys);
    expect(await allPages<Booking>('a_get_bookings', year, 7)).toEqual(whole);
  });

  it('books invoices to the Debitor against the revenue account, payments from the bank', async () => {
    const whole = (await call('a_get_bookings', { ...year, anzahl: '10000' })) as Booking[];
    for (const b of whole) {
      expect(b.soll_haben).toBe('S');
      expect(b.bu_schluessel).toBeNull();
      expect(b.umsatz).toBeGreaterThan(0);
      expect(b.buchungstext.length).toBeLessThanOrEqual(60);
      if (b.schluessel.includes('/Z/')) {
        expect(b.konto).toBe(1200);
        expect(b.gegenkonto).toBeGreaterThanOrEqual(10000);
      } else {
        expect(b.konto).toBeGreaterThanOrEqual(10000);
        expect([8400, 8300, 8337]).toContain(b.gegenkonto);
      }
    }
  });

  it('writes a DATEV file that reads back field by field', async () => {
    const [settings] = (await call('a_get_accounting_settings', {})) as AccountingSettingsRow[];
    const bookings = await allPages<Booking>('a_get_bookings', year, 500);
    const file = encodeWindows1252(
      datevHeaderLines({ settings: settings!, ...year, bezeichnung: 'Buchungen', erzeugtAm: new Date(2027, 0, 2) }) +
        bookings.map((b) => datevBookingLine(b)).join(''),
    );
    // Node 20 decodes 0x80–0x9F as control characters; none of them is a separator or a quote.
    const lines = new TextDecoder('windows-1252').decode(file).split('\r\n');
    expect(lines.pop()).toBe('');
    // A `;` outside quotes: an even number of quotes follows it.
    const [header, columns, ...rows] = lines.map((line) => line.split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/));
    expect(header).toHaveLength(31);
    expect(header!.slice(0, 5)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13']);
    expect(header!.slice(10, 16)).toEqual([
      '29098',
      '55003',
      `${year.von.slice(0, 4)}0101`,
      '4',
      year.von.replaceAll('-', ''),
      year.bis.replaceAll('-', ''),
    ]);
    expect(columns).toEqual(DATEV_COLUMNS);
    expect(rows).toHaveLength(bookings.length);
    const at = (name: string) => DATEV_COLUMNS.indexOf(name);
    rows.forEach((fields, i) => {
      const b = bookings[i]!;
      expect(fields).toHaveLength(125);
      expect([
        fields[at('Umsatz (ohne Soll/Haben-Kz)')],
        fields[at('Soll/Haben-Kennzeichen')],
        fields[at('Konto')],
        fields[at('Gegenkonto (ohne BU-Schlüssel)')],
        fields[at('Belegdatum')],
        fields[at('Belegfeld 1')],
        fields[at('Generalumkehr (GU)')],
      ]).toEqual([
        datevAmount(b.umsatz),
        '"S"',
        String(b.konto),
        String(b.gegenkonto),
        `${b.belegdatum.slice(8, 10)}${b.belegdatum.slice(5, 7)}`,
        `"${b.belegfeld1}"`,
        b.generalumkehr ? '1' : '0',
      ]);
    });
  });

  it('answers the journal page by page, as one page', async () => {
    const whole = (await call('a_get_journal', { ...year, anzahl: '10000' })) as { schluessel: string }[];
    expect(whole.length).toBe(((await call('a_get_bookings', { ...year, anzahl: '10000' })) as Booking[]).length);
    expect(await allPages('a_get_journal', year, 9)).toEqual(whole);
  });
});

describe('pages, where keys give no booking', () => {
  it("pages the seed's year as one request", async () => {
    expect((await expectPagedAsOne('a_get_bookings', year)).length).toBeGreaterThan(20);
    await expectPagedAsOne('a_get_journal', year);
  });

  it('pages past invoices of nothing, which the bookings leave out', () =>
    rolledBack(su, async () => {
      const { rn } = await invoice();
      const ofNothing = async () => {
        const id = String(await call('a_add_invoice', { client_id: '1', rn_datum: rn, le_date: null, ust_satz: '19' }));
        await call('a_set_archive_for_rn', { invoice_id: id });
        return id;
      };
      // Three in a row, an invoice of 1,190.00 €, one more.
      const nothing = [await ofNothing(), await ofNothing(), await ofNothing()];
      await invoice();
      nothing.push(await ofNothing());
      const bookings = (await expectPagedAsOne('a_get_bookings', year)) as Booking[];
      expect(bookings.filter((b) => nothing.includes(b.belegfeld1))).toEqual([]);
      const journal = (await expectPagedAsOne('a_get_journal', year)) as JournalRow[];
      expect(
        journal.filter((j) => j.art !== 'zahlung' && nothing.includes(String(j.nummer))).map((j) => j.brutto),
      ).toEqual([0, 0, 0, 0]);
    }));

  // A later page does not ask the first page's checks again: a booking whose account has gone
  // since is refused, not left out.
  it.each([
    [
      'its client has lost its Debitorennummer',
      () => call('a_set_debitor_nr', { client_id: '1', debitor_nr: '' }),
      () => `Kunde „${clientOne}“ hat keine Debitorennummer.`,
    ],
    [
      'its VAT rate has lost its revenue account',
      () => su.query(`DELETE FROM data.erloeskonto WHERE kontenrahmen = 'SKR03' AND ust_satz = 19`),
      () => 'Für den Steuersatz 19 % ist im Kontenrahmen SKR03 kein Erlöskonto hinterlegt.',
    ],
  ])('refuses a later page with an invoice when %s', (_, change, message) =>
    rolledBack(su, async () => {
      const { id, rn } = await invoice();
      await change();
      const nach = `${rn}/R/${String(Number(id) - 1).padStart(10, '0')}`;
      expect(await rpc(su, ADMIN, 'a_get_bookings', { ...year, nach, anzahl: '1' })).toEqual(refused(message()));
    }),
  );
});

/**
 * An invoice issued without a client, as only the API could issue one before sql/76 refused it
 * (the trigger is switched off for the test's transaction): the file names it rather than leave
 * it and its payments out; the journal still lists it.
 */
describe('an invoice issued without a client', () => {
  const issuedWithoutClient = async () => {
    const { id, rn } = await invoice(undefined, false);
    await su.query(`UPDATE data.rechnung SET client_id = NULL WHERE id = $1`, [id]);
    await su.query(`ALTER TABLE data.rechnung DISABLE TRIGGER a_issue_needs_client`);
    await call('a_set_archive_for_rn', { invoice_id: id });
    await su.query(`ALTER TABLE data.rechnung ENABLE TRIGGER a_issue_needs_client`);
    return { id, rn };
  };
  const message = (id: string) =>
    `Die Rechnung ${id} wurde ohne Kunden gestellt und kann keinem Debitorenkonto gebucht werden.`;

  it('refuses the first page, naming it, and the journal lists it', () =>
    rolledBack(su, async () => {
      const { id } = await issuedWithoutClient();
      expect(await rpc(su, ADMIN, 'a_get_bookings', year)).toEqual(refused(message(id)));
      const journal = (await call('a_get_journal', { ...year, anzahl: '10000' })) as JournalRow[];
      expect(journal.filter((j) => j.art !== 'zahlung' && j.nummer === Number(id)).map((j) => j.client_id)).toEqual([
        null,
      ]);
    }));

  it('gets no credit note, which could not be issued either', () =>
    rolledBack(su, async () => {
      const { id, rn } = await issuedWithoutClient();
      expect(await rpc(su, ADMIN, 'a_create_credit_note', { invoice_id: id, rn_datum: rn })).toEqual(
        refused('Die Rechnung hat keinen Kunden.'),
      );
    }));

  it('refuses a later page holding it or its payment', () =>
    rolledBack(su, async () => {
      const { id, rn } = await issuedWithoutClient();
      expect((await pay(id, rn, '500')).ok).toBe(true);
      const before = `${rn}/R/${String(Number(id) - 1).padStart(10, '0')}`;
      expect(await rpc(su, ADMIN, 'a_get_bookings', { ...year, nach: before, anzahl: '1' })).toEqual(
        refused(message(id)),
      );
      const afterIt = `${rn}/R/${id.padStart(10, '0')}`;
      expect(await rpc(su, ADMIN, 'a_get_bookings', { ...year, nach: afterIt, anzahl: '100' })).toEqual(
        refused(message(id)),
      );
    }));
});

describe('an invoice, its credit note and a payment', () => {
  it('books each as DATEV does, from the issued form', () =>
    rolledBack(su, async () => {
      const { id, rn } = await invoice({ zahlungsziel_tage: '30' });
      expect((await pay(id, rn, '500')).ok).toBe(true);
      const paid = (await su.query<{ id: number }>(`SELECT max(id) AS id FROM data.zahlung`)).rows[0]!.id;
      await call('a_reverse_payment', { zahlung_id: String(paid) });
      const credit = String(await call('a_create_credit_note', { invoice_id: id, rn_datum: rn }));
      await call('a_set_archive_for_rn', { invoice_id: credit });
      // A later rename of the client changes no booking: the issued form keeps the name.
      await su.query(`UPDATE data.kunde SET name = 'Umbenannt' WHERE client_id = 1`);
      const due = (await su.query<{ d: string }>(`SELECT ($1::date + 30)::text AS d`, [rn])).rows[0]!.d;
      const day = { von: rn, bis: rn };
      const bookings = (await call('a_get_bookings', { ...day, anzahl: '10000' })) as Booking[];
      const mine = bookings.filter((b) => [id, credit].includes(b.belegfeld1));
      const common = { soll_haben: 'S', bu_schluessel: null, belegdatum: rn, leistungsdatum: null };
      expect(mine).toEqual([
        {
          ...common,
          schluessel: `${rn}/R/${id.padStart(10, '0')}`,
          umsatz: 1190,
          konto: 10001,
          gegenkonto: 8400,
          belegfeld1: id,
          buchungstext: `RE ${id} ${clientOne}`.slice(0, 60),
          faelligkeit: due,
          generalumkehr: false,
        },
        {
          ...common,
          schluessel: `${rn}/R/${credit.padStart(10, '0')}`,
          umsatz: 1190,
          konto: 10001,
          gegenkonto: 8400,
          belegfeld1: credit,
          buchungstext: `Storno RE ${id} ${clientOne}`.slice(0, 60),
          faelligkeit: null,
          generalumkehr: true,
        },
        {
          ...common,
          schluessel: `${rn}/Z/${String(paid).padStart(10, '0')}`,
          umsatz: 500,
          konto: 1200,
          gegenkonto: 10001,
          belegfeld1: id,
          buchungstext: `Zahlung RE ${id} ${clientOne}`.slice(0, 60),
          faelligkeit: null,
          generalumkehr: false,
        },
        {
          ...common,
          schluessel: `${rn}/Z/${String(paid + 1).padStart(10, '0')}`,
          umsatz: 500,
          konto: 1200,
          gegenkonto: 10001,
          belegfeld1: id,
          buchungstext: `Storno Zahlung RE ${id} ${clientOne}`.slice(0, 60),
          faelligkeit: null,
          generalumkehr: true,
        },
      ]);
      const journal = (await call('a_get_journal', { ...day, anzahl: '10000' })) as Record<string, unknown>[];
      expect(journal.filter((j) => j.nummer === Number(credit) && j.art === 'gutschrift')).toEqual([
        expect.objectContaining({ netto: -1000, ust: -190, brutto: -1190, rechnung_nr: Number(id), kunde: clientOne }),
      ]);
      expect(journal.filter((j) => j.art === 'zahlung' && j.rechnung_nr === Number(id)).map((j) => j.brutto)).toEqual([
        500, -500,
      ]);
    }));
});

describe('refusals', () => {
  it('names the client without a Debitorennummer', () =>
    rolledBack(su, async () => {
      await call('a_set_debitor_nr', { client_id: '1', debitor_nr: '' });
      const { rn } = await invoice();
      expect(await rpc(su, ADMIN, 'a_get_bookings', { von: rn, bis: rn })).toEqual(
        refused(`Kunde „${clientOne}“ hat keine Debitorennummer.`),
      );
      // The journal does without.
      expect((await rpc(su, ADMIN, 'a_get_journal', { von: rn, bis: rn })).ok).toBe(true);
    }));

  it('names a VAT rate without a revenue account', () =>
    rolledBack(su, async () => {
      const { id, rn } = await invoice();
      await su.query(`DELETE FROM data.erloeskonto WHERE kontenrahmen = 'SKR03' AND ust_satz = 19`);
      expect(await rpc(su, ADMIN, 'a_get_bookings', { von: rn, bis: rn })).toEqual(
        refused('Für den Steuersatz 19 % ist im Kontenrahmen SKR03 kein Erlöskonto hinterlegt.'),
      );
      await call('a_update_revenue_account', { kontenrahmen: 'SKR03', ust_satz: '19', konto: '8401' });
      const bookings = (await call('a_get_bookings', { von: rn, bis: rn })) as Booking[];
      expect(bookings.find((b) => b.belegfeld1 === id)).toMatchObject({ umsatz: 1190, gegenkonto: 8401 });
    }));

  it('names the missing consultant and client numbers', () =>
    rolledBack(su, async () => {
      await su.query(`DELETE FROM data.buchhaltung`);
      expect(await rpc(su, ADMIN, 'a_get_bookings', year)).toEqual(
        refused('In den Buchhaltungseinstellungen fehlt die Beraternummer.'),
      );
      expect(await call('a_get_accounting_settings', {})).toEqual([
        {
          berater_nr: null,
          mandant_nr: null,
          kontenrahmen: 'SKR03',
          wj_beginn: 1,
          sachkontenlaenge: 4,
          bankkonto: 1200,
        },
      ]);
    }));

  it.each([
    [
      '2026-12-01',
      '2027-01-31',
      'Der Zeitraum bis 31.1.2027 reicht über das Wirtschaftsjahr 1.1.2026–31.12.2026 hinaus.',
    ],
    ['2026-03-01', '2026-02-01', 'Der Zeitraum endet (bis 1.2.2026) vor seinem Beginn (von 1.3.2026).'],
  ])('refuses the period %s to %s', async (von, bis, message) => {
    expect(await rpc(su, ADMIN, 'a_get_bookings', { von, bis })).toEqual(refused(message));
  });

  it('refuses a key that is none', async () => {
    expect(await rpc(su, ADMIN, 'a_get_bookings', { ...year, nach: 'x' })).toEqual(
      refused('Der Parameter nach ist kein Schlüssel einer Buchung.'),
    );
  });

  it('follows a fiscal year that starts in July', () =>
    rolledBack(su, async () => {
      await call('a_update_accounting_settings', {
        berater_nr: '29098',
        mandant_nr: '55003',
        kontenrahmen: 'SKR04',
        wj_beginn: '7',
      });
      expect((await rpc(su, ADMIN, 'a_get_bookings', { von: '2026-07-01', bis: '2026-12-31' })).ok).toBe(true);
      expect(await rpc(su, ADMIN, 'a_get_bookings', { von: '2026-07-01', bis: '2027-06-30' })).toEqual(
        refused(
          'Der Zeitraum von 1.7.2026 bis 30.6.2027 reicht über ein Kalenderjahr hinaus: das Belegdatum der DATEV-Datei nennt kein Jahr.',
        ),
      );
      expect(await rpc(su, ADMIN, 'a_get_bookings', { von: '2026-06-01', bis: '2026-07-31' })).toEqual(
        refused('Der Zeitraum bis 31.7.2026 reicht über das Wirtschaftsjahr 1.7.2025–30.6.2026 hinaus.'),
      );
      expect(await call('a_get_accounting_settings', {})).toEqual([
        {
          berater_nr: 29098,
          mandant_nr: 55003,
          kontenrahmen: 'SKR04',
          wj_beginn: 7,
          sachkontenlaenge: 4,
          bankkonto: 1800,
        },
      ]);
    }));
});

describe('settings, revenue accounts and Debitorennummern', () => {
  it.each([
    [{ berater_nr: '1000' }, 'Die Beraternummer ist eine ganze Zahl von 1001 bis 9999999.'],
    [{ mandant_nr: '100000' }, 'Die Mandantennummer ist eine ganze Zahl von 1 bis 99999.'],
    [{ kontenrahmen: 'SKR07' }, 'Der Kontenrahmen ist SKR03 oder SKR04.'],
    [{ wj_beginn: '13' }, 'Der Beginn des Wirtschaftsjahres (Monat) ist eine ganze Zahl von 1 bis 12.'],
    [{ bankkonto: '12000' }, 'Das Bankkonto ist eine ganze Zahl von 1000 bis 9999.'],
  ])('refuses settings %o', (change, message) =>
    rolledBack(su, async () => {
      const settings = { berater_nr: '29098', mandant_nr: '55003', kontenrahmen: 'SKR03', wj_beginn: '1', ...change };
      expect(await rpc(su, ADMIN, 'a_update_accounting_settings', settings)).toEqual(refused(message));
    }),
  );

  it('keeps the revenue accounts of both charts', async () => {
    expect(await call('a_get_revenue_accounts', {})).toEqual([
      { kontenrahmen: 'SKR03', ust_satz: 19, konto: 8400 },
      { kontenrahmen: 'SKR03', ust_satz: 7, konto: 8300 },
      { kontenrahmen: 'SKR03', ust_satz: 0, konto: 8337 },
      { kontenrahmen: 'SKR04', ust_satz: 19, konto: 4400 },
      { kontenrahmen: 'SKR04', ust_satz: 7, konto: 4300 },
      { kontenrahmen: 'SKR04', ust_satz: 0, konto: 4337 },
    ]);
    expect(
      await rpc(su, ADMIN, 'a_update_revenue_account', { kontenrahmen: 'SKR03', ust_satz: '19', konto: '84000' }),
    ).toEqual(refused('Das Erlöskonto ist eine ganze Zahl von 1000 bis 9999.'));
  });

  it('gives a number once, proposes the next and refuses one out of range', () =>
    rolledBack(su, async () => {
      expect(await call('a_get_debitor_nr', { client_id: '2' })).toBe(10002);
      const next = (await call('a_next_debitor_nr', {})) as number;
      const { rows } = await su.query<{ m: number }>(`SELECT max(debitor_nr) + 1 AS m FROM data.kunde_debitor`);
      expect(next).toBe(rows[0]!.m);
      expect(await rpc(su, ADMIN, 'a_set_debitor_nr', { client_id: '2', debitor_nr: '10001' })).toEqual(
        refused(`Die Debitorennummer 10001 hat bereits der Kunde „${clientOne}“.`),
      );
      expect(await rpc(su, ADMIN, 'a_set_debitor_nr', { client_id: '2', debitor_nr: '9999' })).toEqual(
        refused('Die Debitorennummer ist eine ganze Zahl von 10000 bis 69999.'),
      );
      expect(await rpc(su, ADMIN, 'a_set_debitor_nr', { client_id: '999999', debitor_nr: '12345' })).toMatchObject({
        ok: false,
        status: 404,
      });
      await call('a_set_debitor_nr', { client_id: '2', debitor_nr: String(next) });
      expect(await call('a_get_debitor_nr', { client_id: '2' })).toBe(next);
    }));
});

it.each(NOT_ADMIN.map(({ caller, status }) => [caller.role, status, caller] as const))(
  'is refused to %s (%i)',
  async (_, status, caller) => {
    for (const [name, args] of [
      ['a_get_bookings', year],
      ['a_get_journal', year],
      ['a_get_accounting_settings', {}],
      ['a_next_debitor_nr', {}],
      ['a_set_debitor_nr', { client_id: '1', debitor_nr: '' }],
    ] as const) {
      expect(await rpc(su, caller, name, args)).toMatchObject({ ok: false, status });
    }
  },
);
