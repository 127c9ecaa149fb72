/**
 * Payments received for the seed's issued invoices (data.zahlung, migrations/0007), so the
 * demo and the busy year have a paid, a partly paid and an unpaid part: most invoices paid in
 * one to four payments within weeks of their date, some partly, a few not at all, and the
 * recent ones more often still open. Never after the seed's today, never before the invoice.
 */
import type { PaymentMethod, Rechnung } from '@waldmonitor/ui/model';
import { daysAgo, SEED_TODAY } from './dates';
import type { Rng } from './prng';
import type { PositionRow, SeedPayment } from './types';

const DAY_MS = 86_400_000;
const TODAY_MS = Date.parse(`${SEED_TODAY}T00:00:00Z`);
const ageOf = (iso: string) => Math.round((TODAY_MS - Date.parse(`${iso}T00:00:00Z`)) / DAY_MS);

const METHODS: readonly PaymentMethod[] = ['überweisung', 'lastschrift', 'bar', 'verrechnung'];

/**
 * Each invoice's gross in cents as the database stores it (60_document_net.sql): the net
 * rounded to the cent once, the VAT rounded to the cent, half away from zero. Quantities have
 * at most three decimals and prices two, so the products are exact integers of 1/100,000 €.
 */
export function grossCents(rechnung: readonly Rechnung[], position: readonly PositionRow[]): Map<number, number> {
  const exact = new Map<number, number>();
  for (const p of position) {
    if (p.rechnung_id === null) continue;
    const product = Math.round(Number(p.anzahl) * 1000) * Math.round(Number(p.ep) * 100);
    exact.set(p.rechnung_id, (exact.get(p.rechnung_id) ?? 0) + product);
  }
  const gross = new Map<number, number>();
  for (const r of rechnung) {
    const net = Math.round((exact.get(r.id) ?? 0) / 1000);
    gross.set(r.id, net + Math.round((net * Number(r.ust_satz)) / 100));
  }
  return gross;
}

/** The payments of the issued invoices, in invoice order, ids from 1. */
export function seedPayments(
  rechnung: readonly Rechnung[],
  position: readonly PositionRow[],
  editors: readonly string[],
  rng: Rng,
): SeedPayment[] {
  const gross = grossCents(rechnung, position);
  const payments: SeedPayment[] = [];
  for (const invoice of rechnung) {
    const cents = gross.get(invoice.id) ?? 0;
    if (!invoice.archiviert || cents <= 0) continue;
    const age = ageOf(invoice.rn_datum);
    if (rng.chance(age < 30 ? 0.5 : 0.06)) continue; // not paid (yet)
    const parts = rng.weighted([1, 2, 3, 4], [3, 3, 3, 1]);
    // Some clients stop after part of it.
    const paidCents = rng.chance(0.1) ? Math.round(cents * rng.float(0.3, 0.7)) : cents;
    let day = rng.int(3, 30);
    let left = paidCents;
    for (let part = 1; part <= parts && left > 0 && day <= age; part += 1) {
      const amount = part === parts ? left : Math.round((paidCents / parts) * rng.float(0.8, 1.2));
      const betrag = Math.min(amount, left);
      const datum = daysAgo(age - day);
      payments.push({
        id: payments.length + 1,
        rechnung_id: invoice.id,
        datum,
        betrag: betrag / 100,
        art: rng.weighted(METHODS, [8, 3, 1, 0.2]),
        referenz: `RE ${invoice.id}`,
        notiz: null,
        gegenbuchung_zu: null,
        erfasst_von: rng.pick(editors),
        erfasst_am: `${datum}T09:00:00Z`,
      });
      left -= betrag;
      day += rng.int(5, 25);
    }
  }
  return payments;
}
