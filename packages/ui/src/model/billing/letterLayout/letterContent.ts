import type { Angebot, Client, Position, Rechnung } from '../../entities';
import { formatGermanNumber } from '../../germanNumber';
import { formatDate } from '../../time';
import {
  dueDateOf,
  INVOICE_KINDS,
  type InvoiceTerms,
  RETENTION_NOTE,
  REVERSE_CHARGE_NOTE,
  showsRetentionNote,
} from '../einvoice';
import { invoiceRemittance } from '../giroCode';
import { issuerAddressLines, issuerCompanyLine, type Issuer } from '../issuer';
import { formatEuroCents, invoiceAmounts } from '../totals';
import { positionsTable, type LetterTable, type PositionRow } from './letterTable';

export type PrintKind = 'rechnung' | 'angebot';

/** What the address field prints of a client (a reminder's frozen copy has these too). */
export type LetterRecipient = Pick<
  Client,
  'name' | 'name_zusatz' | 'ap_gender' | 'ap_vorname' | 'ap_nachname' | 'strasse' | 'plz' | 'ort'
>;

export interface LetterInput {
  kind: PrintKind;
  issuer: Issuer | null;
  client: (LetterRecipient & Pick<Client, 'client_id'>) | null;
  document: Rechnung | Angebot;
  positions: readonly Position[];
  /** An invoice's kind, payment terms, service period and VAT category; the defaults when left out. */
  terms?: InvoiceTerms | null;
}

/** A term and its value: the information block's rows and the totals'. */
export interface TermRow {
  term: string;
  value: string;
  /** The gross and "Noch zu zahlen": bold, with a rule above. */
  strong?: boolean;
}

/** Everything the letter says, in order, before it is laid out on a sheet or a screen. */
export interface LetterContent {
  title: string;
  issuer: Issuer | null;
  /** The recipient's lines, each with the printed lines it may take; null without a client. */
  recipient: RecipientLine[] | null;
  info: TermRow[];
  subject: string;
  /** A credit note's reference to the invoice it cancels. */
  reference: string | null;
  /** The salutation and the covering text. */
  intro: string[];
  positions: PositionRow[];
  /** The positions (or a reminder's invoices) as the layout sets them. */
  table: LetterTable;
  totals: TermRow[];
  /** The GiroCode's amount and remittance: on invoices that are paid, not on credit notes. */
  giroCode: { amountCents: number; remittance: string } | null;
  /** Payment terms, tax notes, retention note, closing text. */
  notes: string[];
  /** An offer's signature block. */
  signature: { kind: 'none'; text: string } | { kind: 'line'; greeting: string; name: string } | null;
  /** The footer's columns (§14 Abs. 4 Nr. 2 UStG: tax numbers and bank on every invoice). */
  footer: FooterColumn[];
  /** A last line in small print: a reminder's hash. */
  smallPrint?: string;
}

export interface RecipientLine {
  text: string;
  lines: number;
}

export interface FooterColumn {
  lines: string[];
  /** The first line is the company's name, set bold. */
  named?: boolean;
  /** The company register line, across the footer's width in the print view. */
  company?: boolean;
}

const WORDS = {
  rechnung: { title: 'Rechnung', number: 'Rechnungsnummer', date: 'Rechnungsdatum', total: 'Rechnungsbetrag' },
  angebot: { title: 'Angebot', number: 'Angebotsnummer', date: 'Angebotsdatum', total: 'Angebotssumme' },
} as const;

const documentDate = (document: Rechnung | Angebot) => ('rn_datum' in document ? document.rn_datum : document.an_datum);

/**
 * The recipient's lines in the address field: name, addition, contact person, street, place,
 * each with the printed lines it may take. Together at most seven, what the field holds: the
 * name and the contact two each, the rest one; a longer text is shortened with "…" at its
 * last line instead of running out of the window.
 */
export function recipientLines(client: LetterRecipient): RecipientLine[] {
  const person = [client.ap_gender, client.ap_vorname, client.ap_nachname].filter(Boolean).join(' ');
  return [
    { text: client.name, lines: 2 },
    { text: client.name_zusatz, lines: 1 },
    { text: client.ap_nachname ? `z. Hd. ${person}` : null, lines: 2 },
    { text: client.strasse, lines: 1 },
    { text: [client.plz, client.ort].filter(Boolean).join(' '), lines: 1 },
  ].filter((line): line is RecipientLine => Boolean(line.text && line.text.trim()));
}

