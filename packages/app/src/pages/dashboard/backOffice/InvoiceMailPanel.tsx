import { DocumentMail, useMessage } from '@waldmonitor/ui';
import type { LetterInput } from '@waldmonitor/ui/letter-pdf';
import {
  clientMailAddress,
  DEFAULT_E_INVOICE_FORM,
  E_INVOICE_FORMS,
  eInvoiceSourcesProblem,
  invoiceMailDraft,
  invoiceTermsOf,
  xrechnungInputOf,
  xrechnungProblems,
  type ClientDetailsRow,
  type Issuer,
  type LetterSources,
} from '@waldmonitor/ui/model';
import { useRpc, useRpcMutation } from '../../../api';
import { base64Of, eInvoiceFile } from './downloadEInvoice';

export interface InvoiceMailPanelProps {
  invoiceId: number;
  /** The invoice as its letter and e-invoice are made from (its issued form once issued); null while loading. */
  sources: LetterSources | null;
  /** The print view's letter, which the PDF shows. */
  letter: LetterInput | null;
  /** The client as it is today: where the mail goes and in which form (not part of the issued invoice). */
  client: ClientDetailsRow | null;
  /** The configured issuer, kept with the invoice when the send issues it. */
  issuer: Issuer | null;
  /** What is wrong with a configured issuer (useIssuer). */
  issuerProblem: string | null;
  isIssued: boolean;
}

/**
 * An invoice's "Versand per E-Mail" (requirements §7, a_send_invoice): the dialog starts from the template, with the
 * e-invoice in the client's form attached; a_send_invoice issues the invoice when it was not,
 * and hands the mail to the outbox in the same transaction.
 */
export function InvoiceMailPanel(props: InvoiceMailPanelProps) {
  const { invoiceId, sources, letter, client, issuer, issuerProblem, isIssued } = props;
  const message = useMessage();
  const sends = useRpc('a_get_invoice_sends', { rechnung_id: invoiceId });
  const send = useRpcMutation('a_send_invoice');
  const input = sources ? xrechnungInputOf(sources) : null;
  const form = client?.e_format ?? DEFAULT_E_INVOICE_FORM;
  const dialog =
    sources && letter && client
      ? {
          draft: invoiceMailDraft(
            {
              issuer: sources.issuer,
              client: sources.client ?? client,
              invoice: sources.invoice,
              positions: sources.positions,
              terms: invoiceTermsOf(sources.invoice),
              eMail: clientMailAddress(client),
            },
            form,
          ),
          attachment: E_INVOICE_FORMS[form],
          issues: !isIssued,
          problems: input ? xrechnungProblems(input) : [eInvoiceSourcesProblem(sources, issuerProblem)],
          onSubmit: async (mail: { recipient: string; subject: string; body: string }) => {
            if (!input) return;
            const file = await eInvoiceFile(form, input, letter);
            await send({
              rechnung_id: invoiceId,
              empfaenger: mail.recipient.trim(),
              betreff: mail.subject.trim(),
              nachricht: mail.body,
              e_format: form,
              dateiname: file.name,
              anhang: base64Of(file.bytes),
              ...(isIssued || !issuer ? {} : { aussteller: issuer }),
            });
            message.success(
              `Rechnung ${invoiceId} geht an ${mail.recipient.trim()}: Sie steht im Postausgang${isIssued ? '' : ' und ist gestellt'}.`,
            );
          },
        }
      : null;
  return <DocumentMail sends={sends} dialog={dialog} />;
}
