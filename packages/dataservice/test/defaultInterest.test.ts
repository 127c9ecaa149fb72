/**
 * § 288 BGB default interest (sql/72_default_interest.sql) against the worked example of the
 * issue "A business year of billing, part 1": 11,900.00 € in default from the receipt of a
 * reminder on 2025-05-31, paid on 2025-08-31, with the base rates of migrations/0006 (2.27 %
 * from 2025-01-01, 1.27 % from 2025-07-01).
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from './db';

let su: pg.Client;
beforeAll(async () => {
  su = await connect('postgres');
});
afterAll(async () => {
  await su.end();
});

interface Period {
  von: string;
  bis: string;
  tage: number;
  zinssatz: string;
  offen: string;
  zinsen: string;
}

/** The periods and their sum, as the database computes them (dates and amounts as text). */
async function interest(
  betrag: string,
  verbraucher: boolean,
  payments: readonly [string, string][] = [],
): Promise<{ periods: Period[]; total: string }> {
  const { rows } = await su.query<Period>(
    `SELECT von::text, bis::text, tage, zinssatz::text, offen::text, zinsen::text
       FROM data.verzugszinsen($1, '2025-05-31', '2025-08-31', $2, $3::date[], $4::numeric[])`,
    [betrag, verbraucher, payments.map(([day]) => day), payments.map(([, amount]) => amount)],
  );
  const total = await su.query<{ total: string }>(
    `SELECT coalesce(sum(zinsen), 0)::text AS total
       FROM data.verzugszinsen($1, '2025-05-31', '2025-08-31', $2, $3::date[], $4::numeric[])`,
    [betrag, verbraucher, payments.map(([day]) => day), payments.map(([, amount]) => amount)],
  );
  return { periods: rows, total: total.rows[0]!.total };
}

describe('the worked example: 11,900.00 € in default from 2025-05-31, paid on 2025-08-31', () => {
  it('a business: 30 days at 11.27 % and 62 days at 10.27 %, 317.82 € (with the 40 € Pauschale 357.82 €)', async () => {
    const { periods, total } = await interest('11900.00', false);
    expect(periods).toEqual([
      { von: '2025-06-01', bis: '2025-06-30', tage: 30, zinssatz: '11.27', offen: '11900.00', zinsen: '110.23' },
      { von: '2025-07-01', bis: '2025-08-31', tage: 62, zinssatz: '10.27', offen: '11900.00', zinsen: '207.59' },
    ]);
    expect(total).toBe('317.82');
    expect((Number(total) * 100 + 4000) / 100).toBe(357.82);
  });

  it('a consumer: 7.27 % and 6.27 %, 197.85 €, no Pauschale', async () => {
    const { periods, total } = await interest('11900.00', true);
    expect(periods.map(({ zinssatz, zinsen }) => [zinssatz, zinsen])).toEqual([
      ['7.27', '71.11'],
      ['6.27', '126.74'],
    ]);
    expect(total).toBe('197.85');
  });

  it('a partial payment of 5,000.00 € on 2025-07-15: the day of payment still on the full amount, then on the rest', async () => {
    const { periods, total } = await interest('11900.00', false, [['2025-07-15', '5000.00']]);
    expect(periods).toEqual([
      { von: '2025-06-01', bis: '2025-06-30', tage: 30, zinssatz: '11.27', offen: '11900.00', zinsen: '110.23' },
      { von: '2025-07-01', bis: '2025-07-15', tage: 15, zinssatz: '10.27', offen: '11900.00', zinsen: '50.22' },
      { von: '2025-07-16', bis: '2025-08-31', tage: 47, zinssatz: '10.27', offen: '6900.00', zinsen: '91.25' },
    ]);
    expect(total).toBe('251.70');
  });

  it('nothing open, nothing owed: a payment of the whole amount before default ends the interest', async () => {
    expect(await interest('11900.00', false, [['2025-05-20', '11900.00']])).toEqual({ periods: [], total: '0' });
  });
});

it('refuses a day before the first base rate it knows, in German', async () => {
  // The table starts on 1 July 2016 (migrations/0009 added the rates before 2025).
  await expect(su.query(`SELECT * FROM data.verzugszinsen(100, '2016-05-31', '2016-08-01', false)`)).rejects.toThrow(
    'Für den 1.6.2016 ist kein Basiszinssatz hinterlegt.',
  );
});
