import type { Issuer } from '../../model/billing/issuer';
import type { Angebot, Client, Rechnung, RechnungPosition } from '../../model/entities';

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
