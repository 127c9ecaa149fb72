/**
 * The live checklist of §14 Abs. 4 UStG beside the invoice editor:
 * every mandatory item of an invoice, ticked or named as missing in German. Pure, so the
 * editor recomputes it on every keystroke.
 */
import type { Client, Position, Rechnung } from '../entities';
import { formatGermanNumber } from '../germanNumber';
import { type EditableTerms, showsRetentionNote } from './einvoice';
import type { Issuer } from './issuer';

export type InvoiceChecklistId =
  | 'aussteller'
  | 'empfaenger'
  | 'steuernummer'
  | 'ausstellungsdatum'
  | 'rechnungsnummer'
  | 'leistung'
  | 'leistungsdatum'
  | 'entgelt'
  | 'minderung'
  | 'steuer'
  | 'steuerschuldner'
  | 'aufbewahrung'
  | 'gesellschaft';

export interface InvoiceChecklistItem {
  id: InvoiceChecklistId;
  /** German name of the mandatory item. */
  label: string;
  /** The paragraph it implements, e.g. '§ 14 Abs. 4 Nr. 1 UStG'. */
  norm: string;
  ok: boolean;
  /** German: what is missing; only when `ok` is false. */
  missing?: string;
}

export interface InvoiceChecklistInput {
  /** From config.json; null when the key is missing. */
  issuer: Issuer | null;
  client: Pick<Client, 'name' | 'strasse' | 'plz' | 'ort'> | null;
  invoice: Pick<Rechnung, 'id' | 'rn_datum' | 'le_date' | 'ust_satz' | 'zuerl'>;
  positions: readonly Pick<Position, 'anzahl' | 'bez' | 'ep'>[];
  /** The invoice's terms (`invoiceTermsOf`); without them the list has no Skonto item and no retention note. */
  terms?: EditableTerms;
}

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** Names the parts of a list that are missing: "Straße und PLZ". */
function listMissing(parts: [string, boolean][]): string | undefined {
  const missing = parts.filter(([, present]) => !present).map(([name]) => name);
  if (missing.length === 0) return undefined;
  if (missing.length === 1) return missing[0];
  return `${missing.slice(0, -1).join(', ')} und ${missing[missing.length - 1]}`;
}

function item(id: InvoiceChecklistId, label: string, nr: string, missing: string | undefined): InvoiceChecklistItem {
  const norm = nr.startsWith('§') ? nr : `§ 14 Abs. 4 Nr. ${nr} UStG`;
  return missing === undefined ? { id, label, norm, ok: true } : { id, label, norm, ok: false, missing };
}

function issuerItem(issuer: Issuer | null): string | undefined {
  if (!issuer) return 'Angaben zum Rechnungsaussteller fehlen in der Konfiguration (Schlüssel „issuer“).';
  const gap = listMissing([
    ['Name', filled(issuer.name)],
    ['Straße', issuer.addressLines.some(filled)],
    ['PLZ', filled(issuer.postcode)],
    ['Ort', filled(issuer.city)],
  ]);
  return gap && `Beim Rechnungsaussteller fehlt: ${gap}.`;
}

function clientItem(client: InvoiceChecklistInput['client']): string | undefined {
  if (!client) return 'Kein Kunde gewählt.';
  const gap = listMissing([
    ['Name', filled(client.name)],
    ['Straße', filled(client.strasse)],
    ['PLZ', filled(client.plz)],
    ['Ort', filled(client.ort)],
  ]);
  return gap && `Beim Kunden fehlt: ${gap}.`;
}

type ChecklistPosition = InvoiceChecklistInput['positions'][number];

/** The 1-based places of the positions a predicate picks, as German text: "2 und 5". */
function positionsWhere(positions: InvoiceChecklistInput['positions'], pick: (p: ChecklistPosition) => boolean) {
  return listMissing(
    positions.flatMap((p, index) => (pick(p) ? [[String(index + 1), false] as [string, boolean]] : [])),
  );
}

function serviceItem(positions: InvoiceChecklistInput['positions']): string | undefined {
  if (positions.length === 0) return 'Die Rechnung hat noch keine Position.';
  const withoutText = positionsWhere(positions, (p) => !filled(p.bez));
  if (withoutText) return `Position ${withoutText} ohne Beschreibung der Leistung.`;
  const withoutQuantity = positionsWhere(positions, (p) => !Number.isFinite(p.anzahl) || p.anzahl === 0);
  return withoutQuantity && `Position ${withoutQuantity} ohne Menge.`;
}

function netItem(positions: InvoiceChecklistInput['positions']): string | undefined {
  if (positions.length === 0) return 'Ohne Positionen gibt es keinen Nettobetrag.';
  const unpriced = positionsWhere(positions, (p) => !Number.isFinite(p.ep));
  return unpriced && `Position ${unpriced} ohne Einzelpreis.`;
}

