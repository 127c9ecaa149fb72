import { useState, type ReactNode } from 'react';
import { loadedQuery } from '../../model/queryState';
import type { ClientChoiceRow, ClientChoiceSource } from '../shared/ClientChoice';

const byName = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

interface StoryClientSearchProps {
  /** Every client the stand-in service knows. */
  clients: readonly ClientChoiceRow[];
  /** How many matches it answers, as `limit` (the app asks for 20). */
  limit?: number;
  /** The chosen client, read on its own as the app does (`client_id=eq.`). */
  currentId?: number | null;
  children: (choice: ClientChoiceSource) => ReactNode;
}

/**
 * For the billing screens' stories: a client choice answered by a stand-in for the service,
 * which gives the first `limit` clients by name whose name or place holds every typed word
 * and the total it found, so the stories show searching, "Weitere Treffer" and "Keine Treffer".
 */
export function StoryClientSearch({ clients, limit = 20, currentId = null, children }: StoryClientSearchProps) {
  const [search, setSearch] = useState('');
  const words = search.toLocaleLowerCase('de').split(/\s+/).filter(Boolean);
  const found = clients
    .filter((client) => {
      const text = `${client.name} ${client.ort ?? ''}`.toLocaleLowerCase('de');
      return words.every((word) => text.includes(word));
    })
    .sort((a, b) => byName.compare(a.name, b.name));
  return children({
    search,
    onSearchChange: setSearch,
    matches: loadedQuery({ rows: found.slice(0, limit), total: found.length }),
    current: clients.find((client) => client.client_id === currentId) ?? null,
  });
}
