import { DocumentEditor, InvoiceChecklist, lazyLoad, NewDocumentDialog, useMessage } from '@waldmonitor/ui';
import {
  XRechnungError,
  backOfficeHref,
  eInvoiceSourcesProblem,
  invoiceOfHeader,
  invoiceTermsOf,
  failureMessage,
  invoiceChecklist,
  invoiceUpdateParams,
  letterSources,
  mapQuery,
  offerUpdateParams,
  printableLetter,
  xrechnungInputOf,
  type DocumentHeaderForm,
  type DocumentKind,
  type EditedDocument,
  type Position,
  type PositionDocument,
  type QueryState,
} from '@waldmonitor/ui/model';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { rowOf, useRpc, useRpcAction, useRpcMutation } from '../../../api';
import { useIssuer } from '../../../config/useIssuer';
import { UnsavedChangesGuard } from '../../../forms';
import { useClientChoice } from '../../../lists/useClientChoice';
import { useFetchAhead, type Load } from '../../../shell/fetchAhead';
import { useViewTitle } from '../../../shell/viewTitle';
import { useCreditNote } from './CreditNote';
import type { LetterInput } from '@waldmonitor/ui/letter-pdf';
import { downloadEInvoice } from './downloadEInvoice';
import { downloadLetterPdf, letterPdfCode } from './downloadLetterPdf';
import { InvoiceChangeLogPanel } from './InvoiceChangeLogPanel';
import { InvoiceMailPanel } from './InvoiceMailPanel';
import { InvoicePaymentsPanel } from './InvoicePaymentsPanel';
import { useOfferToInvoice } from './OfferToInvoice';

// The letter layout loads only when the print view is opened.
const InvoicePrintView = lazyLoad(() => import('@waldmonitor/ui/invoice-print')).component((m) => m.InvoicePrintView);

/** The print view of `letter`; its PDF is made from the same description. */
function PrintedLetter({ letter, onClose }: { letter: LetterInput; onClose: () => void }) {
  return <InvoicePrintView {...letter} onClose={onClose} onDownloadPdf={() => downloadLetterPdf(letter)} />;
}

const SECTION = { angebot: 'angebote', rechnung: 'rechnungen' } as const;

/**
 * What a document's PDFs need, fetched ahead while its editor is open (letterPdfCode), and for
 * an invoice the e-invoice writer: the editor's PDF, the print view's and a mail's attachment.
 */
const PDF_CODE: Record<DocumentKind, readonly Load[]> = {
  angebot: [letterPdfCode],
  rechnung: [letterPdfCode, () => import('@waldmonitor/ui/e-invoice')],
};

/**
 * Dashboard › Angebote / Rechnungen › one document (`&id=`): the editor with its head
 * (a_update_*_details, a_set_client_for_*), positions (a_insert/update/delete_position),
 * archiving (a_set_archive_for_rn), offer → invoice, the print view, the §14 UStG checklist and
 * an invoice's payments (InvoicePaymentsPanel).
 */
