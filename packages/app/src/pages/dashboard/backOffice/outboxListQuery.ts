import { OUTBOX_STATES, type OutboxFilter } from '@waldmonitor/ui';
import { choiceFilter, defineList, equals } from '../../../lists/defineList';
import { useListView } from '../../../lists/useListView';

/**
 * The Postausgang inside the back office's view
 * (`?bereich=postausgang&suche=…&zustand=…&sortierung=…&seite=…`), so a filtered page can be
 * linked and survives a reload (architecture §3: view state): the state, each search word in
 * recipient or subject. Newest first, a_get_outbox's own order: what was just written is what
 * a person looks for.
 */
export const OUTBOX_LIST = defineList<'a_get_outbox', OutboxFilter>({
  call: 'a_get_outbox',
  filters: { zustand: choiceFilter('zustand', OUTBOX_STATES, equals('zustand')) },
  sorts: {
    geschrieben: [{ column: 'created_at' }],
    empfaenger: [{ column: 'recipient' }],
    zustand: [{ column: 'zustand' }],
  },
  defaultSort: { key: 'geschrieben', direction: 'desc' },
  rowKey: 'id',
  pageSize: 25,
});

/**
 * The Postausgang's read: the page the address asks for. Called by OutboxSection, and by the
 * back office while the section's code loads (ReadAhead).
 */
export function useOutboxReads() {
  return { mails: useListView(OUTBOX_LIST) };
}
