import type { ReminderContent } from '../../contract/rpc/billing';
import { formatDate, formatEuro } from '../../time';
import { reminderRemittance } from '../giroCode';
import { parseIssuer, type Issuer } from '../issuer';
import { salutation } from '../placeholders';
import { footerColumns, recipientLines, type LetterContent } from './letterContent';
import type { CellPart, LetterTable } from './letterTable';

/** The issuer frozen with the reminder; null when none was given or it no longer reads as one. */
export function reminderIssuer(content: ReminderContent): Issuer | null {
  if (content.aussteller === null || content.aussteller === undefined) return null;
  const check = parseIssuer(content.aussteller);
  return check.ok ? check.issuer : null;
}

/**
 * What the letter says before the table, by level: a friendly reminder first, then the
 * default (§ 286 BGB) and its interest, and at the last level what follows if nothing is paid.
 */
export function levelText(stufe: number): string {
  if (stufe <= 1)
    return 'sicher ist es Ihrer Aufmerksamkeit entgangen: Für die folgenden Rechnungen haben wir bis heute keine Zahlung erhalten. Wir bitten Sie, den offenen Betrag zu überweisen. Sollten Sie inzwischen gezahlt haben, betrachten Sie dieses Schreiben bitte als gegenstandslos.';
  if (stufe === 2)
    return 'trotz unserer Zahlungserinnerung sind die folgenden Rechnungen noch nicht bezahlt. Sie befinden sich seit der Fälligkeit in Verzug (§ 286 BGB); wir berechnen daher Verzugszinsen nach § 288 BGB und eine Mahngebühr.';
  if (stufe === 3)
    return 'leider haben Sie auf unsere Mahnung nicht reagiert. Die folgenden Rechnungen sind weiterhin offen. Wir fordern Sie nachdrücklich auf, den Gesamtbetrag einschließlich Verzugszinsen und Mahngebühr fristgerecht zu zahlen.';
  return 'trotz mehrfacher Mahnung sind die folgenden Rechnungen noch immer nicht bezahlt. Dies ist unsere letzte Mahnung: Geht der Gesamtbetrag nicht fristgerecht ein, werden wir die Forderung ohne weitere Ankündigung gerichtlich geltend machen; die Kosten dafür gehen zu Ihren Lasten.';
}

const cell = (text: string): CellPart[] => [{ text, weight: 'regular', color: 'text' }];

/** The invoices a reminder claims: eight columns of figures, all aligned right. */
function reminderTable(inhalt: ReminderContent): LetterTable {
  const columns = [
    'Rechnung',
    'Datum',
    'Fällig am',
    'Betrag',
    'bezahlt',
    'offen',
    `Zinsen bis ${formatDate(inhalt.zinsen_bis)}`,
    'Pauschale',
  ];
  const widths = [18, 19, 19, 21, 21, 21, 22, 19];
  return {
    columns: columns.map((label, index) => ({ label, align: 'right', width: widths[index] })),
    rows: inhalt.posten.map((posten) => ({
      key: posten.rechnung_id,
      cents: 0,
      cells: [
        String(posten.rechnung_id),
        formatDate(posten.rn_datum),
        formatDate(posten.faellig_am),
        formatEuro(posten.zahlbetrag),
        formatEuro(posten.bezahlt),
        formatEuro(posten.offen),
        formatEuro(posten.zinsen),
        formatEuro(posten.pauschale),
      ].map(cell),
    })),
    // Each row is complete in itself; the sum is the Gesamtbetrag below.
    carries: false,
  };
}

/**
 * A reminder (Zahlungserinnerung or Mahnung) as the letter says it, from its frozen content
 * only: nothing is looked up again, so a reprint shows what was sent. The hash in small print
 * lets anyone check that the content is the stored one (GoBD).
 */
export function reminderContent(inhalt: ReminderContent, sha256: string): LetterContent {
  const issuer = reminderIssuer(inhalt);
  const { kunde } = inhalt;
  const hasInterest = inhalt.posten.some((posten) => posten.zinsen > 0);
  const hasPauschale = inhalt.posten.some((posten) => posten.pauschale > 0);
  const interest = kunde.verbraucher
    ? 'Verzugszinsen nach § 288 Abs. 1 BGB: 5 Prozentpunkte über dem Basiszinssatz, taggenau.'
    : 'Verzugszinsen nach § 288 Abs. 2 BGB: 9 Prozentpunkte über dem Basiszinssatz, taggenau.';
  const account = issuer?.bank ? ` auf unser Konto (IBAN ${issuer.bank.iban.replace(/(.{4})/g, '$1 ').trim()})` : '';
  return {
    title: inhalt.bezeichnung,
    issuer,
    recipient: recipientLines(kunde),
    info: [
      { term: 'Nummer', value: String(inhalt.nummer) },
      { term: 'Datum', value: formatDate(inhalt.datum) },
      { term: 'Kundennummer', value: String(kunde.client_id) },
      ...(issuer?.contact?.phone ? [{ term: 'Telefon', value: issuer.contact.phone }] : []),
      ...(issuer?.contact?.email ? [{ term: 'E-Mail', value: issuer.contact.email }] : []),
    ],
    subject: `${inhalt.bezeichnung} Nr. ${inhalt.nummer}`,
    reference: null,
    intro: [salutation(kunde), levelText(inhalt.stufe)],
    positions: [],
    table: reminderTable(inhalt),
    totals: [
      { term: 'Mahngebühr', value: formatEuro(inhalt.gebuehr) },
      { term: 'Gesamtbetrag', value: formatEuro(inhalt.summe), strong: true },
    ],
    giroCode: {
      amountCents: Math.round(inhalt.summe * 100),
      remittance: reminderRemittance(
        inhalt.nummer,
        inhalt.posten.map((posten) => posten.rechnung_id),
      ),
    },
    notes: [
      ...(hasInterest
        ? [`${interest}${hasPauschale ? ' Pauschale nach § 288 Abs. 5 BGB: 40 € je Rechnung.' : ''}`]
        : []),
      `Bitte zahlen Sie bis zum ${formatDate(inhalt.frist)} den Gesamtbetrag von ${formatEuro(inhalt.summe)}${account} unter Angabe der Rechnungsnummern.`,
    ],
    signature: { kind: 'line', greeting: 'Mit freundlichen Grüßen', name: issuer ? issuer.name : 'Geschäftsführung' },
    footer: footerColumns(issuer),
    smallPrint: `SHA-256 des gespeicherten Inhalts: ${sha256}`,
  };
}