/** §14 Abs. 4 Nr. 8: at 0 % the invoice must say why no VAT is charged. */
const EXEMPTION_NOTE = /steuerfrei|befrei|§\s*(4|13b|19)\b|steuerschuldnerschaft|reverse charge/i;

function taxItem(invoice: InvoiceChecklistInput['invoice'], terms: InvoiceChecklistInput['terms']): string | undefined {
  const rate = invoice.ust_satz;
  if (!Number.isFinite(rate) || rate < 0) return 'Kein gültiger Steuersatz angegeben.';
  if (terms?.ust_kategorie === 'E')
    return filled(terms.befreiungsgrund) ? undefined : 'Bei einer steuerbefreiten Rechnung fehlt der Befreiungsgrund.';
  if (terms?.ust_kategorie === 'AE') return undefined;
  if (rate === 0 && !EXEMPTION_NOTE.test(invoice.zuerl ?? '')) {
    return 'Bei 0 % fehlt im Schlusstext der Hinweis auf die Steuerbefreiung.';
  }
  return undefined;
}

/** The mandatory items of §14 Abs. 4 UStG for one invoice, in the law's order. */
export function invoiceChecklist({
  issuer,
  client,
  invoice,
  positions,
  terms,
}: InvoiceChecklistInput): InvoiceChecklistItem[] {
  const hasTaxId = issuer !== null && (filled(issuer.steuernummer) || filled(issuer.ustId));
  const hasServiceTime = filled(invoice.le_date) || (filled(terms?.le_von) && filled(terms?.le_bis));
  const skontoGiven = terms ? [terms.skonto_prozent, terms.skonto_tage].filter((v) => v !== null).length : 0;
  const minderung = item(
    'minderung',
    skontoGiven === 2
      ? `Vereinbarte Minderung: ${formatGermanNumber(terms?.skonto_prozent ?? 0)} % Skonto in ${terms?.skonto_tage} Tagen`
      : 'Im Voraus vereinbarte Minderungen (Skonto)',
    '7',
    skontoGiven === 1 ? 'Skonto braucht Prozentsatz und Frist.' : undefined,
  );
  const items: InvoiceChecklistItem[] = [
    item('aussteller', 'Name und Anschrift des Rechnungsausstellers', '1', issuerItem(issuer)),
    item('empfaenger', 'Name und Anschrift des Leistungsempfängers', '1', clientItem(client)),
    item(
      'steuernummer',
      'Steuernummer oder USt-IdNr. des Ausstellers',
      '2',
      hasTaxId
        ? undefined
        : 'Weder Steuernummer noch USt-IdNr. in der Konfiguration („issuer.steuernummer“, „issuer.ustId“).',
    ),
    item('ausstellungsdatum', 'Ausstellungsdatum', '3', filled(invoice.rn_datum) ? undefined : 'Kein Rechnungsdatum.'),
    item(
      'rechnungsnummer',
      'Fortlaufende, einmalige Rechnungsnummer',
      '4',
      invoice.id > 0 ? undefined : 'Die Rechnungsnummer vergibt der Dienst beim Anlegen.',
    ),
    item('leistung', 'Menge und Art der Leistung', '5', serviceItem(positions)),
    item(
      'leistungsdatum',
      'Zeitpunkt oder Zeitraum der Leistung',
      '6',
      hasServiceTime ? undefined : 'Kein Leistungsdatum.',
    ),
    item('entgelt', 'Nettobetrag nach Steuersätzen', '7', netItem(positions)),
    item(
      'steuer',
      Number.isFinite(invoice.ust_satz) && invoice.ust_satz >= 0
        ? `Steuersatz (${formatGermanNumber(invoice.ust_satz)} %) und Steuerbetrag`
        : 'Steuersatz und Steuerbetrag',
      '8',
      taxItem(invoice, terms),
    ),
  ];
  if (terms) items.splice(8, 0, minderung);
  if (terms?.ust_kategorie === 'AE') {
    items.push(
      item(
        'steuerschuldner',
        'Hinweis „Steuerschuldnerschaft des Leistungsempfängers“ und USt-IdNr. des Kunden',
        '§ 14a Abs. 5 UStG',
        filled(terms.kaeufer_ustid) ? undefined : 'Die USt-IdNr. des Kunden fehlt.',
      ),
    );
  }
  if (terms && showsRetentionNote(terms, positions)) {
    items.push(
      item('aufbewahrung', 'Hinweis auf die Aufbewahrungspflicht des Empfängers (wird gedruckt)', '9', undefined),
    );
  }
  if (issuer && /\bGmbH\b/.test(issuer.name)) {
    items.push(
      item(
        'gesellschaft',
        'Registergericht, Registernummer und Geschäftsführer',
        '§ 35a GmbHG',
        issuer.company ? undefined : 'Fehlen in der Konfiguration („issuer.company“ in config.json).',
      ),
    );
  }
  return items;
}

/** How many mandatory items are still missing. */
export function countMissing(items: readonly InvoiceChecklistItem[]): number {
  return items.filter((entry) => !entry.ok).length;
}
