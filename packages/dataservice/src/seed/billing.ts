import type { Angebot, OfferSign, OfferStatus, Rechnung } from '@waldmonitor/ui/model';
import type { Rng } from './prng';
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

/** Invoices and offers over about three years before the seed's today. */
export const SEED_INVOICE_COUNT = 60;
export const SEED_OFFER_COUNT = 40;
/** Invoices older than this many days are archived (GoBD lock): the office closes them after its yearly audit. */
const ARCHIVE_AFTER_DAYS = 240;

/**
 * Invoices and offers for many clients over three years. Document numbers (ids) run in
 * date order, which is why new documents get their minimum date from the server (requirements §5).
 */
export function seedBilling(clients: readonly SeedClient[], editors: readonly string[], rng: Rng): SeedBilling {
  const position: PositionRow[] = [];
  let positionId = 0;
  const nextId = () => (positionId += 1);

  const angebot: Angebot[] = [];
  const offerAges = agesInDateOrder(SEED_OFFER_COUNT, 2, 15, 40, rng);
  for (let id = 1; id <= SEED_OFFER_COUNT; id += 1) {
    const age = offerAges[id - 1] as number;
    // Recent offers are still open (the newest a draft, the one before sent); older ones are decided.
    const open: OfferStatus =
      id === SEED_OFFER_COUNT
        ? 'entwurf'
        : id === SEED_OFFER_COUNT - 1
          ? 'versendet'
          : rng.pick(['entwurf', 'versendet']);
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
  const invoiceAges = agesInDateOrder(SEED_INVOICE_COUNT, 4, 10, 26, rng);
  for (let id = 1; id <= SEED_INVOICE_COUNT; id += 1) {
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
      // A few drafts without a client yet; an issued invoice always names its buyer (§ 14 Abs. 4
      // Nr. 1 UStG, refused in SQL: sql/76_issued_form.sql).
      client_id: id % 17 === 0 && invoiceDays <= ARCHIVE_AFTER_DAYS ? null : client.client_id,
      archiviert: invoiceDays > ARCHIVE_AFTER_DAYS,
    });
    position.push(...positions(rng, nextId, { rechnung_id: id, angebot_id: null }));
  }
  return { rechnung, angebot, position };
}
