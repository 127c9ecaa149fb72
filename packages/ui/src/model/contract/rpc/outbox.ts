import type { EInvoiceForm } from '../../billing/einvoice';
import type { Issuer } from '../../billing/issuer';
import type { OutboxAttachmentRow, OutboxRow, OutboxState } from '../../resultRows';
import type { NoParams } from './shared';

/** Remote procedures about the mail the data service sends (ours, requirements §7 "Procedures of ours"). */
export interface OutboxRpcs {
  /** The outbox, newest first: every mail written, its state, attempts and last error. Administrators only. */
  a_get_outbox: { params: NoParams; result: OutboxRow[] };
  /** A mail's attachments (ours, sql/78_invoice_mail.sql), their content as base64. Administrators only. */
  a_get_outbox_attachments: { params: { outbox_id: number }; result: OutboxAttachmentRow[] };
  /**
   * Ours (sql/78_invoice_mail.sql): sends the invoice by e-mail through the outbox, with the
   * file the browser made (`anhang`, base64) in the client's `e_format`; issues (archives) the
   * invoice first when it was not, in the same transaction (`aussteller` as a_set_archive_for_rn
   * takes it). Answers the outbox row's id. Administrators only.
   */
  a_send_invoice: {
    params: {
      rechnung_id: number;
      empfaenger: string;
      betreff: string;
      nachricht: string;
      e_format: EInvoiceForm;
      dateiname: string;
      anhang: string;
      aussteller?: Issuer | null;
    };
    result: number;
  };
  /** Ours: the invoice's sends, newest first, with the outbox's state and Message-ID. */
  a_get_invoice_sends: { params: { rechnung_id: number }; result: InvoiceSendRow[] };
  /**
   * Ours (sql/79_reminder_mail.sql): sends a written reminder by e-mail through the outbox,
   * with its PDF the browser made from the frozen content (`anhang`, base64). Answers the
   * outbox row's id. Administrators only.
   */
  a_send_reminder: {
    params: {
      mahnung_id: number;
      empfaenger: string;
      betreff: string;
      nachricht: string;
      dateiname: string;
      anhang: string;
    };
    result: number;
  };
  /** Ours: the reminder's sends, newest first, in the rows of an invoice's (`e_format` always pdf). */
  a_get_reminder_sends: { params: { mahnung_id: number }; result: InvoiceSendRow[] };
}

/**
 * One row of a_get_invoice_sends or a_get_reminder_sends: one send of the invoice or reminder
 * (data.rechnung_versand, data.mahnung_versand, with its outbox row).
 */
export interface InvoiceSendRow {
  id: number;
  empfaenger: string;
  e_format: EInvoiceForm;
  /** Who sent it. */
  von: string;
  /** When it was handed to the outbox (ISO timestamp). */
  angestossen_am: string;
  /** When the mail server took it; null while it waits or after a failed attempt. */
  gesendet_am: string | null;
  message_id: string;
  zustand: OutboxState;
  dateiname: string | null;
}
