/**
 * What NewDocumentDialog's docs page says first, in German (.storybook/docs/Guidance.tsx): kept beside the
 * stories, which it would otherwise push past 400 lines.
 */
export const leitfaden = {
  zweck:
    'Der Dialog „Angebot anlegen“ bzw. „Rechnung anlegen“ in den Listen der Verwaltung und „Rechnung aus Angebot …“ in der Bearbeitung eines Angebots: Kunde, Datum nicht vor dem Mindestdatum des Datendienstes und Umsatzsteuersatz.',
  rollen: ['Administrator'],
  spezifikation:
    'requirements §2 (Back office › Angebote und Rechnungen), §5 (Mindestdatum), §7 a_add_offer, a_add_invoice, a_get_min_an_datum_for_new_offer, a_get_min_rn_datum_for_new_invoice, a_convert_offer_to_invoice',
  tun: [
    'Ein Datum vor dem Mindestdatum am Feld auf Deutsch ablehnen und nichts senden.',
    'Ist das Angebot schon abgerechnet, das sagen und eine weitere Rechnung erst nach ausdrücklicher Bestätigung erstellen.',
  ],
  lassen: [
    'Nach einer gescheiterten Umwandlung den Dialog nicht schließen: Es ist nichts entstanden, ein neuer Versuch ist sicher.',
    'Nicht alle Kunden laden: Der Kunde wird beim Datendienst gesucht.',
  ],
};
