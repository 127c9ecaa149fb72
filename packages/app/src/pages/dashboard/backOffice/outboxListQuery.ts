import { OUTBOX_STATES, type OutboxFilter, type SortState } from '@waldmonitor/ui';
import type { OutboxRow } from '@waldmonitor/ui/model';
import { searchConditions, type ListCondition, type ListOrder, type ListQuery } from '../../../api';
import { choiceParam, type ListSchema } from '../../../lists/useListParams';
import { pageRange, sortOrder, useListView, type ListRequest } from '../../../lists/useListView';

/** The columns the list sorts by, as the data service orders them (the id breaks ties, so pages never overlap). */
const OUTBOX_SORTS: Record<string, readonly ListOrder<OutboxRow>[]> = {
  geschrieben: [{ column: 'created_at' }],
  empfaenger: [{ column: 'recipient' }],
  zustand: [{ column: 'zustand' }],
};

// Newest first, a_get_outbox's own order: what was just written is what a person looks for.
const DEFAULT_SORT: NonNullable<SortState> = { key: 'geschrieben', direction: 'desc' };

/**
 * The list's address inside the back office's view
 * (`?bereich=postausgang&suche=…&zustand=…&sortierung=…&seite=…`), so a filtered page can be
 * linked and survives a reload (architecture §5: view state).
 */
const OUTBOX_LIST: ListSchema<OutboxFilter> = {
  search: 'suche',
  filters: {
    zustand: choiceParam(
      'zustand',
      OUTBOX_STATES.map((option) => option.value),
    ),
  },
  sort: { key: 'sortierung', columns: Object.keys(OUTBOX_SORTS), default: DEFAULT_SORT },
  page: 'seite',
  pageSize: 25,
};

/** One page of the outbox as the data service is asked for it: the state, each search word in recipient or subject. */
export function outboxListQuery({ search, filters, sort, ...page }: ListRequest<OutboxFilter>): ListQuery<OutboxRow> {
  const where: ListCondition<OutboxRow>[] = [];
  if (filters.zustand !== '') where.push({ column: 'zustand', op: 'eq', value: filters.zustand });
  where.push(...searchConditions<OutboxRow>(search));
  return { where, order: sortOrder(OUTBOX_SORTS, sort, DEFAULT_SORT, 'id'), ...pageRange(page) };
}

/**
 * The Postausgang's read: the page the address asks for. Called by OutboxSection, and by the
 * back office while the section's code loads (ReadAhead).
 */
export function useOutboxReads() {
  return { mails: useListView('a_get_outbox', OUTBOX_LIST, outboxListQuery) };
}
