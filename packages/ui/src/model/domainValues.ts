/**
 * Value lists the spec does not show (requirements §4: "Offer status and sign values are not
 * shown", "the status values are not shown"), designed here once so ui, mocks and app
 * agree. Each list is `{ value, label }` with the stored value first and the German
 * label the user reads.
 */

interface Labelled<V extends string | number> {
  readonly value: V;
  readonly label: string;
}

function labelOf<V extends string | number>(list: readonly Labelled<V>[], value: V): string {
  return list.find((entry) => entry.value === value)?.label ?? String(value);
}

/**
 * Beetle record statuses (designed). The review flow: a sighting is reported
 * (gemeldet), an expert takes it up (in_pruefung), may ask the reporter a question
 * (rueckfrage, with its message: a_update_kaefer_with_message), confirms the species (bestaetigt) and publishes it
 * (veroeffentlicht, setting published_from), or rejects it (abgelehnt, which sends the
 * `mail_rejected` mail).
 */
export const BEETLE_STATUSES = [
  { value: 'gemeldet', label: 'Gemeldet' },
  { value: 'in_pruefung', label: 'In Prüfung' },
  { value: 'rueckfrage', label: 'Rückfrage' },
  { value: 'bestaetigt', label: 'Bestätigt' },
  { value: 'veroeffentlicht', label: 'Veröffentlicht' },
  { value: 'abgelehnt', label: 'Abgelehnt' },
] as const;
export type BeetleStatus = (typeof BEETLE_STATUSES)[number]['value'];
export const beetleStatusLabel = (status: BeetleStatus): string => labelOf(BEETLE_STATUSES, status);

/** Offer statuses (designed): the life of an offer from draft to invoice. */
export const OFFER_STATUSES = [
  { value: 'entwurf', label: 'Entwurf' },
  { value: 'versendet', label: 'Versendet' },
  { value: 'angenommen', label: 'Angenommen' },
  { value: 'abgelehnt', label: 'Abgelehnt' },
  { value: 'abgerechnet', label: 'Abgerechnet' },
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number]['value'];
export const offerStatusLabel = (status: OfferStatus): string => labelOf(OFFER_STATUSES, status);

/**
 * Offer `sign` (designed): who signs the printed offer. Read as the signature block of
 * the letter, which is independent of the status: an offer is sent either without a
 * handwritten signature (machine-made, valid without one), signed by its editor
 * (`bearbeiter`), or, for large orders, signed by the management.
 */
export const OFFER_SIGNS = [
  { value: 'ohne', label: 'Ohne Unterschrift (maschinell erstellt)' },
  { value: 'bearbeiter', label: 'Unterschrift Bearbeiter/in' },
  { value: 'geschaeftsfuehrung', label: 'Unterschrift Geschäftsführung' },
] as const;
export type OfferSign = (typeof OFFER_SIGNS)[number]['value'];
export const offerSignLabel = (sign: OfferSign): string => labelOf(OFFER_SIGNS, sign);

/** Map (karte) `status` (designed): the georeferencing work on a scanned map. */
export const MAP_STATUSES = [
  { value: 'neu', label: 'Neu' },
  { value: 'in_bearbeitung', label: 'In Bearbeitung' },
  { value: 'georeferenziert', label: 'Georeferenziert' },
  { value: 'geprueft', label: 'Geprüft' },
] as const;
export type MapStatus = (typeof MAP_STATUSES)[number]['value'];
export const mapStatusLabel = (status: MapStatus): string => labelOf(MAP_STATUSES, status);

/** Map `client_status` (designed): the client's answer once the map is shown to them (`show_client`). */
export const MAP_CLIENT_STATUSES = [
  { value: 'offen', label: 'Offen' },
  { value: 'freigegeben', label: 'Vom Kunden freigegeben' },
  { value: 'beanstandet', label: 'Vom Kunden beanstandet' },
] as const;
export type MapClientStatus = (typeof MAP_CLIENT_STATUSES)[number]['value'];

/** requirements §4: "Map point and survey chart categories: vermessen versus vermutet." Used for `karte.typ`. */
export const SURVEY_CATEGORIES = [
  { value: 'vermessen', label: 'Vermessen' },
  { value: 'vermutet', label: 'Vermutet' },
] as const;
export type SurveyCategory = (typeof SURVEY_CATEGORIES)[number]['value'];

/** requirements §3: "Empty labels are displayed as 'Andere'." */
export const EMPTY_CHART_LABEL = 'Andere';
export function chartLabel(value: string | null | undefined): string {
  return value == null || value.trim() === '' ? EMPTY_CHART_LABEL : value;
}

/**
 * Map `georef_typ` (designed): the transformation types of the georeferencing editor
 * (architecture §3), named as GDAL and QGIS name them.
 */
