import { invoiceListRows, offerListRows, type DocumentListRow } from '../../model/billing/documentList';
import type { Angebot, Client, Position, Rechnung } from '../../model/entities';
import type { Acronym, Freitext, PositionTemplate } from '../../model/resultRows';

/** The part of the mocks' seed dataset the offer and invoice stories show (their `createSeed()`). */
export interface BillingSeed {
  kunde: readonly Client[];
  rechnung: readonly Rechnung[];
  angebot: readonly Angebot[];
  position: readonly (Omit<Position, 'rechnung_id' | 'angebot_id'> & {
    rechnung_id: number | null;
    angebot_id: number | null;
  })[];
  positionTmpl: readonly PositionTemplate[];
  freitexte: readonly Freitext[];
  acronyms: readonly Acronym[];
}

const LONG_CLIENT =
  'Forstbetriebsgemeinschaft Oberlausitzer Bergland und Zittauer Gebirge – Waldbesitzervereinigung e. V.';

/**
 * Story fixtures of the offer and invoice screens from the one seed dataset (a story
 * passes `createSeed()`; ui code never imports the mocks): the lists as a_get_offers /
 * a_get_invoices give them, the clients, templates, free texts and acronyms.
 */
export function documentStoryData(seed: BillingSeed) {
  const clientName = (id: number | null) => seed.kunde.find((c) => c.client_id === id)?.name ?? null;
  const net = (match: (p: BillingSeed['position'][number]) => boolean) =>
    Math.round(seed.position.filter(match).reduce((sum, p) => sum + p.anzahl * p.ep, 0) * 100) / 100;
  const invoices: DocumentListRow[] = invoiceListRows(
    seed.rechnung.map((r) => ({
      ...r,
      client_name: clientName(r.client_id),
      netto: net((p) => p.rechnung_id === r.id),
    })),
  );
  const offers: DocumentListRow[] = offerListRows(
    seed.angebot.map((a) => ({ ...a, client_name: clientName(a.client_id), netto: net((p) => p.angebot_id === a.id) })),
  );
  return {
    invoices,
    offers,
    /** The first rows with very long client and editor names. */
    longRows: invoices.slice(0, 3).map((row) => ({
      ...row,
      client_name: LONG_CLIENT,
      bearbeiter: 'Dr. Maximiliane Sophie-Charlotte Freifrau von Hohenzollern-Sigmaringen',
    })),
    clients: seed.kunde.map(({ client_id, name }) => ({ client_id, name })),
    templates: seed.positionTmpl,
    freitexte: seed.freitexte,
    acronyms: seed.acronyms,
  };
}
