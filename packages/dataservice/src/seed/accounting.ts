import type { SeedClient } from './clients';
import type { SeedAccountingSettings, SeedDebitor } from './types';

/**
 * Every client gets a Debitorennummer (migrations/0011_accounting_export.sql: 10000–69999),
 * 10000 + its id, so the demo's year can be exported to DATEV at once.
 */
export function seedDebitors(clients: readonly SeedClient[]): SeedDebitor[] {
  return clients.map(({ client }) => ({ client_id: client.client_id, debitor_nr: 10000 + client.client_id }));
}

/**
 * The export's settings in the demo: DATEV's own sample consultant and client numbers, SKR03,
 * the calendar year, the usual bank account.
 */
export function seedAccountingSettings(): SeedAccountingSettings[] {
  return [
    {
      id: true,
      berater_nr: 29098,
      mandant_nr: 55003,
      kontenrahmen: 'SKR03',
      wj_beginn: 1,
      sachkontenlaenge: 4,
      bankkonto: 1200,
    },
  ];
}
