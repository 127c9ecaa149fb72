import { OutboxScreen } from '@waldmonitor/ui';
import { useRuntimeConfig } from '../../../config/RuntimeConfigContext';
import { useViewTitle } from '../../../shell/viewTitle';
import { useOutboxReads } from './outboxListQuery';

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
  return (
    <OutboxScreen
      mails={mails}
      note={
        dataService.type === 'mock'
          ? 'In der Demo wird keine E-Mail versandt: Hier steht, was versandt worden wäre.'
          : undefined
      }
    />
  );
}
