import { DocumentMail, useMessage } from '@waldmonitor/ui';
import { clientMailAddress, reminderMailDraft, reminderPdfFileName } from '@waldmonitor/ui/model';
import { rowOf, useRpc, useRpcMutation } from '../../../api';
import { base64Of } from './downloadEInvoice';
import { reminderPdfFile } from './downloadLetterPdf';

export interface ReminderMailPanelProps {
  mahnungId: number;
  /** The dialog is open as the panel appears (it is shown by a reminder's "Per E-Mail senden"). */
  isDialogInitiallyOpen?: boolean;
}

/**
 * A written reminder's "Versand per E-Mail" (requirements §7, a_send_reminder), below the
 * Mahnwesen's list: the dialog starts from the template (model/billing/reminderMail.ts) with
 * the client's e-mail address when it has one, the reminder's PDF made from its frozen content
 * as the print view shows it is attached, and the sends are listed as an invoice's are.
 */
export function ReminderMailPanel({ mahnungId, isDialogInitiallyOpen = false }: ReminderMailPanelProps) {
  const message = useMessage();
  const reminder = rowOf(useRpc('a_get_reminder', { mahnung_id: mahnungId }));
  const clientId = reminder.data?.inhalt.kunde.client_id;
  // Where the mail goes is the client's today, not part of the frozen reminder.
  const client = rowOf(useRpc('a_get_client_details', clientId === undefined ? null : { client_id: clientId }));
  const sends = useRpc('a_get_reminder_sends', { mahnung_id: mahnungId });
  const send = useRpcMutation('a_send_reminder');
  const printed = reminder.data;
  // A reminder or client that cannot be read leaves nothing to send: the card shows that failure and retries it.
  const failed = [reminder, client].find((query) => query.error !== null);
  const shown = failed
    ? { ...sends, data: undefined, isLoading: false, error: failed.error, onRetry: failed.onRetry }
    : sends;
  const dialog =
    printed && client.data !== undefined
      ? {
          draft: reminderMailDraft({ reminder: printed, eMail: client.data ? clientMailAddress(client.data) : null }),
          attachment: `${reminderPdfFileName(printed)} (PDF)`,
          onSubmit: async (mail: { recipient: string; subject: string; body: string }) => {
            const file = await reminderPdfFile(printed);
            await send({
              mahnung_id: mahnungId,
              empfaenger: mail.recipient.trim(),
              betreff: mail.subject.trim(),
              nachricht: mail.body,
              dateiname: file.name,
              anhang: base64Of(file.bytes),
            });
            message.success(`Mahnung ${mahnungId} geht an ${mail.recipient.trim()}: Sie steht im Postausgang.`);
          },
        }
      : null;
  return (
    <DocumentMail
      document="Mahnung"
      title={`Mahnung ${mahnungId}: Versand per E-Mail`}
      isDialogInitiallyOpen={isDialogInitiallyOpen}
      sends={shown}
      dialog={dialog}
    />
  );
}
