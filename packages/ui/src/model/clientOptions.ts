import type { Client } from './entities';

const byName = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/**
 * The clients of a select, sorted by name as a German reader looks for them: umlauts with
 * their letter ("Ämter" after "Aller", not after "Z"), numbers by value ("Forst 2" before
 * "Forst 10"). With the place when known, for clients of the same name. Unsorted, the create
 * dialogs listed clients in the order the service sent them.
 */
export function clientOptions(
  clients: readonly (Pick<Client, 'client_id' | 'name'> & Partial<Pick<Client, 'ort'>>)[],
): { value: string; label: string }[] {
  return [...clients]
    .sort((a, b) => byName.compare(a.name, b.name) || byName.compare(a.ort ?? '', b.ort ?? ''))
    .map((client) => ({
      value: String(client.client_id),
      label: client.ort ? `${client.name} (${client.ort})` : client.name,
    }));
}
