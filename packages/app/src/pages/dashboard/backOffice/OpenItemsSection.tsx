import { OpenItemsScreen } from '@waldmonitor/ui';
import {
  OPEN_ITEM_AGES,
  OPEN_ITEM_LEVELS,
  OPEN_ITEMS_KEYS,
  backOfficeHref,
  mapQuery,
  openItemTotalsOf,
  type OpenItemRow,
  type OpenItemsFilter,
} from '@waldmonitor/ui/model';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { containsPattern, useList, useRpc, type ListCondition } from '../../../api';
import { choiceFilter, defineList, listQuery, type ListFilter } from '../../../lists/defineList';
import { useClientChoice } from '../../../lists/useClientChoice';
import { useListParams } from '../../../lists/useListParams';
import { listViewOf } from '../../../lists/useListView';
import { useViewTitle } from '../../../shell/viewTitle';

/** A client id in the address (`kunde=12`), as the invoice list's; anything else is every client. */
const clientFilter: ListFilter<string, OpenItemRow> = {
  key: OPEN_ITEMS_KEYS.client,
  parse: (raw) => (raw !== null && /^[1-9]\d{0,8}$/.test(raw) ? raw : ''),
  format: (value) => value || null,
  where: (client) => (client ? [{ column: 'client_id', op: 'eq', value: Number(client) }] : []),
};

/**
 * The search: every word in the client's name (as stored: the view has no unaccented search
 * column), or, all digits, the invoice's number. a_get_open_item_totals searches the same way
 * (sql/74_open_items.sql), so the sums are those of the rows found.
 */
function openItemSearch(text: string): ListCondition<OpenItemRow>[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const condition = (word: string): ListCondition<OpenItemRow> => {
    const name: ListCondition<OpenItemRow> = { column: 'client_name', op: 'ilike', value: containsPattern(word) };
    return /^\d{1,9}$/.test(word)
      ? { op: 'or', conditions: [name, { column: 'id', op: 'eq', value: Number(word) }] }
      : name;
  };
  if (words.length === 0) return [];
  return words.length === 1 ? [condition(words[0]!)] : [{ op: 'and', conditions: words.map(condition) }];
}

/**
 * The Offene Posten inside the back office's view
 * (`?bereich=offene-posten&kunde=…&alter=…&stufe=…&suche=…&sortierung=…&seite=…`), so a
 * filtered page can be linked (the Übersicht's tiles, a client's page) and survives a reload
 * (architecture §3: view state). `alter=ueberfaellig` is every overdue item, the others one age
 * bucket; `stufe=keine` the items not yet reminded, `stufe=gemahnt` every reminded one.
 * Soonest due first: what is late, or about to be, is what a person chases.
 */
export const OPEN_ITEMS_LIST = defineList<'getOffenePosten', OpenItemsFilter>({
  call: 'getOffenePosten',
  filters: {
    client: clientFilter,
    age: choiceFilter(OPEN_ITEMS_KEYS.age, OPEN_ITEM_AGES, (age) => {
      if (age === '') return [];
      return age === 'ueberfaellig'
        ? [{ column: 'tage_ueberfaellig', op: 'gt', value: 0 }]
        : [{ column: 'altersklasse', op: 'eq', value: age }];
    }),
    level: choiceFilter(OPEN_ITEMS_KEYS.level, OPEN_ITEM_LEVELS, (level) => {
      if (level === '') return [];
      if (level === 'keine') return [{ column: 'mahnstufe', op: 'eq', value: 0 }];
      if (level === 'gemahnt') return [{ column: 'mahnstufe', op: 'gt', value: 0 }];
      return [{ column: 'mahnstufe', op: 'eq', value: Number(level) }];
    }),
  },
  search: openItemSearch,
  sorts: {
    faellig: [{ column: 'faellig_am' }],
    offen: [{ column: 'offen' }],
    kunde: [{ column: 'client_name', nulls: 'last' }],
    rechnung: [],
  },
  defaultSort: { key: 'faellig', direction: 'asc' },
  rowKey: 'id',
  pageSize: 25,
});

/**
 * The Offene Posten's reads: the page the address asks for, the sums of a_get_open_item_totals
 * for the same filters and search, and the filtered client (read by id, so the filter shows it
 * by name). Called by OpenItemsSection, and by the back office's fetch-ahead (ReadAhead).
 */
export function useOpenItemsReads() {
  // useListView's parts, for the search the list asks for (the sums must ask the same).
  const view = useListParams(OPEN_ITEMS_LIST);
  const read = useList(OPEN_ITEMS_LIST.call, {}, listQuery(OPEN_ITEMS_LIST, view));
  const items = listViewOf(view, read, read.isValidating);
  const { client, age, level } = items.filter;
  const sums = useRpc('a_get_open_item_totals', {
    client_id: client ? Number(client) : null,
    altersklasse: age || null,
    mahnstufe: level || null,
    suche: view.search.trim() || null,
  });
  // A filter: a deactivated client's open items stay readable.
  const clientFilter = useClientChoice(client === '' ? null : Number(client), true, { withDeactivated: true });
  return { items, sums: mapQuery(sums, openItemTotalsOf), clientFilter };
}

/**
 * Dashboard › Offene Posten: GET /offene_posten one page at a time, filtered by client, age
 * and dunning level, searched, sorted and paged by the data service, the view in the address; under it the
 * sums of a_get_open_item_totals. A row opens its invoice.
 */
export function OpenItemsSection() {
  useViewTitle('Offene Posten');
  const navigate = useNavigate();
  const { items, sums, clientFilter } = useOpenItemsReads();
  const onOpen = useCallback((id: number) => navigate(backOfficeHref('rechnungen', id)), [navigate]);
  return <OpenItemsScreen items={items} sums={sums} clientFilter={clientFilter} onOpen={onOpen} />;
}
