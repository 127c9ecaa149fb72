/**
 * A busy year's data for the lists at scale (architecture §4): the demo seed plus generated rows up to
 * 50,000 users, 2,000 clients, 10,000 maps with 20 points each, 100,000 sightings with
 * 200,000 pictures, 20,000 offers and 20,000 invoices with 5 positions each.
 *
 * Seeded and deterministic like the demo seed (same seed and factor → equal data), pure
 * TypeScript without node APIs, so the SQL tests load it into PostgreSQL and the demo's data
 * worker builds it in the browser. The demo seed's rows stay as they are (the demo users sign
 * in with their e-mails; every story's record keeps its id); generated rows follow their ids.
 * Offers and invoices are generated as a whole, because their numbers run in date order.
 */
import type { BundeslandCode } from '@waldmonitor/ui/model';
import { seedDebitors } from '../accounting';
import { createRng, deriveSeed } from '../prng';
import { createSeed, SEED, type SeedData } from '..';
import { seedClientSettings, type SeedClient } from '../clients';
import { seedClientEInvoice, seedInvoiceTerms } from '../einvoice';
import { seedPayments } from '../payments';
import { PLACES, type Place } from '../places';
import { seedSurveys } from '../surveys';
import { generateBilling } from './billing';
import { generateClients, generateLinks, generateMaps } from './clientsAndMaps';
import { scaled } from './common';
import { generateUsers } from './people';
import { generateSightings } from './sightings';

/** The sizes at factor 1 (totals, the demo seed's rows included). */
export const LARGE_SIZES = {
  users: 50_000,
  clients: 2_000,
  maps: 10_000,
  pointsPerMap: 20,
  sightings: 100_000,
  picturesPerSighting: 2,
  offers: 20_000,
  invoices: 20_000,
  positionsPerDocument: 5,
} as const;

export interface LargeSeedOptions {
  /** The PRNG seed; the demo's by default. */
  seed?: number;
  /**
   * Scales every total (0 < factor ≤ 1 for a quicker run; never below the demo seed's own
   * size). The EXPLAIN test uses 1.
   */
  factor?: number;
}

/** The demo seed grown to a busy year's size (LARGE_SIZES × factor). */
export function createLargeSeed({ seed = SEED, factor = 1 }: LargeSeedOptions = {}): SeedData {
  const base = createSeed(seed);
  const stream = (label: string) => createRng(deriveSeed(seed, `large:${label}`));
  const baseClients: SeedClient[] = base.kunde.map((client) => ({
    client,
    place:
      (PLACES[client.bundesland as BundeslandCode] ?? PLACES.BW).find((p) => p.ort === client.ort) ??
      (PLACES.BW[0] as Place),
  }));

  const benutzer = [
    ...base.benutzer,
    ...generateUsers(base.benutzer, scaled(LARGE_SIZES.users, factor, base.benutzer.length), stream('users')),
  ];
  const extraClients = generateClients(
    base.kunde.length + 1,
    scaled(LARGE_SIZES.clients, factor, base.kunde.length),
    stream('clients'),
  );
  const clients = [...baseClients, ...extraClients];
  const maps = generateMaps(
    base.karte.length + 1,
    scaled(LARGE_SIZES.maps, factor, base.karte.length),
    LARGE_SIZES.pointsPerMap,
    clients,
    stream('maps'),
  );
  const sightings = generateSightings(
    base.kaefer.length + 1,
    scaled(LARGE_SIZES.sightings, factor, base.kaefer.length),
    LARGE_SIZES.picturesPerSighting,
    benutzer,
    stream('kaefer'),
  );
  const editors = base.benutzer
    .filter((u) => u.app_status === 'ogf_admin')
    .map((u) => `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim());
  const billing = generateBilling(
    scaled(LARGE_SIZES.offers, factor, 1),
    scaled(LARGE_SIZES.invoices, factor, 1),
    LARGE_SIZES.positionsPerDocument,
    clients,
    editors,
    stream('billing'),
  );
  const { surveyAmounts, drainageLines } = seedSurveys(clients, stream('surveys'));
  return {
    ...base,
    benutzer,
    kunde: clients.map((c) => c.client),
    clientSettings: [...base.clientSettings, ...seedClientSettings(extraClients, stream('settings'))],
    clientAppUsers: [...base.clientAppUsers, ...generateLinks(extraClients, benutzer, stream('links'))],
    karte: [...base.karte, ...maps.karte],
    mappoint: [...base.mappoint, ...maps.mappoint],
    kaefer: [...base.kaefer, ...sightings.kaefer],
    bilder: [...base.bilder, ...sightings.bilder],
    rechnung: billing.rechnung,
    angebot: billing.angebot,
    position: billing.position,
    surveyAmounts,
    drainageLines,
    clientEInvoice: seedClientEInvoice(clients),
    invoiceTerms: seedInvoiceTerms(billing.rechnung),
    payments: seedPayments(billing.rechnung, billing.position, editors, stream('payments')),
    clientDebitors: seedDebitors(clients),
  };
}