export function DocumentEditorSection({ kind, id }: { kind: DocumentKind; id: number }) {
  const navigate = useNavigate();
  const message = useMessage();
  const isInvoice = kind === 'rechnung';
  const noun = isInvoice ? 'Rechnung' : 'Angebot';
  useViewTitle(`${noun} ${id}`);
  useFetchAhead('pages', PDF_CODE[kind]);
  // Both kinds' reads are called every time (hooks cannot be conditional); the other kind's
  // reads wait (null params) and send nothing.
  const invoice = rowOf(useRpc('a_get_invoice_details', isInvoice ? { invoice_id: id } : null));
  const offer = rowOf(useRpc('a_get_offer_details', isInvoice ? null : { offer_id: id }));
  const details: QueryState<unknown> = isInvoice ? invoice : offer;
  const invoicePositions = useRpc('a_get_invoice_positions', isInvoice ? { invoice_id: id } : null);
  const offerPositions = useRpc('a_get_offer_positions', isInvoice ? null : { offer_id: id });
  const positions: QueryState<readonly Position[]> = isInvoice ? invoicePositions : offerPositions;
  const positionRows = positions.data ?? [];
  const edited: EditedDocument | null = isInvoice
    ? invoice.data
      ? { kind: 'rechnung', document: invoice.data }
      : null
    : offer.data
      ? { kind: 'angebot', document: offer.data }
      : null;
  const savedDate = edited ? (edited.kind === 'rechnung' ? edited.document.rn_datum : edited.document.an_datum) : null;
  // The range the saved date may move in without breaking the date order of the numbers.
  const rnRange = rowOf(useRpc('a_get_minmax_rn_datum', isInvoice && savedDate ? { rn_datum: savedDate } : null));
  const anRange = rowOf(useRpc('a_get_minmax_an_datum', !isInvoice && savedDate ? { an_datum: savedDate } : null));
  const updateInvoice = useRpcMutation('a_update_invoice_details');
  const updateOffer = useRpcMutation('a_update_offer_details');
  const clientNotChanged = { failed: 'Der Kunde wurde nicht geändert.' };
  const setClientForInvoice = useRpcAction('a_set_client_for_invoice', clientNotChanged);
  const setClientForOffer = useRpcAction('a_set_client_for_offer', clientNotChanged);
  const insertPosition = useRpcMutation('a_insert_position');
  const updatePosition = useRpcMutation('a_update_position');
  const deletePosition = useRpcMutation('a_delete_position');
  // a_update_position and a_delete_position name only the position: the document says which reads they change.
  const document: PositionDocument = isInvoice ? { rechnung_id: id } : { angebot_id: id };
  const templates = useRpc('a_get_position_tmpl', {});
  const freitexte = useRpc('a_get_all_freitexte', {});
  const acronyms = useRpc('a_get_acronyms', {});
  const currentUser = useRpc('a_get_currentuser', {});
  const { issuer, problem: issuerProblem } = useIssuer();
  const clientId = edited?.document.client_id ?? null;
  const [isConvertOpen, setConvertOpen] = useState(false);
  // Searched, never every client: the document's own read by id; the invoice's of an offer only while its dialog is open.
  const clientChoice = useClientChoice(clientId, edited !== null);
  const invoiceClients = useClientChoice(clientId, isConvertOpen);
  const client = rowOf(useRpc('a_get_client_details', clientId === null ? null : { client_id: clientId })).data ?? null;
  // An issued invoice prints and exports from its issued form only (sql/76_issued_form.sql).
  const isIssued = edited?.kind === 'rechnung' && edited.document.archiviert;
  const issuedForm = rowOf(useRpc('a_get_issued_invoice', isIssued ? { rechnung_id: id } : null));
  const sources =
    edited?.kind === 'rechnung' && (!isIssued || issuedForm.data)
      ? letterSources(issuedForm.data?.inhalt ?? null, {
          issuer,
          client,
          invoice: edited.document,
          positions: positionRows,
        })
      : null;
  const archive = useRpcMutation('a_set_archive_for_rn');
  const toInvoice = useOfferToInvoice();
  const creditNote = useCreditNote();
  const minInvoiceDate = useRpc('a_get_min_rn_datum_for_new_invoice', {});
  const [isDirty, setDirty] = useState(false);
  /** The §14 UStG checklist for the head as typed: beside the editor, and named when archiving. */
  const checklistOf = (values: DocumentHeaderForm) =>
    invoiceChecklist({ issuer, client, positions: positionRows, ...invoiceOfHeader(id, values) });
  const [isPrintOpen, setPrintOpen] = useState(false);
  // The letter of the print view and of the PDFs; an issued invoice's waits for its issued form:
  // it never prints from today's data.
  const letter: LetterInput | null =
    edited && (!isIssued || sources)
      ? {
          kind,
          issuer: sources ? sources.issuer : issuer,
          client: sources ? sources.client : client,
          document: printableLetter(sources ? sources.invoice : edited.document, sources ? sources.client : client),
          positions: sources ? sources.positions : positionRows,
          terms: sources ? invoiceTermsOf(sources.invoice) : null,
        }
      : null;

  return (
    <>
      <DocumentEditor
        key={edited ? `${kind}-${id}` : 'loading'}
        edited={mapQuery(details, () => edited)}
        backLink={{
          to: backOfficeHref(SECTION[kind]),
          label: isInvoice ? 'Zurück zu den Rechnungen' : 'Zurück zu den Angeboten',
        }}
        clientChoice={clientChoice}
        currentUser={currentUser.data ?? null}
        dateRange={(isInvoice ? rnRange : anRange).data}
        freitexte={freitexte.data ?? []}
        acronyms={acronyms.data ?? []}
        contact={client}
        positions={{
          positions,
          templates: templates.data ?? [],
          onInsert: (input) =>
            insertPosition({ rechnung_id: isInvoice ? id : null, angebot_id: isInvoice ? null : id, ...input }),
          onUpdate: (positionId, input) => updatePosition({ position_id: positionId, ...input }, document),
          onDelete: (positionId) => deletePosition({ position_id: positionId }, document),
          // One a_update_position per renumbered position, in order, so a refusal stops the rest.
          onReorder: async (changed) => {
            for (const { id: positionId, input } of changed)
              await updatePosition({ position_id: positionId, ...input }, document);
          },
        }}
        onSave={async (values) => {
          await (isInvoice
            ? updateInvoice(invoiceUpdateParams(id, values))
            : updateOffer(offerUpdateParams(id, values)));
          message.success(`${noun} ${id} wurde gespeichert.`);
        }}
        onClientChange={async (clientId) => {
          const changed = await (isInvoice
            ? setClientForInvoice({ client_id: clientId, rechnung_id: id })
            : setClientForOffer({ client_id: clientId, angebot_id: id }));
          if (changed.ok) message.success('Kunde geändert.');
        }}
        onArchive={
          isInvoice
            ? async () => {
                // The configured issuer is kept with the issued form (none configured: the letter
                // takes the configuration of the day it is printed, as before).
                await archive(issuer ? { invoice_id: id, aussteller: issuer } : { invoice_id: id });
                message.success(`Rechnung ${id} ist archiviert.`);
              }
            : undefined
        }
        onCreditNote={
          edited?.kind === 'rechnung' && edited.document.client_id !== null && minInvoiceDate.data
            ? async () => {
                const credit = await creditNote(edited.document, minInvoiceDate.data as string);
                if (!credit.ok) return;
                message.success(`Stornorechnung ${credit.result} zu Rechnung ${id} wurde erstellt.`);
                navigate(backOfficeHref('rechnungen', credit.result));
              }
            : undefined
        }
        onConvert={isInvoice ? undefined : () => setConvertOpen(true)}
        onPrint={() => setPrintOpen(true)}
        eInvoiceForm={client?.e_format ?? undefined}
        onDownloadEInvoice={
          edited?.kind === 'rechnung'
            ? async (form) => {
                if (!sources || !letter) {
                  message.error(
                    issuedForm.error
                      ? failureMessage('Die gestellte Rechnung wurde nicht geladen.', issuedForm.error)
                      : 'Die gestellte Rechnung wird noch geladen.',
                  );
                  return;
                }
                const input = xrechnungInputOf(sources);
                if (!input) {
                  message.error(eInvoiceSourcesProblem(sources, issuerProblem));
                  return;
                }
                try {
                  await downloadEInvoice(form, input, letter);
                } catch (cause) {
                  message.error(
                    cause instanceof XRechnungError
                      ? cause.message
                      : failureMessage('Die E-Rechnung wurde nicht erstellt.', cause),
                  );
                }
              }
            : undefined
        }
        onDirtyChange={setDirty}
        archiveProblems={
          isInvoice
            ? (values) =>
                checklistOf(values).flatMap((item) => (item.ok ? [] : [`${item.label} (${item.missing ?? 'fehlt'})`]))
            : undefined
        }
        renderAside={
          edited?.kind === 'rechnung'
            ? (values) => <InvoiceChecklist items={checklistOf(values)} hasIban={Boolean(issuer?.bank)} />
            : undefined
        }
        payments={
          edited?.kind === 'rechnung' ? (
            <InvoicePaymentsPanel invoiceId={id} invoiceDate={edited.document.rn_datum} />
          ) : undefined
        }
        mail={
          edited?.kind === 'rechnung' ? (
            <InvoiceMailPanel
              invoiceId={id}
              sources={sources}
              letter={letter}
              client={client}
              issuer={issuer}
              issuerProblem={issuerProblem ?? null}
              isIssued={isIssued}
            />
          ) : undefined
        }
        changeLog={edited?.kind === 'rechnung' ? <InvoiceChangeLogPanel invoiceId={id} /> : undefined}
      />
      {letter && isPrintOpen ? (
        <Suspense fallback={null}>
          <PrintedLetter letter={letter} onClose={() => setPrintOpen(false)} />
        </Suspense>
      ) : null}
      {edited?.kind === 'angebot' ? (
        <NewDocumentDialog
          kind="rechnung"
          isOpen={isConvertOpen}
          onOpenChange={setConvertOpen}
          clientChoice={invoiceClients}
          minDatum={minInvoiceDate.data}
          initialClientId={edited.document.client_id}
          initialUstSatz={edited.document.ust_satz}
          fromOfferId={id}
          billed={
            edited.document.rechnung_id != null || edited.document.status === 'abgerechnet'
              ? { invoiceId: edited.document.rechnung_id ?? null }
              : null
          }
          onSubmit={async (values, confirmedAgain) => {
            const invoiceId = await toInvoice(edited.document, values, confirmedAgain);
            message.success(`Rechnung ${invoiceId} wurde aus Angebot ${id} erstellt.`);
            navigate(backOfficeHref('rechnungen', invoiceId));
          }}
        />
      ) : null}
      {/* The section and the record are the view: "Zurück zu …" and the back-office tabs leave it too. */}
      <UnsavedChangesGuard
        isDirty={isDirty}
        viewParams={['bereich', 'id']}
        message={`Sie haben ${isInvoice ? 'die Rechnung' : 'das Angebot'} geändert, aber nicht gespeichert. Wenn Sie die Seite verlassen, gehen die Änderungen verloren.`}
      />
    </>
  );
}
