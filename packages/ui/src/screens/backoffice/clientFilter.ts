import { bundeslandLabel, type BundeslandCode } from '../../model/domainValues';
import type { ClientListRow } from '../../model/resultRows';
import { normalizeSearch } from '../users/userFilter';

/** The clients list's view state, kept in the address by the page (`?suche=…&land=…&kataster=…`). */
export interface ClientFilter {
  query: string;
  bundesland: BundeslandCode | '';
  kataster: 'an' | 'aus' | '';
}

/** Search over what a person remembers of a client: name, addition, place, PLZ, contact person. */
function haystack(client: ClientListRow): string {
  return normalizeSearch(
    [
      client.name,
      client.name_zusatz,
      client.ort,
      client.plz,
      client.strasse,
      client.ap_vorname,
      client.ap_nachname,
      client.bundesland ? bundeslandLabel(client.bundesland) : null,
    ]
      .filter(Boolean)
      .join(' '),
  );
}

export function filterClients(clients: readonly ClientListRow[], filter: ClientFilter): ClientListRow[] {
  const words = normalizeSearch(filter.query).split(/\s+/).filter(Boolean);
  return clients.filter((client) => {
    if (filter.bundesland !== '' && client.bundesland !== filter.bundesland) return false;
    if (filter.kataster !== '' && client.kataster_status !== (filter.kataster === 'an')) return false;
    if (words.length === 0) return true;
    const text = haystack(client);
    return words.every((word) => text.includes(word));
  });
}
