/**
 * What DocumentEditor's docs page says first, in German (.storybook/docs/Guidance.tsx): kept beside the
 * stories, which it would otherwise push past 400 lines.
 */
export const leitfaden = {
  zweck:
    'Hier bearbeitet die Administration ein Angebot oder eine Rechnung: Briefkopf mit Kunde, Datum, Anrede, Texten und Steuersatz, die Positionen mit Summen. Rechnungen werden archiviert (danach nur lesbar), Angebote in Rechnungen umgewandelt; dazu Druck, E-Rechnung, Zahlungen und Versand.',
  rollen: ['Administrator'],
  spezifikation:
    'requirements §2 (Back office › Angebote und Rechnungen), §3 Rechnung, Angebot, Position, §4 (archivierte Rechnung nur lesbar), §5, §7 a_update_invoice_details, a_update_offer_details, a_set_archive_for_rn',
  tun: [
    'Vor dem Archivieren sagen, was es bedeutet, offene Änderungen zuerst speichern und fehlende Pflichtangaben nach § 14 UStG in der Rückfrage nennen.',
    'Platzhalter wie {nachname} aus dem Ansprechpartner füllen; bleibt einer übrig, am Feld warnen und nicht speichern.',
    'Vor dem Drucken mit ungespeicherten Änderungen fragen; „Speichern und drucken“ speichert zuerst.',
  ],
  lassen: [
    'Eine archivierte Rechnung nicht mehr bearbeitbar machen: Korrekturen laufen über eine Stornorechnung und eine neue Rechnung.',
    'Bei abgelehntem Speichern nichts Eingetragenes verwerfen; ein Doppelklick speichert nur einmal.',
  ],
};