export const GEOREF_TYPES = [
  { value: 'linear', label: 'Linear' },
  { value: 'helmert', label: 'Helmert' },
  { value: 'polynomial1', label: 'Polynom 1. Ordnung' },
  { value: 'polynomial2', label: 'Polynom 2. Ordnung' },
  { value: 'polynomial3', label: 'Polynom 3. Ordnung' },
  { value: 'projective', label: 'Projektiv' },
  { value: 'tps', label: 'Thin Plate Spline' },
] as const;
export type GeorefType = (typeof GEOREF_TYPES)[number]['value'];
export const georefTypeLabel = (type: GeorefType): string => labelOf(GEOREF_TYPES, type);

/** The 16 German states with their ISO 3166-2:DE codes; `kunde.bundesland` stores the code (designed). */
export const BUNDESLAENDER = [
  { value: 'BW', label: 'Baden-Württemberg' },
  { value: 'BY', label: 'Bayern' },
  { value: 'BE', label: 'Berlin' },
  { value: 'BB', label: 'Brandenburg' },
  { value: 'HB', label: 'Bremen' },
  { value: 'HH', label: 'Hamburg' },
  { value: 'HE', label: 'Hessen' },
  { value: 'MV', label: 'Mecklenburg-Vorpommern' },
  { value: 'NI', label: 'Niedersachsen' },
  { value: 'NW', label: 'Nordrhein-Westfalen' },
  { value: 'RP', label: 'Rheinland-Pfalz' },
  { value: 'SL', label: 'Saarland' },
  { value: 'SN', label: 'Sachsen' },
  { value: 'ST', label: 'Sachsen-Anhalt' },
  { value: 'SH', label: 'Schleswig-Holstein' },
  { value: 'TH', label: 'Thüringen' },
] as const;
export type BundeslandCode = (typeof BUNDESLAENDER)[number]['value'];
export const bundeslandLabel = (code: BundeslandCode): string => labelOf(BUNDESLAENDER, code);
export const isBundesland = (value: unknown): value is BundeslandCode =>
  BUNDESLAENDER.some((land) => land.value === value);

/**
 * The coordinate systems maps and clients use (`karte.epsg`, `kunde.epsg`): the German
 * official systems, ETRS89/UTM today and DHDN/Gauß-Krüger for older maps. Gauß-Krüger
 * zones 2 and 5 cover the far west (Saarland, Eifel) and the far east (Lausitz,
 * Vorpommern), whose old cadastres a client may still bring. Beside them the systems old
 * sheets and Länder surveys come in: UTM with the zone in front of the easting (zE-N, as
 * ALKIS extracts write it), the GDR's Gauß-Krüger on Krassowski's ellipsoid, and Berlin's
 * Soldner system.
 */
export const EPSG_CODES = [
  { value: 25832, label: 'ETRS89 / UTM Zone 32N' },
  { value: 25833, label: 'ETRS89 / UTM Zone 33N' },
  { value: 31466, label: 'DHDN / Gauß-Krüger Zone 2' },
  { value: 31467, label: 'DHDN / Gauß-Krüger Zone 3' },
  { value: 31468, label: 'DHDN / Gauß-Krüger Zone 4' },
  { value: 31469, label: 'DHDN / Gauß-Krüger Zone 5' },
  { value: 4647, label: 'ETRS89 / UTM Zone 32N, Rechtswert mit Zone (zE-N)' },
  { value: 5650, label: 'ETRS89 / UTM Zone 33N, Rechtswert mit Zone (zE-N)' },
  { value: 2398, label: 'Pulkovo 1942(83) / Gauß-Krüger Zone 4 (DDR, Krassowski)' },
  { value: 2399, label: 'Pulkovo 1942(83) / Gauß-Krüger Zone 5 (DDR, Krassowski)' },
  { value: 3068, label: 'DHDN / Soldner Berlin' },
] as const;
export type EpsgCode = (typeof EPSG_CODES)[number]['value'];
export const epsgLabel = (code: EpsgCode): string => labelOf(EPSG_CODES, code);
export const isEpsgCode = (value: unknown): value is EpsgCode => EPSG_CODES.some((code) => code.value === value);
/** The systems as every field offers them, by code and name: "EPSG:25832 – ETRS89 / UTM Zone 32N". */
export const EPSG_OPTIONS = EPSG_CODES.map((code) => ({
  value: code.value,
  label: `EPSG:${code.value} – ${code.label}`,
}));

/**
 * Berufsgruppe values (designed: requirements §3 lists the field, not its values). The seed data
 * imports this list; a value stored before the list changed stays selectable.
 */
export const BERUFSGRUPPEN = [
  'Förster/in',
  'Waldbesitzer/in',
  'Forstwirt/in',
  'Biologe/Biologin',
  'Student/in',
  'Lehrer/in',
  'Landwirt/in',
  'Naturschutzverband',
  'Revierleiter/in',
  'Sonstige',
] as const;

/** The select options for a Berufsgruppe, with a stored value outside the list kept at the end. */
export function berufsgruppeOptions(current: string | null): { value: string; label: string }[] {
  const values: string[] = [...BERUFSGRUPPEN];
  if (current && !values.includes(current)) values.push(current);
  return values.map((value) => ({ value, label: value }));
}
