import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { FormError } from '../../../forms/FormError';
import { useForm } from '../../../forms/useForm';
import {
  EMPTY_HEADER,
  headerFormOf,
  validateHeader,
  type DocumentHeaderForm,
  type EditedDocument,
} from '../../../model/billing/documentHeader';
import { DEFAULT_E_INVOICE_FORM, type EInvoiceForm } from '../../../model/billing/einvoice';
import { letterPlaceholderErrors, type PlaceholderContact } from '../../../model/billing/placeholders';
import { ACTION_CONFLICTS } from '../../../model/contract/errors';
import type { QueryState } from '../../../model/queryState';
import type { Acronym, Freitext, MinMaxDateRow } from '../../../model/resultRows';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { Page, type PageBackLink } from '../../../primitives/Page';
import { Tag } from '../../../primitives/Tag';
import { color, media, space } from '../../../theme';
import type { ClientChoiceSource } from '../../shared/ClientChoice';
import { PositionsTable, type PositionsTableProps } from '../PositionsTable';
import { EInvoiceMenu } from './EInvoiceMenu';
import { HeaderForm } from './HeaderForm';

export interface DocumentEditorProps {
  /** The offer or invoice (a_get_offer_details / a_get_invoice_details), as one read; null when unknown. */
  edited: QueryState<EditedDocument | null>;
  backLink: PageBackLink;
  /** The document's client: searched, the first matches from the service, the saved one by name. */
  clientChoice: ClientChoiceSource;
  /** The signed-in user (a_get_currentuser): the editor of a document that names none. */
  currentUser: string | null;
  /** a_get_minmax_an_datum / a_get_minmax_rn_datum for the saved date. */
  dateRange: MinMaxDateRow | null | undefined;
  freitexte: readonly Freitext[];
  acronyms: readonly Acronym[];
  /** Everything the positions table needs except the rate and the lock, which come from the document. */
  positions: Omit<PositionsTableProps, 'ustSatz' | 'isReadOnly' | 'onPendingChange'>;
  /** The client's contact person (a_get_client_details): fills "{nachname}" in a chosen text; null when none. */
  contact?: PlaceholderContact | null;
  /**
   * Invoices: the §14 UStG items still missing for these values ("Leistungsdatum: …"),
   * named in the archive confirmation.
   */
  archiveProblems?: (values: DocumentHeaderForm) => readonly string[];
  /** a_update_*_details; a rejection keeps what was typed and shows the service's message. */
  onSave: (values: DocumentHeaderForm) => Promise<unknown>;
  /** a_set_client_for_*: saved at once. */
  onClientChange: (clientId: number) => Promise<unknown>;
  /** Invoices: a_set_archive_for_rn, after the confirmation and after pending edits are saved. */
  onArchive?: () => Promise<unknown>;
  /** Archived invoices: makes the credit note (Stornorechnung) that corrects it. */
  onCreditNote?: () => Promise<unknown>;
  /** Offers: opens "Rechnung aus Angebot". */
  onConvert?: () => void;
  /** Opens the print view of the saved document; pending edits are saved first (after a question). */
  onPrint?: () => void;
  /** Invoices: the e-invoice in `form` (EInvoiceMenu), the client's own form first. */
  onDownloadEInvoice?: (form: EInvoiceForm) => unknown;
  /** The client's e-invoice form; the hybrid PDF when the client has none. */
  eInvoiceForm?: EInvoiceForm;
  /** The head or an open position holds changes not saved (never while archived): the page asks before leaving. */
  onDirtyChange?: (isDirty: boolean) => void;
  /** Beside the editor (the §14 UStG checklist), from the values as they are typed. */
  renderAside?: (values: DocumentHeaderForm) => ReactNode;
  /** Invoices: the payments and the state computed from them (InvoicePayments), below the positions. */
  payments?: ReactNode;
  /** Invoices: the sends by e-mail and the send dialog (DocumentMail), below the payments. */
  mail?: ReactNode;
  /** Invoices: who changed what when (InvoiceChangeLog), below the sends. */
  changeLog?: ReactNode;
}

