import { DocumentListScreen, NewDocumentDialog, useMessage, type NewDocumentValues } from '@waldmonitor/ui';
import { backOfficeHref, type DocumentKind } from '@waldmonitor/ui/model';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRpc, useRpcMutation } from '../../../api';
import { useClientChoice } from '../../../lists/useClientChoice';
import { listViewOf } from '../../../lists/useListView';
import { useViewTitle } from '../../../shell/viewTitle';
import { useDocumentReads } from './documentListQuery';

const SECTION = { angebot: 'angebote', rechnung: 'rechnungen' } as const;

/**
 * Dashboard › Angebote and › Rechnungen: one page of GET /angebot_liste / /rechnung_liste
 * (the rows of a_get_offers / a_get_invoices) at a time, filtered, searched, sorted and paged by the data service with the view in the
 * address (`?suche=…&kunde=…&archiv=…&von=…&bis=…&sortierung=…&seite=…`); the Netto and
 * Brutto of every matching document from a_get_invoice_totals / a_get_offer_totals, never
 * added up from loaded rows. "anlegen" sends a_add_offer / a_add_invoice with a date no
 * earlier than the service's minimum (requirements §5) and opens the new document.
 */
function DocumentsSection({ kind }: { kind: DocumentKind }) {
  const navigate = useNavigate();
  const message = useMessage();
  const isInvoice = kind === 'rechnung';
  useViewTitle(isInvoice ? 'Rechnungen' : 'Angebote');
  const { list, rows, isValidating, sums, clientFilter } = useDocumentReads(kind);
  const [isAddOpen, setAddOpen] = useState(false);
  // Searched, never every client: the new document's only while its dialog is open.
  const newDocumentClients = useClientChoice(null, isAddOpen);
  const minOffer = useRpc('a_get_min_an_datum_for_new_offer', {});
  const minInvoice = useRpc('a_get_min_rn_datum_for_new_invoice', {});
  const addOffer = useRpcMutation('a_add_offer');
  const addInvoice = useRpcMutation('a_add_invoice');

  const onOpen = useCallback((id: number) => navigate(backOfficeHref(SECTION[kind], id)), [navigate, kind]);

  const onAdd = async (values: NewDocumentValues) => {
    const id = isInvoice
      ? await addInvoice({
          client_id: values.client_id,
          rn_datum: values.datum,
          le_date: values.le_date,
          ust_satz: values.ust_satz,
        })
      : await addOffer({ client_id: values.client_id, an_datum: values.datum, ust_satz: values.ust_satz });
    message.success(`${isInvoice ? 'Rechnung' : 'Angebot'} ${id} wurde angelegt.`);
    onOpen(id);
  };

  return (
    <>
      <DocumentListScreen
        kind={kind}
        documents={listViewOf(list, rows, isValidating)}
        sums={sums}
        clientFilter={clientFilter}
        onOpen={onOpen}
        onAdd={() => setAddOpen(true)}
      />
      <NewDocumentDialog
        kind={kind}
        isOpen={isAddOpen}
        onOpenChange={setAddOpen}
        clientChoice={newDocumentClients}
        minDatum={(isInvoice ? minInvoice : minOffer).data}
        onSubmit={onAdd}
      />
    </>
  );
}

export const OffersSection = () => <DocumentsSection kind="angebot" />;
export const InvoicesSection = () => <DocumentsSection kind="rechnung" />;
