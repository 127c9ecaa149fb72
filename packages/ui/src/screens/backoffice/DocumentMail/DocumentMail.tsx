import { useState } from 'react';
import styled from 'styled-components';
import { E_INVOICE_FORMS } from '../../../model/billing/einvoice';
import type { InvoiceSendRow } from '../../../model/contract';
import type { QueryState } from '../../../model/queryState';
import { formatDateTime } from '../../../model/time';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { ErrorState } from '../../../primitives/ErrorState';
import { Spinner } from '../../../primitives/Spinner';
import { Tag } from '../../../primitives/Tag';
import { color, fontSize, space } from '../../../theme';
import { SendDocumentDialog, type MailDocument, type SendDocumentDialogProps } from './SendDocumentDialog';

export interface DocumentMailProps {
  /** a_get_invoice_sends (a_get_reminder_sends): the document's sends, newest first. */
  sends: QueryState<readonly InvoiceSendRow[]>;
  /** What the send dialog needs; null while the document's data is loading (the button waits). */
  dialog: Omit<SendDocumentDialogProps, 'isOpen' | 'onOpenChange' | 'document'> | null;
  /** What is sent: an invoice (its e-invoice form named with each send) or a reminder (its PDF); 'Rechnung' unless given. */
  document?: MailDocument;
  /** The card's heading; "Versand per E-Mail" unless given (a list of reminders names which one). */
  title?: string;
  /** The dialog is open when the card appears (opened from elsewhere, e.g. a reminder's row). */
  isDialogInitiallyOpen?: boolean;
}

const STATE = {
  wartet: { label: 'wartet auf Versand', tone: 'neutral' },
  gesendet: { label: 'gesendet', tone: 'success' },
  fehlgeschlagen: { label: 'Versuch fehlgeschlagen', tone: 'danger' },
} as const;

/**
 * "Versand per E-Mail" in the invoice's editor and below the written reminders: the send
 * dialog, and every send with when, to whom, in which form, how far the outbox got and the
 * mail's Message-ID (to find it in a mailbox or a mail server's log).
 */
export function DocumentMail(props: DocumentMailProps) {
  const { sends, dialog, document = 'Rechnung', title = 'Versand per E-Mail', isDialogInitiallyOpen = false } = props;
  const [isOpen, setOpen] = useState(isDialogInitiallyOpen);
  const rows = sends.data ?? [];
  return (
    <Card
      title={title}
      actions={
        <Button icon="mail" isLoading={dialog === null} onClick={() => setOpen(true)}>
          Per E-Mail senden
        </Button>
      }
    >
      {sends.isLoading ? (
        <Spinner label="Versand wird geladen …" />
      ) : sends.error !== null ? (
        <ErrorState title="Der Versand konnte nicht geladen werden." error={sends.error} onRetry={sends.onRetry} />
      ) : rows.length === 0 ? (
        <Note>Noch nicht per E-Mail gesendet.</Note>
      ) : (
        <Sends aria-label="Versand, neuester zuerst">
          {rows.map((send) => (
            <li key={send.id}>
              <Head>
                <strong>an {send.empfaenger}</strong>
                <Tag label={STATE[send.zustand].label} tone={STATE[send.zustand].tone} />
              </Head>
              <Meta>
                {document === 'Rechnung' ? E_INVOICE_FORMS[send.e_format] : 'PDF'}
                {send.dateiname ? ` (${send.dateiname})` : ''} · von {send.von} ·{' '}
                <time dateTime={send.angestossen_am}>{formatDateTime(send.angestossen_am)}</time>
                {send.gesendet_am ? (
                  <>
                    {' '}
                    · angenommen <time dateTime={send.gesendet_am}>{formatDateTime(send.gesendet_am)}</time>
                  </>
                ) : null}
              </Meta>
              <MessageId>Message-ID: {send.message_id}</MessageId>
            </li>
          ))}
        </Sends>
      )}
      {dialog ? <SendDocumentDialog {...dialog} document={document} isOpen={isOpen} onOpenChange={setOpen} /> : null}
    </Card>
  );
}

const Note = styled.p`
  margin: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

const Sends = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[1]} ${space[3]};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: ${space[1]} 0 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

const MessageId = styled.p`
  margin: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.xs};
  overflow-wrap: anywhere;
`;
