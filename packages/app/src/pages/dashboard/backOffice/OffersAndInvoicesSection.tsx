import { DocumentListScreen, NewDocumentDialog, useMessage, type NewDocumentValues } from '@waldmonitor/ui';
import {
  mapQuery,
  backOfficeHref,
  invoiceListRows,
  offerListRows,
  type DocumentFilter,
  type DocumentKind,
  type QueryState,
} from '@waldmonitor/ui/model';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRpc, useRpcMutation } from '../../../api';
import { useSearchParamState, useSetViewParams } from '../../../shell/useSearchParamState';
import { useViewTitle } from '../../../shell/viewTitle';

const SECTION = { angebot: 'angebote', rechnung: 'rechnungen' } as const;

/** The filters of the list as they stand in the address (`&kunde=…&jahr=…&status=…&archiv=…`). */
function useDocumentFilter(): [DocumentFilter, (change: Partial<DocumentFilter>) => void] {
  const [params] = useSearchParams();
  const setViewParams = useSetViewParams();
  const [query, setQuery] = useSearchParamState('suche');
  const archiv = params.get('archiv');
  const filter: DocumentFilter = {
    query,
    client: params.get('kunde') ?? '',
    year: params.get('jahr') ?? '',
    status: params.get('status') ?? '',
    archiv: archiv === 'ja' || archiv === 'nein' ? archiv : '',
  };
  const onChange = (change: Partial<DocumentFilter>) => {
    if (change.query !== undefined) setQuery(change.query);
    const rest: Record<string, string | null> = {};
    if (change.client !== undefined) rest.kunde = change.client;
    if (change.year !== undefined) rest.jahr = change.year;
    if (change.status !== undefined) rest.status = change.status;
    if (change.archiv !== undefined) rest.archiv = change.archiv;
    if (Object.keys(rest).length > 0) setViewParams(rest);
  };
  return [filter, onChange];
}

/**
 * Dashboard › Angebote and › Rechnungen: a_get_offers / a_get_invoices
 * with the filters in the address; "anlegen" sends a_add_offer / a_add_invoice with a date
 * no earlier than the service's minimum (requirements §5) and opens the new document.
 */
function DocumentsSection({ kind }: { kind: DocumentKind }) {
  const navigate = useNavigate();
  const message = useMessage();
  const isInvoice = kind === 'rechnung';
  useViewTitle(isInvoice ? 'Rechnungen' : 'Angebote');
  const [filter, onFilterChange] = useDocumentFilter();
  const offers = useRpc('a_get_offers', {});
  const invoices = useRpc('a_get_invoices', {});
  const list: QueryState<readonly unknown[]> = isInvoice ? invoices : offers;
  const clients = useRpc('a_get_all_clients', {});
  const minOffer = useRpc('a_get_min_an_datum_for_new_offer', {});
  const minInvoice = useRpc('a_get_min_rn_datum_for_new_invoice', {});
  const addOffer = useRpcMutation('a_add_offer');
  const addInvoice = useRpcMutation('a_add_invoice');
  const [isAddOpen, setAddOpen] = useState(false);

  const rows = useMemo(() => {
    if (isInvoice) return invoiceListRows(invoices.data ?? []);
    return offerListRows(offers.data ?? []);
  }, [isInvoice, invoices.data, offers.data]);

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
        rows={mapQuery(list, () => rows)}
        clients={clients.data ?? []}
        filter={filter}
        onFilterChange={onFilterChange}
        onOpen={onOpen}
        onAdd={() => setAddOpen(true)}
      />
      <NewDocumentDialog
        kind={kind}
        isOpen={isAddOpen}
        onOpenChange={setAddOpen}
        clients={clients.data ?? []}
        minDatum={(isInvoice ? minInvoice : minOffer).data}
        onSubmit={onAdd}
      />
    </>
  );
}

export const OffersSection = () => <DocumentsSection kind="angebot" />;
export const InvoicesSection = () => <DocumentsSection kind="rechnung" />;
