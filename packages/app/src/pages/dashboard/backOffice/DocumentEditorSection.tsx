import {
  DocumentEditor,
  downloadText,
  InvoiceChecklist,
  lazyLoad,
  NewDocumentDialog,
  useMessage,
} from '@waldmonitor/ui';
import {
  XRechnungError,
  backOfficeHref,
  buildXRechnungXml,
  clientEInvoiceOf,
  invoiceTermsOf,
  termsOfHeader,
  failureSentence,
  invoiceChecklist,
  mapQuery,
  xrechnungFileName,
  type DocumentKind,
} from '@waldmonitor/ui/model';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { rowOf, useRpc, useRpcMutation } from '../../../api';
import { useIssuer } from '../../../config/useIssuer';
import { UnsavedChangesGuard } from '../../../forms';
import { useViewTitle } from '../../../shell/viewTitle';
import { useDocumentCalls } from './DocumentEditorCalls';
import { useCreditNote } from './CreditNote';
import { useOfferToInvoice } from './OfferToInvoice';

// The letter layout loads only when the print view is opened.
const InvoicePrintView = lazyLoad(() => import('@waldmonitor/ui/invoice-print')).component((m) => m.InvoicePrintView);

const SECTION = { angebot: 'angebote', rechnung: 'rechnungen' } as const;

/**
 * Dashboard › Angebote / Rechnungen › one document (`&id=`): the editor with its head
 * (a_update_*_details, a_set_client_for_*), positions (a_insert/update/delete_position),
 * archiving (a_set_archive_for_rn), offer → invoice, the print view and the §14 UStG checklist.
 */