/** The offer and invoice editor: head, letter texts, positions and totals. */
export function DocumentEditor(props: DocumentEditorProps) {
  const { clientChoice, currentUser, dateRange, onSave, onClientChange, onArchive, onConvert } = props;
  const edited = props.edited.data ?? null;
  const kind = edited?.kind ?? 'rechnung';
  const noun = kind === 'rechnung' ? 'Die Rechnung' : 'Das Angebot';
  const title = edited
    ? `${kind === 'rechnung' ? 'Rechnung' : 'Angebot'} ${edited.document.id}`
    : kind === 'rechnung'
      ? 'Rechnung'
      : 'Angebot';
  const isArchived = edited?.kind === 'rechnung' && edited.document.archiviert;
  const formId = useId();
  const contact = props.contact ?? null;
  const form = useForm<DocumentHeaderForm>({
    initialValues: edited ? headerFormOf(edited, currentUser) : EMPTY_HEADER,
    // A placeholder left in a letter text would print in braces: it is not saved.
    validate: (values) => ({ ...validateHeader(values, kind, dateRange), ...letterPlaceholderErrors(values, contact) }),
    onSubmit: onSave,
  });
  // A position row that is open and new or changed ("Position 4"), reported by the table.
  const [pendingRow, setPendingRow] = useState<string | null>(null);
  const isDirty = !isArchived && (form.isDirty || pendingRow !== null);
  const reportDirty = useRef(props.onDirtyChange);
  useEffect(() => {
    reportDirty.current = props.onDirtyChange;
  });
  useEffect(() => reportDirty.current?.(isDirty), [isDirty]);
  const [isClientChanging, setClientChanging] = useState(false);
  const [isArchiveOpen, setArchiveOpen] = useState(false);
  const [isPrintAskOpen, setPrintAskOpen] = useState(false);
  const [isCrediting, setCrediting] = useState(false);
  const createCreditNote = async () => {
    setCrediting(true);
    try {
      await props.onCreditNote?.();
    } finally {
      setCrediting(false);
    }
  };

  /**
   * What must happen before the saved document stands for the edited one (archive, print):
   * an open position is the person's to finish; changes of the head are saved. Throws, in
   * German, when that did not happen, so the confirmation says why and stays open.
   */
  const saveFirst = async (action: string) => {
    if (pendingRow)
      throw explained(`${pendingRow} ist noch geöffnet: bitte erst übernehmen oder abbrechen, dann ${action}.`);
    if (form.isDirty && !(await form.submit()))
      throw explained(
        `${noun} wurde nicht gespeichert und daher nicht ${action === 'archivieren' ? 'archiviert' : 'gedruckt'}. Was fehlt oder nicht ging, steht am Formular.`,
      );
  };
  const archive = async () => {
    await saveFirst('archivieren');
    await onArchive?.();
  };
  const print = () => {
    if (form.isDirty || pendingRow) setPrintAskOpen(true);
    else props.onPrint?.();
  };
  const archiveProblems = props.archiveProblems?.(form.values) ?? [];

  const changeClient = async (clientId: number) => {
    setClientChanging(true);
    try {
      await onClientChange(clientId);
    } finally {
      setClientChanging(false);
    }
  };

  const actions = edited ? (
    <>
      {isArchived ? null : (
        <Button type="submit" form={formId} variant="primary" icon="save" isLoading={form.isSubmitting}>
          Speichern
        </Button>
      )}
      {props.onPrint ? (
        <Button icon="document" onClick={print}>
          Drucken / PDF
        </Button>
      ) : null}
      {props.onDownloadEInvoice ? (
        <EInvoiceMenu preferred={props.eInvoiceForm ?? DEFAULT_E_INVOICE_FORM} onDownload={props.onDownloadEInvoice} />
      ) : null}
      {onConvert ? (
        <Button icon="euro" onClick={onConvert}>
          In Rechnung umwandeln
        </Button>
      ) : null}
      {props.onCreditNote && isArchived ? (
        <Button icon="document" isLoading={isCrediting} onClick={createCreditNote}>
          Stornorechnung erstellen
        </Button>
      ) : null}
      {onArchive && !isArchived ? (
        <Button icon="lock" onClick={() => setArchiveOpen(true)}>
          Archivieren
        </Button>
      ) : null}
    </>
  ) : null;

  const ustSatz = Number(form.values.ust_satz);
  return (
    <Page
      title={title}
      backLink={props.backLink}
      subtitle={isArchived ? <Tag label="archiviert – nur lesbar" tone="neutral" icon="lock" /> : undefined}
      actions={actions}
      query={props.edited}
      loadingLabel={`${noun} wird geladen …`}
      errorTitle={`${noun} konnte nicht geladen werden.`}
      state={edited ? undefined : { status: 'notFound', title: `${noun} gibt es nicht.` }}
    >
      {isArchived ? (
        <Notice role="note">
          Diese Rechnung ist archiviert und kann nicht mehr geändert werden. Korrekturen erfolgen über eine
          Stornorechnung und eine neue Rechnung.
        </Notice>
      ) : null}
      <Layout $hasAside={props.renderAside !== undefined}>
        <Main>
          <Card title="Briefkopf und Texte">
            <form id={formId} noValidate onSubmit={form.handleSubmit}>
              <FormError title={`${noun} wurde nicht gespeichert.`} problem={form.submitError} />
              <HeaderForm
                kind={kind}
                form={form}
                clientChoice={clientChoice}
                clientId={edited?.document.client_id ?? null}
                onClientChange={changeClient}
                isClientChanging={isClientChanging}
                dateRange={dateRange}
                freitexte={props.freitexte}
                acronyms={props.acronyms}
                isReadOnly={isArchived}
                contact={contact}
              />
            </form>
          </Card>
          <Card title="Positionen">
            <PositionsTable
              {...props.positions}
              ustSatz={Number.isFinite(ustSatz) ? ustSatz : 0}
              isReadOnly={isArchived}
              onPendingChange={setPendingRow}
            />
          </Card>
          {props.payments}
          {props.mail}
          {props.changeLog}
        </Main>
        {props.renderAside ? <Aside>{props.renderAside(form.values)}</Aside> : null}
      </Layout>
      {onArchive ? (
        <ConfirmDialog
          isOpen={isArchiveOpen}
          onOpenChange={setArchiveOpen}
          title={`${title} archivieren?`}
          message={archiveQuestion(archiveProblems, form.isDirty, pendingRow)}
          confirmLabel="Archivieren"
          conflict={ACTION_CONFLICTS.archive(title)}
          onConfirm={archive}
        />
      ) : null}
      {props.onPrint ? (
        <ConfirmDialog
          isOpen={isPrintAskOpen}
          onOpenChange={setPrintAskOpen}
          title="Erst speichern, dann drucken?"
          message={`Der Ausdruck zeigt, was gespeichert ist. ${pendingRow ? `${pendingRow} ist noch nicht übernommen.` : 'Ihre Änderungen sind noch nicht gespeichert.'} „Speichern und drucken“ speichert sie zuerst.`}
          confirmLabel="Speichern und drucken"
          onConfirm={async () => {
            await saveFirst('drucken');
            props.onPrint?.();
          }}
        />
      ) : null}
    </Page>
  );
}

