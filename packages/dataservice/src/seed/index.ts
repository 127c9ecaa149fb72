import { createRng, deriveSeed } from './prng';
import { seedAccountingSettings, seedDebitors } from './accounting';
import { seedBilling } from './billing';
import { FREITEXTE, POSITION_TEMPLATES } from './billingTexts';
import { seedClients, seedClientSettings } from './clients';
import { seedClientEInvoice, seedInvoiceTerms } from './einvoice';
import { seedKaefer } from './kaefer';
import { seedKaeferarten } from './kaeferarten';
import { seedLinks } from './links';
import { seedMaps, type SeedMaps } from './maps';
import { seedPayments } from './payments';
import { seedPrognose } from './prognose';
import { ACRONYMS, seedSurveys } from './surveys';
import type { SeedData } from './types';
import { displayName, seedUsers } from './users';

/** The fixed seed of the one dataset (architecture §1): change it and every story changes. */
export const SEED = 20261122;

/** One independent random stream per entity label. */
const streamsOf = (seed: number) => (label: string) => createRng(deriveSeed(seed, label));

/**
 * The maps alone, with the geometry of their demo scans, from the same streams
 * as `createSeed`: the mock IIIF service draws the scans from it.
 */
export function createSeedMaps(seed: number = SEED): SeedMaps {
  const stream = streamsOf(seed);
  return seedMaps(seedClients(stream('clients')), stream('maps'));
}

/**
 * Generates the whole dataset from the seed. Each entity draws from its own stream, so
 * adding a client does not reshuffle the sightings. Pure: two calls give equal data.
 */
export function createSeed(seed: number = SEED): SeedData {
  const stream = streamsOf(seed);
  const clients = seedClients(stream('clients'));
  const { benutzer, userTeam } = seedUsers(stream('users'));
  const { karte, mappoint } = seedMaps(clients, stream('maps'));
  const { kaefer, bilder } = seedKaefer(benutzer, stream('kaefer'));
  const editors = benutzer.filter((u) => u.app_status === 'ogf_admin').map(displayName);
  const { rechnung, angebot, position } = seedBilling(clients, editors, stream('billing'));
  const { clientAppUsers, clientAccounts } = seedLinks(clients, benutzer, stream('links'));
  const { surveyAmounts, drainageLines } = seedSurveys(clients, stream('surveys'));
  return {
    benutzer,
    userTeam,
    kunde: clients.map((c) => c.client),
    clientSettings: seedClientSettings(clients, stream('settings')),
    clientAppUsers,
    clientAccounts,
    karte,
    mappoint,
    kaeferarten: seedKaeferarten(),
    kaefer,
    bilder,
    rechnung,
    angebot,
    position,
    positionTmpl: POSITION_TEMPLATES.map((t) => ({ ...t })),
    freitexte: FREITEXTE.map((f) => ({ ...f })),
    acronyms: ACRONYMS.map((a) => ({ ...a })),
    prognose: seedPrognose(stream('prognose')),
    surveyAmounts,
    drainageLines,
    clientEInvoice: seedClientEInvoice(clients),
    invoiceTerms: seedInvoiceTerms(rechnung),
    payments: seedPayments(rechnung, position, editors, stream('payments')),
    clientDebitors: seedDebitors(clients),
    accountingSettings: seedAccountingSettings(),
  };
}

export type {
  ClientAccountLink,
  ClientAppUserLink,
  ClientSettingsRow,
  DrainageLineRow,
  PositionRow,
  SeedData,
  SurveyAmountRow,
  SurveyKind,
  UserTeamRow,
} from './types';
export { displayName } from './users';
export { unproject } from './projection';
export { DEMO_USERS, BROKEN_USER_EMAIL, type DemoUser, type DemoUserKey } from './demoUsers';
