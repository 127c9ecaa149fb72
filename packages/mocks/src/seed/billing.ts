import type { Angebot, OfferSign, OfferStatus, Rechnung } from '@waldmonitor/ui/model';
import type { Rng } from '../prng';
import { FREITEXTE, POSITION_TEMPLATES } from './billingTexts';
import type { SeedClient } from './clients';
import { daysAgo } from './dates';
import type { PositionRow } from './types';

export interface SeedBilling {
  rechnung: Rechnung[];
  angebot: Angebot[];
  position: PositionRow[];
}

const text = (id: number) => FREITEXTE.find((f) => f.id === id)?.text ?? null;

function positions(
  rng: Rng,
  nextId: () => number,
  owner: Pick<PositionRow, 'rechnung_id' | 'angebot_id'>,
): PositionRow[] {
  const templates = rng.sample(POSITION_TEMPLATES, rng.int(2, 6));
  return templates.map((t, index) => ({
    id: nextId(),
    anzahl:
      t.einheit === 'Std.'
        ? rng.int(2, 24) / 2
        : t.einheit === 'km' || t.einheit === 'ha'
          ? rng.int(5, 400) / 10
          : rng.int(1, 40),
    bez: t.bez,
    einheit: t.einheit,
    ep: t.ep,
    lfd_nr: index + 1,
    erl: t.erl,
    erl_on: t.erl === null ? null : rng.chance(0.8),
    erl_titel: t.erl_titel,
    ...owner,
  }));
}

/** Ages in days of `count` documents, oldest first, the newest `newest` days old, gaps between min and max. */
function agesInDateOrder(count: number, newest: number, minGap: number, maxGap: number, rng: Rng): number[] {
  const ages = [newest];
  while (ages.length < count) ages.unshift((ages[0] as number) + rng.int(minGap, maxGap));
  return ages;
}

/**
 * 42 invoices and 30 offers for the clients. Document numbers (ids) run in date order,
 * which is why new documents get their minimum date from the server (spec §5).
 */
export function seedBilling(clients: readonly SeedClient[], editors: readonly string[], rng: Rng): SeedBilling {
  const position: PositionRow[] = [];
  let positionId = 0;
  const nextId = () => (positionId += 1);

  const angebot: Angebot[] = [];
  const offerAges = agesInDateOrder(30, 2, 8, 45, rng);
  for (let id = 1; id <= 30; id += 1) {
    const age = offerAges[id - 1] as number;
    // Recent offers are still open (the newest a draft, the one before sent); older ones are decided.
    const open: OfferStatus = id === 30 ? 'entwurf' : id === 29 ? 'versendet' : rng.pick(['entwurf', 'versendet']);
    const status: OfferStatus =
      age < 60 ? open : rng.weighted<OfferStatus>(['angenommen', 'abgelehnt', 'abgerechnet'], [3, 1, 3]);
    const client = rng.pick(clients).client;
    angebot.push({
      id,
      bearbeiter: rng.pick(editors),
      an_datum: daysAgo(age),
      anrede: text(client.ap_gender === 'Frau' ? 2 : 3)?.replace('{nachname}', client.ap_nachname ?? '') ?? null,
      anschreiben: text(5),
      zuerl: text(8),
      ust_satz: 19,
      status,
      sign: rng.weighted<OfferSign>(['ohne', 'bearbeiter', 'geschaeftsfuehrung'], [3, 5, 2]),
      client_id: client.client_id,
    });
    position.push(...positions(rng, nextId, { angebot_id: id, rechnung_id: null }));
  }

  const rechnung: Rechnung[] = [];
  const invoiceAges = agesInDateOrder(42, 4, 5, 30, rng);
  for (let id = 1; id <= 42; id += 1) {
    const invoiceDays = invoiceAges[id - 1] as number;
    const client = rng.pick(clients).client;
    rechnung.push({
      id,
      bearbeiter: rng.pick(editors),
      le_date: daysAgo(invoiceDays + rng.int(3, 40)),
      rn_datum: daysAgo(invoiceDays),
      anrede: text(1),
      anschreiben: text(id % 6 === 0 ? 6 : 4),
      zuerl: text(7),
      // A few invoices at the reduced rate, for printed map reproductions.
      ust_satz: id % 11 === 0 ? 7 : 19,
      client_id: id % 17 === 0 ? null : client.client_id,
      archiviert: invoiceDays > 300,
    });
    position.push(...positions(rng, nextId, { rechnung_id: id, angebot_id: null }));
  }
  return { rechnung, angebot, position };
}