/** The letterhead's and the return address's line of the issuer. */
export const senderLine = (issuer: Issuer) => [issuer.name, ...issuerAddressLines(issuer)].join(' · ');

/** The footer: address, tax numbers, bank account, company register. */
export function footerColumns(issuer: Issuer | null): FooterColumn[] {
  if (!issuer) return [];
  const columns: FooterColumn[] = [{ lines: [issuer.name, ...issuerAddressLines(issuer)], named: true }];
  const tax = [
    issuer.steuernummer ? `Steuernummer: ${issuer.steuernummer}` : null,
    issuer.ustId ? `USt-IdNr.: ${issuer.ustId}` : null,
  ].filter((line): line is string => line !== null);
  if (tax.length > 0) columns.push({ lines: tax });
  if (issuer.bank) {
    columns.push({
      lines: [
        issuer.bank.bankName ?? null,
        `IBAN: ${issuer.bank.iban.replace(/(.{4})/g, '$1 ').trim()}`,
        issuer.bank.bic ? `BIC: ${issuer.bank.bic}` : null,
      ].filter((line): line is string => line !== null),
    });
  }
  if (issuer.company) columns.push({ lines: [issuerCompanyLine(issuer.company)], company: true });
  return columns;
}

function infoRows(input: LetterInput, words: { number: string; date: string }): TermRow[] {
  const { kind, document, client, issuer } = input;
  const terms = kind === 'rechnung' ? (input.terms ?? null) : null;
  const leDate = 'le_date' in document ? document.le_date : null;
  const rows: (TermRow | null)[] = [
    { term: words.number, value: String(document.id) },
    { term: words.date, value: formatDate(documentDate(document)) },
    kind === 'rechnung' ? { term: 'Leistungsdatum', value: formatDate(leDate) || '–' } : null,
    kind === 'rechnung' && terms?.le_von && terms.le_bis
      ? { term: 'Leistungszeitraum', value: `${formatDate(terms.le_von)} – ${formatDate(terms.le_bis)}` }
      : null,
    client ? { term: 'Kundennummer', value: String(client.client_id) } : null,
    { term: 'Bearbeiter', value: document.bearbeiter ?? '–' },
    issuer?.contact?.phone ? { term: 'Telefon', value: issuer.contact.phone } : null,
    issuer?.contact?.email ? { term: 'E-Mail', value: issuer.contact.email } : null,
  ];
  return rows.filter((row): row is TermRow => row !== null);
}

/** Payment terms with Skonto (§14 Abs. 4 Nr. 7), tax notes (§13b, §14a, exemption) and the retention note (Nr. 9). */
function invoiceNotes(terms: InvoiceTerms, payableCents: number, issued: string, positions: readonly Position[]) {
  const skonto =
    terms.skonto_prozent !== null && terms.skonto_tage !== null
      ? ` Bei Zahlung innerhalb von ${terms.skonto_tage} Tagen gewähren wir ${formatGermanNumber(terms.skonto_prozent)} % Skonto (${formatEuroCents(Math.round((payableCents * terms.skonto_prozent) / 100))}).`
      : '';
  return [
    terms.art !== 'gutschrift'
      ? `Zahlbar innerhalb von ${terms.zahlungsziel_tage} Tagen ohne Abzug, bis zum ${formatDate(dueDateOf(issued, terms.zahlungsziel_tage))}.${skonto}`
      : null,
    terms.ust_kategorie === 'AE'
      ? `${REVERSE_CHARGE_NOTE} (§ 13b UStG). USt-IdNr. des Leistungsempfängers: ${terms.kaeufer_ustid ?? '–'}`
      : null,
    terms.ust_kategorie === 'E' ? (terms.befreiungsgrund ?? 'Steuerbefreite Leistung.') : null,
    showsRetentionNote(terms, positions) ? RETENTION_NOTE : null,
  ].filter((note): note is string => note !== null);
}