export function DocumentEditorSection({ kind, id }: { kind: DocumentKind; id: number }) {
  const navigate = useNavigate();
  const message = useMessage();
  const isInvoice = kind === 'rechnung';
  const noun = isInvoice ? 'Rechnung' : 'Angebot';
  useViewTitle(`${noun} ${id}`);
  const calls = useDocumentCalls(kind, id);
  const clients = useRpc('a_get_all_clients', {});
  const templates = useRpc('a_get_position_tmpl', {});
  const freitexte = useRpc('a_get_all_freitexte', {});
  const acronyms = useRpc('a_get_acronyms', {});
  const currentUser = useRpc('a_get_currentuser', {});
  const { issuer, problem: issuerProblem } = useIssuer();
  const clientId = calls.edited?.document.client_id ?? null;
  const client = rowOf(useRpc('a_get_client_details', clientId === null ? null : { client_id: clientId })).data ?? null;
  const archive = useRpcMutation('a_set_archive_for_rn');
  const toInvoice = useOfferToInvoice();
  const creditNote = useCreditNote();
  const minInvoiceDate = useRpc('a_get_min_rn_datum_for_new_invoice', {});
  const [isDirty, setDirty] = useState(false);
  const [isPrintOpen, setPrintOpen] = useState(false);
  const [isConvertOpen, setConvertOpen] = useState(false);
  const edited = calls.edited;

  return (
    <>
      <DocumentEditor
        key={edited ? `${kind}-${id}` : 'loading'}
        edited={mapQuery(calls.details, () => edited)}
        backLink={{
          to: backOfficeHref(SECTION[kind]),
          label: isInvoice ? 'Zurück zu den Rechnungen' : 'Zurück zu den Angeboten',
        }}
        clients={clients.data ?? []}
        currentUser={currentUser.data ?? null}
        dateRange={calls.dateRange}
        freitexte={freitexte.data ?? []}
        acronyms={acronyms.data ?? []}
        positions={{
          positions: calls.positionRows,
          templates: templates.data ?? [],
          isLoading: calls.positions.isLoading,
          error: calls.positions.error,
          onRetry: calls.positions.onRetry,
          onInsert: calls.insert,
          onUpdate: calls.update,
          onDelete: calls.remove,
          onReorder: calls.reorder,
        }}
        onSave={async (values) => {
          await calls.save(values);
          message.success(`${noun} ${id} wurde gespeichert.`);
        }}
        onClientChange={async (clientId) => {
          try {
            await calls.setClient(clientId);
            message.success('Kunde geändert.');
          } catch (cause) {
            message.error(failureSentence('Der Kunde wurde nicht geändert.', cause));
          }
        }}
        onArchive={
          isInvoice
            ? async () => {
                await archive({ invoice_id: id });
                message.success(`Rechnung ${id} ist archiviert.`);
              }
            : undefined
        }
        onCreditNote={
          edited?.kind === 'rechnung' && edited.document.client_id !== null && minInvoiceDate.data
            ? async () => {
                try {
                  const creditId = await creditNote(edited.document, calls.positionRows, minInvoiceDate.data as string);
                  message.success(`Stornorechnung ${creditId} zu Rechnung ${id} wurde erstellt.`);
                  navigate(backOfficeHref('rechnungen', creditId));
                } catch (cause) {
                  message.error(failureSentence('Die Stornorechnung wurde nicht erstellt.', cause));
                }
              }
            : undefined
        }
        onConvert={isInvoice ? undefined : () => setConvertOpen(true)}
        onPrint={() => setPrintOpen(true)}
        onDownloadXRechnung={
          edited?.kind === 'rechnung'
            ? async () => {
                if (!issuer || !client) {
                  message.error(
                    issuer
                      ? 'Die XRechnung braucht einen Kunden mit Anschrift.'
                      : issuerProblem
                        ? `Die Angaben des Ausstellers in config.json sind fehlerhaft: ${issuerProblem}`
                        : 'Die XRechnung braucht die Angaben des Ausstellers (Schlüssel „issuer“ in config.json).',
                  );
                  return;
                }
                try {
                  downloadText(
                    await buildXRechnungXml({
                      issuer,
                      client,
                      invoice: edited.document,
                      positions: calls.positionRows,
                      einvoice: clientEInvoiceOf(client),
                      terms: invoiceTermsOf(edited.document),
                    }),
                    xrechnungFileName(edited.document.id),
                    'application/xml;charset=utf-8',
                  );
                } catch (cause) {
                  message.error(
                    cause instanceof XRechnungError
                      ? cause.message
                      : failureSentence('Die XRechnung wurde nicht erstellt.', cause),
                  );
                }
              }
            : undefined
        }
        onDirtyChange={setDirty}
        renderAside={
          edited?.kind === 'rechnung'
            ? (values) => (
                <InvoiceChecklist
                  items={invoiceChecklist({
                    issuer,
                    client,
                    invoice: {
                      id,
                      rn_datum: values.datum,
                      le_date: values.le_date === '' ? null : values.le_date,
                      ust_satz: Number(values.ust_satz),
                      zuerl: values.zuerl,
                    },
                    positions: calls.positionRows,
                    terms: termsOfHeader(id, values),
                  })}
                />
              )
            : undefined
        }
      />
      {edited && isPrintOpen ? (
        <Suspense fallback={null}>
          <InvoicePrintView
            kind={kind}
            issuer={issuer}
            client={client}
            document={edited.document}
            positions={calls.positionRows}
            terms={edited.kind === 'rechnung' ? invoiceTermsOf(edited.document) : null}
            onClose={() => setPrintOpen(false)}
          />
        </Suspense>
      ) : null}
      {edited?.kind === 'angebot' ? (
        <NewDocumentDialog
          kind="rechnung"
          isOpen={isConvertOpen}
          onOpenChange={setConvertOpen}
          clients={clients.data ?? []}
          minDatum={minInvoiceDate.data}
          initialClientId={edited.document.client_id}
          initialUstSatz={edited.document.ust_satz}
          fromOfferId={id}
          onSubmit={async (values) => {
            const invoiceId = await toInvoice(edited.document, calls.positionRows, values);
            message.success(`Rechnung ${invoiceId} wurde aus Angebot ${id} erstellt.`);
            navigate(backOfficeHref('rechnungen', invoiceId));
          }}
        />
      ) : null}
      <UnsavedChangesGuard
        isDirty={isDirty}
        message={`Sie haben ${isInvoice ? 'die Rechnung' : 'das Angebot'} geändert, aber nicht gespeichert. Wenn Sie die Seite verlassen, gehen die Änderungen verloren.`}
      />
    </>
  );
}
