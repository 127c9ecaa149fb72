import { InvoiceChangeLog } from '@waldmonitor/ui';
import { useState } from 'react';
import { useRpc } from '../../../api';

/**
 * An invoice's change log in its editor (a_get_invoice_changes), read only once asked for:
 * most visits to an invoice never look at it. Per invoice: another invoice starts closed again.
 */
export function InvoiceChangeLogPanel({ invoiceId }: { invoiceId: number }) {
  const [shownFor, setShownFor] = useState<number | null>(null);
  const isShown = shownFor === invoiceId;
  const changes = useRpc('a_get_invoice_changes', isShown ? { rechnung_id: invoiceId } : null);
  return <InvoiceChangeLog changes={isShown ? changes : null} onShow={() => setShownFor(invoiceId)} />;
}
