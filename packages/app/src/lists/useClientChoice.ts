import type { ClientChoiceSource } from '@waldmonitor/ui';
import { mapQuery, type ClientListRow } from '@waldmonitor/ui/model';
import { useEffect, useState } from 'react';
import { searchConditions, useList, type ListQuery } from '../api';

/** The matches a client choice offers: enough to choose among, few enough to stay small at 2,000 clients. */
export const CLIENT_CHOICE_LIMIT = 20;

/** Typing pauses this long before the service is asked. */
const SEARCH_PAUSE_MS = 250;

export interface ClientChoiceOptions {
  /**
   * Offer deactivated clients too: a list's client filter, whose documents and maps stay
   * readable. A choice for new work (an offer, an invoice, a map, a user) offers active ones only.
   */
  withDeactivated?: boolean;
}

/**
 * The first clients whose name or place (what the choice shows) holds every word, accents
 * ignored, by name; active ones only unless `withDeactivated`.
 */
export function clientChoiceQuery(
  search: string,
  { withDeactivated = false }: ClientChoiceOptions = {},
): ListQuery<ClientListRow> {
  return {
    where: [
      ...(withDeactivated ? [] : [{ column: 'aktiv' as const, op: 'is' as const, value: true }]),
      ...searchConditions<ClientListRow>(search, { column: 'name_suche' }),
    ],
    order: [{ column: 'name' }, { column: 'client_id' }],
    limit: CLIENT_CHOICE_LIMIT,
    offset: 0,
  };
}

/** The one client of `client_id=eq.{id}`: a client's name and fields without reading every client. */
export function oneClientQuery(id: number): ListQuery<ClientListRow> {
  return { where: [{ column: 'client_id', op: 'eq', value: id }], limit: 1, offset: 0 };
}

/**
 * A searched client choice's data (architecture §4: the service filters, never the page):
 * the first matches of the search from a_get_all_clients, and the chosen client read on
 * its own when it is not among them, so it is always shown by its name. Nothing is read
 * while `isActive` is false (a dialog that is closed).
 */
export function useClientChoice(
  currentId: number | null,
  isActive = true,
  options: ClientChoiceOptions = {},
): ClientChoiceSource {
  const [search, setSearch] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(search), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const matches = useList('a_get_all_clients', {}, isActive ? clientChoiceQuery(asked, options) : null);
  const listed = matches.data?.rows.find((row) => row.client_id === currentId);
  const needsCurrent = currentId !== null && matches.data !== undefined && listed === undefined;
  const current = useList('a_get_all_clients', {}, needsCurrent ? oneClientQuery(currentId) : null);
  return {
    search,
    onSearchChange: setSearch,
    matches: mapQuery(matches, (page) => ({ rows: page.rows, total: page.total })),
    current: listed ?? (needsCurrent ? (current.data?.rows[0] ?? null) : null),
  };
}
