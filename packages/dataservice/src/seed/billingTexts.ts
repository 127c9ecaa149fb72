import type { Freitext, PositionTemplate } from '@waldmonitor/ui/model';

/** Reusable positions (a_get_position_tmpl): the services the office bills. */
export const POSITION_TEMPLATES: readonly PositionTemplate[] = [
  { id: 1, bez: 'Scan historischer Karte bis DIN A0, 400 dpi', einheit: 'Stk.', ep: 38.5, erl: null, erl_titel: null },
  {
    id: 2,
    bez: 'Georeferenzierung historischer Karte',
    einheit: 'Stk.',
    ep: 85,
    erl: 'Passpunktbestimmung, Transformation und Qualitätsbericht (RMSE) je Kartenblatt.',
    erl_titel: 'Leistungsumfang',
  },
  { id: 3, bez: 'Digitalisierung Dränstränge', einheit: 'km', ep: 142, erl: null, erl_titel: null },
  { id: 4, bez: 'Einmessung Schacht / Ausmündung (GNSS)', einheit: 'Stk.', ep: 24.8, erl: null, erl_titel: null },
  { id: 5, bez: 'Vor-Ort-Begehung mit Auftraggeber', einheit: 'Std.', ep: 78, erl: null, erl_titel: null },
  { id: 6, bez: 'Anfahrtspauschale', einheit: 'pausch.', ep: 65, erl: null, erl_titel: null },
  {
    id: 7,
    bez: 'Borkenkäfer-Monitoring mit Pheromonfallen',
    einheit: 'Monat',
    ep: 310,
    erl: 'Aufstellen, wöchentliche Leerung und Auswertung von bis zu fünf Fallen.',
    erl_titel: 'Hinweis',
  },
  { id: 8, bez: 'Drohnenbefliegung mit Orthofoto', einheit: 'ha', ep: 12.4, erl: null, erl_titel: null },
  { id: 9, bez: 'Aufbereitung Drainagekataster (GIS)', einheit: 'Std.', ep: 72, erl: null, erl_titel: null },
  { id: 10, bez: 'Bereitstellung Kataster-Webzugang', einheit: 'Jahr', ep: 480, erl: null, erl_titel: null },
  { id: 11, bez: 'Projektleitung und Abstimmung', einheit: 'Std.', ep: 92, erl: null, erl_titel: null },
  { id: 12, bez: 'Gutachten Käferbefall Einzelbestand', einheit: 'Stk.', ep: 560, erl: null, erl_titel: null },
];

/** Free texts for the letter (a_get_all_freitexte). */
export const FREITEXTE: readonly Freitext[] = [
  { id: 1, feld: 'anrede', titel: 'Allgemein', text: 'Sehr geehrte Damen und Herren,' },
  { id: 2, feld: 'anrede', titel: 'Ansprechpartnerin', text: 'Sehr geehrte Frau {nachname},' },
  { id: 3, feld: 'anrede', titel: 'Ansprechpartner', text: 'Sehr geehrter Herr {nachname},' },
  {
    id: 4,
    feld: 'anschreiben',
    titel: 'Rechnung Standard',
    text: 'für die in Ihrem Auftrag erbrachten Leistungen erlauben wir uns, wie folgt abzurechnen:',
  },
  {
    id: 5,
    feld: 'anschreiben',
    titel: 'Angebot Standard',
    text: 'vielen Dank für Ihre Anfrage. Gern unterbreiten wir Ihnen folgendes Angebot:',
  },
  {
    id: 6,
    feld: 'anschreiben',
    titel: 'Abschlagsrechnung',
    text: 'entsprechend dem vereinbarten Zahlungsplan stellen wir Ihnen die folgende Abschlagsrechnung:',
  },
  {
    id: 7,
    feld: 'zuerl',
    titel: 'Zahlungsziel 14 Tage',
    text: 'Bitte überweisen Sie den Rechnungsbetrag innerhalb von 14 Tagen ohne Abzug. Mit freundlichen Grüßen',
  },
  {
    id: 8,
    feld: 'zuerl',
    titel: 'Angebotsbindung',
    text: 'An dieses Angebot halten wir uns 8 Wochen gebunden. Wir freuen uns auf Ihren Auftrag. Mit freundlichen Grüßen',
  },
];
