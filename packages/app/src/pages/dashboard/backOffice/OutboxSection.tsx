import { downloadBlob, OUTBOX_STATES, OutboxScreen, useMessage, type OutboxFilter } from '@waldmonitor/ui';
import { failureMessage, type OutboxRow } from '@waldmonitor/ui/model';
import { useDataClient } from '../../../api';
import { useRuntimeConfig } from '../../../config/RuntimeConfigContext';
import { choiceFilter, defineList, equals } from '../../../lists/defineList';
import { useListView } from '../../../lists/useListView';
import { useViewTitle } from '../../../shell/viewTitle';

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
 * back office's fetch-ahead (ReadAhead). List, read and section in one module: a new list is
 * written so (docs/architecture.md, "The recipes, counted"); the other lists keep theirs in a
 * `*ListQuery.ts` of their own, a smaller chunk their reads start from before the page's code.
 */
export function useOutboxReads() {
  return { mails: useListView(OUTBOX_LIST) };
}

/**
 * Dashboard › Postausgang: the mail the data service wrote (a_get_outbox), newest first, one
 * page at a time, searched and filtered by the service, the view in the address. In the demo no
 * mailer runs, so the page says that it shows what would have been sent; in production it shows
 * what went out and what is still waiting or failing.
 */
export function OutboxSection() {
  useViewTitle('Postausgang');
  const { dataService } = useRuntimeConfig();
  const { mails } = useOutboxReads();
  const client = useDataClient();
  const message = useMessage();
  // An attachment is read when it is asked for: a PDF is too large to come with the list.
  const downloadAttachments = async (mail: OutboxRow) => {
    try {
      for (const file of await client.rpc('a_get_outbox_attachments', { outbox_id: mail.id })) {
        const bytes = Uint8Array.from(atob(file.inhalt), (char) => char.charCodeAt(0));
        downloadBlob(new Blob([bytes], { type: file.mime_typ }), file.dateiname);
      }
    } catch (cause) {
      message.error(failureMessage('Der Anhang wurde nicht geladen.', cause));
    }
  };
  return (
    <OutboxScreen
      mails={mails}
      onDownloadAttachments={downloadAttachments}
      note={
        dataService.type === 'mock'
          ? 'In der Demo wird keine E-Mail versandt: Hier steht, was versandt worden wäre.'
          : undefined
      }
    />
  );
}
