/**
 * What an XRechnung export is made from, and the rules (EN 16931, XRechnung, PEPPOL) it is
 * checked against: the writer (xrechnungUbl.ts) refuses an invoice that breaks any of them.
 */
import type { Client, Position, Rechnung } from '../entities';
import {
  type ClientEInvoice,
  hasControlChars,
  INVOICE_KINDS,
  type InvoiceTerms,
  leitwegIdProblem,
  unitCodeOf,
} from './einvoice';
import type { Issuer } from './issuer';

export interface XRechnungInput {
  issuer: Issuer;
  client: Client;
  invoice: Rechnung;
  positions: readonly Position[];
  /** The client's e-invoice address (BT-49) and Leitweg-ID (BT-10); null until entered. */
  einvoice: ClientEInvoice | null;
  /** Kind, payment terms, service period and VAT category of the invoice. */
  terms: InvoiceTerms;
}

/** A rule the invoice would break, by its id in the EN 16931 / XRechnung / PEPPOL rules, in German. */
export interface XRechnungFinding {
  rule: string;
  message: string;
}

/** An export refused because the invoice would break a rule; `problems` are German. */
export class XRechnungError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Die XRechnung kann nicht erstellt werden: ${problems.join(' ')}`);
    this.name = 'XRechnungError';
  }
}

const CLIENT_PLACE = 'in den Kundendetails unter „E-Rechnung“';
const CONFIG_PLACE = 'in config.json';
const blank = (text: string | null | undefined) => !text || text.trim() === '';

function issuerFindings({ issuer }: XRechnungInput): XRechnungFinding[] {
  const findings: XRechnungFinding[] = [];
  const add = (rule: string, message: string) => findings.push({ rule, message });
  if (!issuer.contact?.email) {
    add(
      'PEPPOL-EN16931-R020',
      `Die elektronische Adresse des Ausstellers fehlt („issuer.contact.email“ ${CONFIG_PLACE}).`,
    );
  }
  if (!issuer.contact) add('BR-DE-2', `Die Kontaktangaben des Ausstellers fehlen („issuer.contact“ ${CONFIG_PLACE}).`);
  else {
    if (!issuer.contact.phone)
      add('BR-DE-6', `Die Telefonnummer des Ausstellers fehlt („issuer.contact.phone“ ${CONFIG_PLACE}).`);
    if (!issuer.contact.email)
      add('BR-DE-7', `Die E-Mail-Adresse des Ausstellers fehlt („issuer.contact.email“ ${CONFIG_PLACE}).`);
  }
  if (!issuer.bank) add('BR-DE-1', `Die Bankverbindung des Ausstellers fehlt („issuer.bank“ ${CONFIG_PLACE}).`);
  if (!issuer.ustId && !issuer.steuernummer) {
    add(
      'BR-DE-16',
      `Im Aussteller fehlen Steuernummer und USt-IdNr. („issuer.steuernummer“, „issuer.ustId“ ${CONFIG_PLACE}).`,
    );
  }
  if (!issuer.ustId && !issuer.company) {
    add(
      'BR-CO-26',
      `Der Aussteller braucht eine USt-IdNr. oder eine Registernummer („issuer.ustId“ oder „issuer.company“ ${CONFIG_PLACE}).`,
    );
  }
  return findings;
}

function buyerFindings({ client, einvoice }: XRechnungInput): XRechnungFinding[] {
  const findings: XRechnungFinding[] = [];
  if (!einvoice || blank(einvoice.e_adresse)) {
    findings.push({
      rule: 'PEPPOL-EN16931-R010',
      message: `Beim Kunden „${client.name}“ fehlt die Adresse für E-Rechnungen (BT-49); bitte ${CLIENT_PLACE} eintragen.`,
    });
  } else if (einvoice.e_schema === '0204' && leitwegIdProblem(einvoice.e_adresse)) {
    findings.push({
      rule: 'Leitweg-ID',
      message: `Die E-Rechnungsadresse des Kunden ist keine gültige Leitweg-ID; bitte ${CLIENT_PLACE} prüfen.`,
    });
  }
  if (einvoice?.leitweg_id && leitwegIdProblem(einvoice.leitweg_id)) {
    findings.push({
      rule: 'Leitweg-ID',
      message: `Die Leitweg-ID des Kunden ist ungültig; bitte ${CLIENT_PLACE} prüfen.`,
    });
  }
  if (blank(client.ort))
    findings.push({ rule: 'BR-DE-8', message: `Beim Kunden fehlt der Ort; bitte in den Kundendetails eintragen.` });
  if (blank(client.plz))
    findings.push({ rule: 'BR-DE-9', message: `Beim Kunden fehlt die PLZ; bitte in den Kundendetails eintragen.` });
  return findings;
}

function termFindings({ invoice, terms, issuer }: XRechnungInput): XRechnungFinding[] {
  const findings: XRechnungFinding[] = [];
  const add = (rule: string, message: string) => findings.push({ rule, message });
  if (!invoice.le_date && !(terms.le_von && terms.le_bis)) {
    add(
      'UStG-14-4-6',
      'Die Rechnung braucht ein Leistungsdatum oder einen Leistungszeitraum (§ 14 Abs. 4 Nr. 6 UStG); bitte im Rechnungskopf eintragen.',
    );
  }
  if ((terms.le_von === null) !== (terms.le_bis === null)) {
    add('UStG-14-4-6', 'Der Leistungszeitraum braucht Beginn und Ende.');
  }
  if (terms.le_von && terms.le_bis && terms.le_bis < terms.le_von) {
    add('BR-29', 'Der Leistungszeitraum endet vor seinem Beginn.');
  }
  if ((terms.skonto_prozent === null) !== (terms.skonto_tage === null)) {
    add('BR-DE-18', 'Skonto braucht Prozentsatz und Frist in Tagen.');
  }
  if (terms.ust_kategorie === 'S' && !(invoice.ust_satz > 0)) {
    add('BR-S-05', 'Beim Regelsteuersatz muss der Steuersatz größer als 0 % sein.');
  }
  if (terms.ust_kategorie !== 'S' && invoice.ust_satz !== 0) {
    add(
      terms.ust_kategorie === 'AE' ? 'BR-AE-05' : 'BR-E-05',
      'Steuerbefreite Rechnungen und § 13b-Rechnungen haben 0 % Umsatzsteuer.',
    );
  }
  if (terms.ust_kategorie === 'E' && blank(terms.befreiungsgrund)) {
    add('BR-E-10', 'Bei einer steuerbefreiten Rechnung fehlt der Befreiungsgrund; bitte im Rechnungskopf angeben.');
  }
  if (terms.ust_kategorie === 'AE' && (blank(terms.kaeufer_ustid) || !issuer.ustId)) {
    add(
      'BR-AE-02',
      'Bei Steuerschuldnerschaft des Leistungsempfängers braucht es die USt-IdNr. des Kunden und des Ausstellers.',
    );
  }
  if (terms.art === 'gutschrift' && terms.bezug_id === null) {
    add('BG-3', 'Eine Stornorechnung nennt die Rechnung, die sie korrigiert.');
  }
  if (terms.art === 'schluss' && terms.abzuege.length === 0) {
    add('UStG-14-5', 'Eine Schlussrechnung nennt die Abschlagsrechnungen, die sie abzieht.');
  }
  return findings;
}

function contentFindings({ invoice, positions, client, einvoice, terms }: XRechnungInput): XRechnungFinding[] {
  const findings: XRechnungFinding[] = [];
  if (!invoice.rn_datum) findings.push({ rule: 'BR-2', message: 'Die Rechnung hat kein Rechnungsdatum.' });
  if (positions.length === 0) findings.push({ rule: 'BR-16', message: 'Die Rechnung hat keine Position.' });
  for (const position of positions) {
    if (unitCodeOf(position.einheit) === undefined) {
      findings.push({
        rule: 'BR-CL-23',
        message: `Die Einheit „${position.einheit ?? ''}“ von Position ${position.lfd_nr} ist keine bekannte Einheit (Stück, Stunde, Tag, Woche, Monat, Jahr, km, m, ha, m², pauschal).`,
      });
    }
  }
  const texts = [
    invoice.anrede,
    invoice.anschreiben,
    invoice.zuerl,
    client.name,
    client.strasse,
    client.ort,
    einvoice?.e_adresse,
    terms.befreiungsgrund,
    ...positions.flatMap((p) => [p.bez, p.erl, p.erl_titel, p.einheit]),
  ];
  if (texts.some((text) => text && hasControlChars(text))) {
    findings.push({
      rule: 'XML-1.0-Char',
      message: 'Ein Text der Rechnung enthält ein Steuerzeichen; bitte den Text neu eintippen.',
    });
  }
  if (!INVOICE_KINDS[terms.art]) findings.push({ rule: 'BR-DE-17', message: 'Unbekannte Rechnungsart.' });
  return findings;
}

/** Every rule the export would break, with its rule id; empty when the export can run. */
export function xrechnungFindings(input: XRechnungInput): XRechnungFinding[] {
  return [...buyerFindings(input), ...issuerFindings(input), ...termFindings(input), ...contentFindings(input)];
}

/** The findings' German messages. */
export function xrechnungProblems(input: XRechnungInput): string[] {
  return xrechnungFindings(input).map((finding) => finding.message);
}
