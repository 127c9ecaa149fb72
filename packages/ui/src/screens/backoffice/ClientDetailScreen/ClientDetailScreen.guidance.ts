/**
 * What ClientDetailScreen's docs page says first, in German (.storybook/docs/Guidance.tsx): kept beside the
 * stories, which it would otherwise push past 400 lines.
 */
export const leitfaden = {
  zweck:
    'Die Seite eines Kunden in der Verwaltung: Stammdaten, Bundesland und Koordinatensystem, E-Rechnung, Debitorennummer, Kataster und Projektordner, offene Posten, Fläche seiner Karten und seine Nutzer. Hier wird ein Kunde auch deaktiviert und wieder aktiviert.',
  rollen: ['Administrator'],
  spezifikation:
    'requirements §2 (Back office › Kunden), §3 Client, §7 a_get_client_details, a_update_client_details, a_set_projektordner, a_set_client_active, PATCH /kunde',
  tun: [
    'Bundesland und Koordinatensystem jeweils einzeln speichern; passt das EPSG nicht zum Land, das sagen und den Vorschlag zum Übernehmen anbieten.',
    'Vor dem Deaktivieren fragen und sagen, was bleibt: Dokumente, Karten und Nutzer bleiben erhalten, nur für neue Arbeit steht der Kunde nicht mehr zur Wahl.',
  ],
  lassen: [
    'Gescheitertes Speichern nicht nur als flüchtige Meldung zeigen: Der Grund steht im betroffenen Abschnitt, mit dem Text des Datendienstes als Detailzeile.',
    'Die Nutzertabelle nicht in eine Spalte zwängen: Sie braucht die ganze Breite, sonst werden ihre Schaltflächen abgeschnitten.',
  ],
};
