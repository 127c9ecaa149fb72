import type { ReminderContent, ReminderRow } from '../../model/contract/rpc/billing';
import { STORY_ISSUER } from './billingStoryData';

/** A first Mahnung for two invoices, one partly paid: the reminder stories' and the PDF test's. */
export const CONTENT: ReminderContent = {
  nummer: 3,
  datum: '2026-11-27',
  zinsen_bis: '2026-11-27',
  frist: '2026-12-07',
  stufe: 2,
  bezeichnung: '1. Mahnung',
  gebuehr: 5,
  aussteller: STORY_ISSUER,
  kunde: {
    client_id: 1,
    name: 'Stadt Calw',
    name_zusatz: 'Amt für Forsten',
    strasse: 'Marktplatz 9',
    plz: '75365',
    ort: 'Calw',
    ap_gender: 'Frau',
    ap_vorname: 'Sabine',
    ap_nachname: 'Köhler',
    verbraucher: false,
  },
  posten: [
    {
      rechnung_id: 12,
      rn_datum: '2026-09-15',
      faellig_am: '2026-10-15',
      zahlbetrag: 1113.84,
      bezahlt: 0,
      offen: 1113.84,
      zinsen: 11.27,
      pauschale: 40,
      stufe: 1,
    },
    {
      rechnung_id: 30,
      rn_datum: '2026-09-01',
      faellig_am: '2026-10-01',
      zahlbetrag: 620.5,
      bezahlt: 200,
      offen: 420.5,
      zinsen: 5.61,
      pauschale: 0,
      stufe: 2,
    },
  ],
  summe: 1596.22,
};

export const REMINDER: ReminderRow = {
  id: 3,
  inhalt: CONTENT,
  sha256: '9f2c4e0b7a1d3c5e8f6a2b4d0c1e3f5a7b9d2c4e6f8a0b1c3d5e7f9a2b4c6d8e',
  erstellt_von: 'Katrin Vogt',
  erstellt_am: '2026-11-27T09:14:00+01:00',
};
