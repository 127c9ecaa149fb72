import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { FormDialog } from '../../../forms/FormDialog';
import { useForm } from '../../../forms/useForm';
import { invoiceMailProblems, MAIL_LIMITS, type MailDraft } from '../../../model/billing/invoiceMail';
import { Textarea } from '../../../primitives/Textarea';
import { TextField } from '../../../primitives/TextField';
import { color, space } from '../../../theme';

/** What is sent: an invoice (its e-invoice), or a written reminder (its PDF). */
export type MailDocument = 'Rechnung' | 'Mahnung';

export interface SendDocumentDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What is sent, named in the title and the failure; 'Rechnung' unless given. */
  document?: MailDocument;
  /** What the dialog starts with each time it opens (invoiceMailDraft, reminderMailDraft). */
  draft: MailDraft;
  /** The file that goes with it: "Rechnung-61.pdf (ZUGFeRD-PDF)". */
  attachment: string;
  /** An invoice not issued yet: sending issues it, and the dialog says so. A reminder is issued when written. */
  issues?: boolean;
  /**
   * What stops an invoice's e-invoice (EN 16931 / XRechnung rules), in German: nothing is sent
   * while any is left. A reminder has no e-invoice, so none.
   */
  problems?: readonly string[];
  /** a_send_invoice or a_send_reminder with the file; a rejection keeps what was typed and shows the message. */
  onSubmit: (mail: MailDraft) => Promise<unknown>;
}

/**
 * "Rechnung per E-Mail senden" ("Mahnung …"): recipient, subject and text (from the template,
 * editable), the attachment named; an invoice that breaks an e-invoice rule lists what to fix
 * and is not sent.
 */
export function SendDocumentDialog(props: SendDocumentDialogProps) {
  const { isOpen, onOpenChange, document = 'Rechnung', draft, attachment, onSubmit } = props;
  const isInvoice = document === 'Rechnung';
  const issues = isInvoice && (props.issues ?? false);
  const problems = isInvoice ? (props.problems ?? []) : [];
  // Sent once per opening: a second click that lands while the dialog closes sends nothing.
  const sent = useRef(false);
  const form = useForm<MailDraft>({
    initialValues: draft,
    validate: invoiceMailProblems,
    onSubmit: async (values) => {
      if (sent.current) return;
      sent.current = true;
      try {
        await onSubmit(values);
      } catch (error) {
        sent.current = false;
        throw error;
      }
      onOpenChange(false);
    },
  });
  useEffect(() => {
    if (isOpen) sent.current = false;
  }, [isOpen]);
  const [wasOpen, setWasOpen] = useState(isOpen);
  // Opened again, the dialog starts anew from the template.
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) form.reset(draft);
  }
  const isBlocked = problems.length > 0;

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={`${document} per E-Mail senden`}
      description={`Anhang: ${attachment}. Die E-Mail geht über den Postausgang hinaus.`}
      submitLabel={issues ? 'Stellen und senden' : 'Senden'}
      submitIcon="mail"
      isPending={form.isSubmitting}
      isSubmitDisabled={isBlocked}
      onSubmit={form.handleSubmit}
      failureTitle={`Die ${document} wurde nicht gesendet.`}
      submitError={form.submitError}
    >
      {isBlocked ? (
        <Blocked role="alert">
          <strong>Die E-Rechnung verletzt Regeln und wird nicht gesendet. Bitte ergänzen:</strong>
          <Problems>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Problems>
        </Blocked>
      ) : issues ? (
        <Note role="note">
          Die Rechnung ist noch nicht gestellt: Mit dem Senden wird sie gestellt und archiviert und kann danach nur noch
          durch eine Stornorechnung korrigiert werden.
        </Note>
      ) : null}
      <TextField label="An" type="email" isRequired autoComplete="email" {...form.field('recipient')} />
      <TextField label="Betreff" isRequired maxLength={MAIL_LIMITS.subject} {...form.field('subject')} />
      <Textarea label="Text" isRequired rows={12} maxLength={MAIL_LIMITS.body} {...form.field('body')} />
    </FormDialog>
  );
}

const Problems = styled.ul`
  margin: ${space[2]} 0 0;
  padding-left: ${space[5]};
`;

const Note = styled.p`
  margin: 0;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${color.border};
  background: ${color.surfaceMuted};
`;

const Blocked = styled.div`
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${color.danger};
  background: ${color.dangerBg};
`;
