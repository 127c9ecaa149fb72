/**
 * The e-mail a reminder is sent with: the text the send dialog starts with, from the reminder's
 * frozen content only (what its letter shows: letterLayout/reminderContent.ts), so the mail and
 * the attached PDF never disagree. The dialog checks it as an invoice's mail
 * (invoiceMailProblems); the data service checks the same (sql/79_reminder_mail.sql).
 */
import type { ReminderRow } from '../contract/rpc/billing';
import { formatDate } from '../time';
import { documentMailDraft, type MailDraft } from './invoiceMail';
import { reminderIssuer } from './letterLayout/reminderContent';
import { formatEuroCents } from './totals';

export interface ReminderMailSource {
  /** The reminder as written (a_get_reminder). */
  reminder: Pick<ReminderRow, 'inhalt'>;
  /** Where the client takes its documents by e-mail (clientMailAddress); null when it has no such address. */
  eMail: string | null;
}

const numbers = new Intl.ListFormat('de-DE', { type: 'conjunction' });

/**
 * The text the dialog starts with: "1. Mahnung Nr. 5 vom 12.03.2026", the salutation of the
 * contact person, the overdue invoices, the amount claimed and the deadline, the issuer's name.
 */
export function reminderMailDraft(source: ReminderMailSource): MailDraft {
  const { inhalt } = source.reminder;
  const issuer = reminderIssuer(inhalt);
  const title = `${inhalt.bezeichnung} Nr. ${inhalt.nummer} vom ${formatDate(inhalt.datum)}`;
  const invoices = inhalt.posten.map((posten) => String(posten.rechnung_id));
  const overdue =
    invoices.length === 1
      ? `Überfällig ist die Rechnung Nr. ${invoices[0]}.`
      : `Überfällig sind die Rechnungen Nr. ${numbers.format(invoices)}.`;
  return documentMailDraft({
    recipient: source.eMail,
    title,
    issuer,
    contact: inhalt.kunde,
    lines: [
      `anbei erhalten Sie unsere ${title} als PDF.`,
      overdue,
      `Bitte überweisen Sie den Gesamtbetrag von ${formatEuroCents(Math.round(inhalt.summe * 100))} bis zum ${formatDate(inhalt.frist)}.`,
    ],
  });
}

/**
 * The PDF's name, as downloaded and as attached: "1.-Mahnung-12.pdf", "Zahlungserinnerung-3.pdf".
 * The level's name is the administrator's: a slash in it ("Mahnung 1/2") would make a folder
 * of it where the file is saved, and the data service refuses it in a mail.
 */
export const reminderPdfFileName = (reminder: Pick<ReminderRow, 'inhalt'>) =>
  `${reminder.inhalt.bezeichnung.replace(/[\s/\\]+/g, '-')}-${reminder.inhalt.nummer}.pdf`;
