/**
 * The e-mail an invoice is sent with (issue "A business year of billing, part 2", "Sent by e-mail"): the text the send dialog
 * starts with, from the invoice's issued data, and the checks the dialog runs before the
 * outbox takes it (the data service checks the same: sql/78_invoice_mail.sql).
 */
import type { Client, Position, Rechnung } from '../entities';
import { formatDate } from '../time';
import {
  type ClientEInvoiceFields,
  dueDateOf,
  type EInvoiceForm,
  endpointProblem,
  INVOICE_KINDS,
  type InvoiceTerms,
} from './einvoice';
import type { Issuer } from './issuer';
import { salutation } from './placeholders';
import { formatEuroCents, invoiceAmounts } from './totals';

/** What the dialog sends: to whom, the subject and the whole text. */
export interface MailDraft {
  recipient: string;
  subject: string;
  body: string;
}

export interface InvoiceMailSource {
  issuer: Issuer | null;
  client: Client;
  invoice: Rechnung;
  positions: readonly Position[];
  terms: InvoiceTerms;
  /** The client's e-invoice address when it is an e-mail address (scheme EM); else none. */
  eMail: string | null;
}

/**
 * The address a client's documents go to by e-mail: its e-invoice address when that is an
 * e-mail address (scheme EM). A client has no other e-mail address of its own; a person
 * types one where it has none.
 */
export function clientMailAddress(client: Partial<ClientEInvoiceFields>): string | null {
  return client.e_schema === 'EM' ? (client.e_adresse ?? null) : null;
}

/**
 * A document's mail as its dialog starts it, in one frame for invoices and reminders: the
 * subject with the issuer's name, the salutation, what is attached and asked (`lines`), an
 * offer to answer, the closing with the issuer's contact and name.
 */
export function documentMailDraft(parts: {
  recipient: string | null;
  title: string;
  issuer: Issuer | null;
  contact: { ap_gender: string | null; ap_nachname: string | null };
  lines: readonly string[];
}): MailDraft {
  const { issuer } = parts;
  const sender = issuer ? [issuer.contact?.name, issuer.name].filter(Boolean).join('\n') : '';
  return {
    recipient: parts.recipient ?? '',
    subject: `${parts.title}${issuer ? ` – ${issuer.name}` : ''}`,
    body: [
      salutation(parts.contact),
      '',
      ...parts.lines,
      '',
      'Bei Fragen antworten Sie gern auf diese E-Mail.',
      '',
      'Mit freundlichen Grüßen',
      sender,
    ]
      .join('\n')
      .trimEnd(),
  };
}

/** What the attachment is, in the text: the form the client takes. */
const ATTACHMENT_WORDS: Record<EInvoiceForm, string> = {
  pdf: 'als PDF mit eingebetteter E-Rechnung (ZUGFeRD)',
  cii: 'als E-Rechnung im Format XRechnung (CII)',
  ubl: 'als E-Rechnung im Format XRechnung (UBL)',
};

/**
 * The text the dialog starts with: "Rechnung 61 vom 14.03.2025", the salutation of the
 * contact person, what is attached, the amount and the due date, the issuer's name.
 */
export function invoiceMailDraft(source: InvoiceMailSource, form: EInvoiceForm): MailDraft {
  const { issuer, client, invoice, positions, terms } = source;
  const kind = INVOICE_KINDS[terms.art].label;
  const date = formatDate(invoice.rn_datum);
  const amounts = invoiceAmounts(positions, terms.ust_kategorie === 'S' ? invoice.ust_satz : 0, terms.abzuege);
  const isCredit = terms.art === 'gutschrift';
  const payment = isCredit
    ? `Der Betrag von ${formatEuroCents(amounts.payableCents)} wird Ihnen gutgeschrieben.`
    : `Bitte überweisen Sie ${formatEuroCents(amounts.payableCents)} bis zum ${formatDate(dueDateOf(invoice.rn_datum, terms.zahlungsziel_tage))}.`;
  return documentMailDraft({
    recipient: source.eMail,
    title: `${kind} ${invoice.id} vom ${date}`,
    issuer,
    contact: client,
    lines: [`anbei erhalten Sie unsere ${kind} Nr. ${invoice.id} vom ${date} ${ATTACHMENT_WORDS[form]}.`, payment],
  });
}

/** The outbox's limits (migrations/0003_outbox.sql): the dialog refuses what the service would. */
export const MAIL_LIMITS = { subject: 200, body: 10_000 } as const;

/** What the dialog refuses, in German, by field. */
export function invoiceMailProblems(draft: MailDraft): Partial<Record<keyof MailDraft, string>> {
  const problems: Partial<Record<keyof MailDraft, string>> = {};
  const recipient = draft.recipient.trim();
  if (recipient === '') problems.recipient = 'Die E-Mail-Adresse des Empfängers fehlt.';
  else if (endpointProblem(recipient, 'EM'))
    problems.recipient = 'Die E-Mail-Adresse des Empfängers ist keine gültige E-Mail-Adresse.';
  const subject = draft.subject.trim();
  if (subject === '') problems.subject = 'Der Betreff fehlt.';
  else if (/[\r\n]/.test(subject)) problems.subject = 'Der Betreff steht in einer Zeile.';
  else if (subject.length > MAIL_LIMITS.subject)
    problems.subject = `Der Betreff hat höchstens ${MAIL_LIMITS.subject} Zeichen.`;
  if (draft.body.trim() === '') problems.body = 'Der Text der E-Mail fehlt.';
  else if (draft.body.length > MAIL_LIMITS.body) problems.body = `Der Text hat höchstens ${MAIL_LIMITS.body} Zeichen.`;
  return problems;
}
