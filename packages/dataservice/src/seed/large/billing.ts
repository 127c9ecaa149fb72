/**
 * The large dataset's offers and invoices with their positions, generated as a whole because
 * their numbers run in date order.
 */
import type { Angebot, Rechnung } from '@waldmonitor/ui/model';
import type { Rng } from '../prng';
import { POSITION_TEMPLATES } from '../billingTexts';
import type { SeedClient } from '../clients';
import type { PositionRow } from '../types';
import { daysAgoKept } from './common';

/** Offers and invoices spread over this many days before the seed's today, oldest first. */
const BILLING_DAYS = 4 * 365;
// Issued within days of their date, as an office does: the rest are drafts still being written.
const ARCHIVE_AFTER_DAYS = 10;

/** Ages in days of `count` documents spread over BILLING_DAYS, oldest first (numbers in date order). */
const ageOf = (index: number, count: number) => Math.round(BILLING_DAYS - (index * BILLING_DAYS) / count);

export function generateBilling(
  offers: number,
  invoices: number,
  perDocument: number,
  clients: readonly SeedClient[],
  editors: readonly string[],
  rng: Rng,
): { rechnung: Rechnung[]; angebot: Angebot[]; position: PositionRow[] } {
  const position: PositionRow[] = [];
  const addPositions = (owner: Pick<PositionRow, 'rechnung_id' | 'angebot_id'>) => {
    rng.sample(POSITION_TEMPLATES, perDocument).forEach((t, index) =>
      position.push({
        id: position.length + 1,
        anzahl: rng.int(1, 40),
        bez: t.bez,
        einheit: t.einheit,
        ep: t.ep,
        lfd_nr: index + 1,
        erl: t.erl,
        erl_on: t.erl === null ? null : rng.chance(0.8),
        erl_titel: t.erl_titel,
        ...owner,
      }),
    );
  };
  const angebot: Angebot[] = [];
  for (let id = 1; id <= offers; id += 1) {
    const age = ageOf(id, offers);
    angebot.push({
      id,
      bearbeiter: rng.pick(editors),
      an_datum: daysAgoKept(age),
      anrede: null,
      anschreiben: null,
      zuerl: null,
      ust_satz: 19,
      status:
        age < 60
          ? rng.pick(['entwurf', 'versendet'])
          : rng.weighted(['angenommen', 'abgelehnt', 'abgerechnet'], [3, 1, 3]),
      sign: rng.weighted(['ohne', 'bearbeiter', 'geschaeftsfuehrung'], [3, 5, 2]),
      client_id: rng.pick(clients).client.client_id,
    });
    addPositions({ angebot_id: id, rechnung_id: null });
  }
  const rechnung: Rechnung[] = [];
  for (let id = 1; id <= invoices; id += 1) {
    const age = ageOf(id, invoices);
    rechnung.push({
      id,
      bearbeiter: rng.pick(editors),
      le_date: daysAgoKept(age + rng.int(3, 40)),
      rn_datum: daysAgoKept(age),
      anrede: null,
      anschreiben: null,
      zuerl: null,
      ust_satz: id % 11 === 0 ? 7 : 19,
      // A few drafts without a client yet (an issued invoice names its buyer, as in the demo's
      // seed); an issued one of them takes a client by its number, so the random picks of every
      // other invoice stay as they were.
      client_id:
        id % 17 !== 0
          ? rng.pick(clients).client.client_id
          : age > ARCHIVE_AFTER_DAYS
            ? (clients[id % clients.length] as SeedClient).client.client_id
            : null,
      archiviert: age > ARCHIVE_AFTER_DAYS,
    });
    addPositions({ rechnung_id: id, angebot_id: null });
  }
  return { rechnung, angebot, position };
}