/** An error whose German words the confirmation shows as they are (ExplainedFailure). */
const explained = (explanation: string) => Object.assign(new Error(explanation), { explanation });

/** The archive question: what archiving means, what is saved first, and which §14 items are missing. */
function archiveQuestion(problems: readonly string[], isDirty: boolean, pendingRow: string | null): string {
  const parts = [
    'Eine archivierte Rechnung ist danach überall nur noch lesbar: Kopf, Texte und Positionen lassen sich nicht mehr ändern (Festschreibung nach GoBD). Korrekturen erfolgen dann über eine neue Rechnung oder Gutschrift.',
  ];
  if (pendingRow) parts.push(`${pendingRow} ist noch geöffnet und nicht übernommen.`);
  else if (isDirty) parts.push('Ihre Änderungen sind noch nicht gespeichert: „Archivieren“ speichert sie zuerst.');
  if (problems.length > 0)
    parts.push(
      `Achtung, ${problems.length === 1 ? 'eine Pflichtangabe nach § 14 UStG fehlt' : `${problems.length} Pflichtangaben nach § 14 UStG fehlen`}: ${problems.join('; ')}.`,
    );
  return parts.join(' ');
}

const Notice = styled.p`
  margin: 0;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${color.border};
  background: ${color.surfaceMuted};
`;

/** The checklist beside the editor on a desktop; without one (offers) the editor takes the whole width. */
const Layout = styled.div<{ $hasAside: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[4]};

  ${media.desktop} {
    grid-template-columns: ${({ $hasAside }) => ($hasAside ? 'minmax(0, 1fr) minmax(16rem, 22rem)' : 'minmax(0, 1fr)')};
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${space[4]};
  align-content: start;
`;

const Aside = styled.aside`
  align-self: start;
`;
