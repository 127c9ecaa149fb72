import { epsgFit } from '../../model/backOffice/epsgSuggestion';
import type { Client } from '../../model/entities';

export interface ClientAttention {
  client_id: number;
  name: string;
  /** What is missing or wrong, in German. */
  reasons: string[];
}

/**
 * Clients whose coordinate settings need the administrator: no
 * Bundesland, no EPSG, or an EPSG that does not fit the Land. A Gauß-Krüger zone of
 * the Land is fine (old data) and not listed.
 */
export function clientsNeedingAttention(clients: readonly Client[]): ClientAttention[] {
  return clients.flatMap((client) => {
    const reasons: string[] = [];
    if (client.bundesland === null) reasons.push('Bundesland fehlt');
    if (client.epsg === null) reasons.push('EPSG fehlt');
    if (epsgFit(client.bundesland, client.epsg).status === 'mismatch') reasons.push('EPSG passt nicht zum Bundesland');
    return reasons.length > 0 ? [{ client_id: client.client_id, name: client.name, reasons }] : [];
  });
}
