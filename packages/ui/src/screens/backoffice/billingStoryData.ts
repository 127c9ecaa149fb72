import { defaultInvoiceTerms } from '../../model/billing/einvoice';
import type { Issuer } from '../../model/billing/issuer';
import type { LetterInput } from '../../model/billing/letterLayout/letterContent';
import type { Angebot, Client, Rechnung, RechnungPosition } from '../../model/entities';
import { storyClient } from './storyData';

/** Story fixtures of the billing screens: the issuer as config.json's `issuer` key gives it. */
export const STORY_ISSUER: Issuer = {
  name: 'APUS Forstvermessung GmbH',
  addressLines: ['Eberswalder Straße 12'],
  postcode: '16225',
  city: 'Eberswalde',
  countryCode: 'DE',
  steuernummer: '065/108/04711',
  ustId: 'DE287654321',
  bank: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bankName: 'Commerzbank Eberswalde' },
  contact: { name: 'Katrin Vogt', email: 'rechnung@apus-forst.example', phone: '03334 281790' },
  company: {
    registerCourt: 'Amtsgericht Frankfurt (Oder)',
    registerNumber: 'HRB 14207 FF',
    managingDirectors: ['Jana Albrecht', 'Tobias Wendt'],
  },
};

/** The invoiced client: a town, written to without a contact person. */
export const STORY_BILLED_CLIENT: Client = {
  client_id: 3,
  name: 'Stadt Calw',
  strasse: 'Marktplatz 9',
  plz: '75365',
  ort: 'Calw',
  ap_gender: null,
  ap_vorname: null,
  ap_nachname: null,
  ap_tel: null,
  name_zusatz: null,
  bundesland: 'BW',
  epsg: 25832,
};

export const STORY_INVOICE: Rechnung = {
  id: 2025017,
  bearbeiter: 'Katrin Vogt',
  le_date: '2025-03-10',
  rn_datum: '2025-03-14',
  anrede: 'Sehr geehrte Frau Köhler,',
  anschreiben: 'für die Vermessung der Rückegassen im Stadtwald Calw berechnen wir Ihnen:',
  zuerl: 'Bitte überweisen Sie den Betrag innerhalb von 14 Tagen ohne Abzug.\n\nMit freundlichen Grüßen',
  ust_satz: 19,
  client_id: 1,
  archiviert: false,
};

export const STORY_OFFER: Angebot = {
  id: 2025042,
  bearbeiter: 'Katrin Vogt',
  an_datum: '2025-02-03',
  anrede: 'Sehr geehrte Frau Köhler,',
  anschreiben: 'gern bieten wir Ihnen die Vermessung der Rückegassen im Stadtwald Calw an:',
  zuerl: 'Das Angebot gilt vier Wochen.',
  ust_satz: 19,
  status: 'versendet',
  sign: 'bearbeiter',
  client_id: 1,
};

/** Positions of STORY_INVOICE: decimal quantities, an explanation, and a credit line. */
export function storyPositions(rechnungId: number): RechnungPosition[] {
  const base = { rechnung_id: rechnungId, erl: null, erl_on: null, erl_titel: null };
  return [
    { ...base, id: 1, lfd_nr: 1, anzahl: 12.75, einheit: 'km', bez: 'Vermessung Rückegassen (GNSS)', ep: 65 },
    {
      ...base,
      id: 2,
      lfd_nr: 2,
      anzahl: 2.5,
      einheit: 'Std.',
      bez: 'Auswertung und Kartierung',
      ep: 48.9,
      erl_titel: 'Leistungsbeschreibung',
      erl: 'Übernahme der Messpunkte in das Liegenschaftskataster, Abgleich mit der Forstgrundkarte.',
      erl_on: true,
    },
    { ...base, id: 3, lfd_nr: 3, anzahl: 1, einheit: 'pauschal', bez: 'Anfahrt', ep: 85 },
    { ...base, id: 4, lfd_nr: 4, anzahl: 1, einheit: null, bez: 'Gutschrift aus Rechnung 2024311', ep: -100 },
  ];
}

/**
 * An invoice whose letter takes three pages, as the invoice PDF bench (scripts/bench/invoicePdfPage)
 * and the letter PDF tests draw it: STORY_INVOICE to its client with forty positions, every fifth
 * with a description (45 take four pages).
 */
export const THREE_PAGE_INVOICE = {
  kind: 'rechnung',
  issuer: STORY_ISSUER,
  client: storyClient({ client_id: 1 }),
  document: STORY_INVOICE,
  positions: Array.from({ length: 40 }, (_, index): RechnungPosition => ({
    rechnung_id: STORY_INVOICE.id,
    id: index + 1,
    lfd_nr: index + 1,
    anzahl: 2,
    einheit: 'Std.',
    bez: `Aufnahme Bestand Abteilung ${index + 1}`,
    erl_titel: index % 5 === 0 ? 'Leistungsbeschreibung' : null,
    erl: index % 5 === 0 ? 'Aufnahme der Probekreise nach Verfahrensanweisung, Auswertung und Bericht.' : null,
    erl_on: null,
    ep: 48.5,
  })),
  terms: defaultInvoiceTerms(STORY_INVOICE.id),
} satisfies LetterInput;