/** The letter's content: the one description the print view and the PDF both lay out. */
export function letterContent(input: LetterInput): LetterContent {
  const { kind, issuer, client, document } = input;
  const terms = kind === 'rechnung' ? (input.terms ?? null) : null;
  const words = terms ? { ...WORDS.rechnung, title: INVOICE_KINDS[terms.art].label } : WORDS[kind];
  const sorted = [...input.positions].sort((a, b) => a.lfd_nr - b.lfd_nr);
  const vatRate = terms && terms.ust_kategorie !== 'S' ? 0 : document.ust_satz;
  const amounts = invoiceAmounts(sorted, vatRate, terms?.abzuege ?? []);
  const rate = `${formatGermanNumber(vatRate)} %`;
  const totals: TermRow[] = [
    { term: `Nettobetrag zu ${rate}`, value: formatEuroCents(amounts.netCents) },
    { term: `zzgl. ${rate} Umsatzsteuer`, value: formatEuroCents(amounts.vatCents) },
    { term: words.total, value: formatEuroCents(amounts.grossCents), strong: true },
  ];
  // §14 Abs. 5 UStG: the partial invoices deducted, each with its VAT, and what is left to pay.
  if (terms && terms.abzuege.length > 0) {
    for (const deduction of terms.abzuege) {
      totals.push({
        term: `abzüglich Abschlagsrechnung Nr. ${deduction.rechnung_id} vom ${formatDate(deduction.rn_datum)} (netto ${formatEuroCents(deduction.netto_cent)}, USt ${formatEuroCents(deduction.ust_cent)})`,
        value: formatEuroCents(-(deduction.netto_cent + deduction.ust_cent)),
      });
    }
    totals.push({ term: 'Noch zu zahlen', value: formatEuroCents(amounts.payableCents), strong: true });
  }
  const reference =
    terms?.art === 'gutschrift' && terms.bezug_id !== null
      ? `Stornorechnung zur Rechnung Nr. ${terms.bezug_id}${terms.bezug_datum ? ` vom ${formatDate(terms.bezug_datum)}` : ''}: die folgenden Beträge werden Ihnen gutgeschrieben.`
      : null;
  const intro = [document.anrede, document.anschreiben].filter((text): text is string => Boolean(text));
  const notes = [
    ...(terms ? invoiceNotes(terms, amounts.payableCents, documentDate(document), sorted) : []),
    ...(document.zuerl ? [document.zuerl] : []),
  ];
  const sign = 'sign' in document ? document.sign : null;
  const positions: PositionRow[] = sorted.map((position, index) => ({
    key: position.id,
    nr: String(position.lfd_nr),
    quantity: formatGermanNumber(position.anzahl),
    unit: position.einheit ?? '',
    title: position.bez,
    // requirements §5: a null erl_on counts as 'true'.
    explanationTitle: position.erl_on !== false ? position.erl_titel || null : null,
    explanation: position.erl_on !== false ? position.erl || null : null,
    price: formatEuroCents(Math.round(position.ep * 100)),
    total: formatEuroCents(amounts.lineCents[index] ?? 0),
    totalCents: amounts.lineCents[index] ?? 0,
  }));
  return {
    title: words.title,
    issuer,
    recipient: client ? recipientLines(client) : null,
    info: infoRows(input, words),
    subject: `${words.title} Nr. ${document.id}`,
    reference,
    intro,
    positions,
    table: positionsTable(positions),
    totals,
    // What is left to pay, as the totals and the payment terms name it; a credit note is paid out, not in.
    giroCode:
      kind === 'rechnung' && terms?.art !== 'gutschrift'
        ? { amountCents: amounts.payableCents, remittance: invoiceRemittance(document.id) }
        : null,
    notes,
    signature:
      sign === null
        ? null
        : sign === 'ohne'
          ? { kind: 'none', text: 'Dieses Angebot wurde maschinell erstellt und ist ohne Unterschrift gültig.' }
          : {
              kind: 'line',
              greeting: 'Mit freundlichen Grüßen',
              name: sign === 'bearbeiter' ? (document.bearbeiter ?? 'Bearbeiter/in') : 'Geschäftsführung',
            },
    footer: footerColumns(issuer),
  };
}
