import { EPSG_CODES, bundeslandLabel, isBundesland, type BundeslandCode, type EpsgCode } from '../domainValues';

/**
 * Which coordinate system fits a client's Bundesland. Decision: the
 * zone the Land's surveying authority keeps its cadastre in (AdV), not the meridian
 * alone. Berlin, Brandenburg, Mecklenburg-Vorpommern and Sachsen keep theirs in UTM zone
 * 33; every other Land in zone 32, Sachsen-Anhalt and Thüringen included, which lie east
 * but chose zone 32 for the whole Land, and Bayern, whose east lies in zone 33 by
 * longitude. Old data (maps drawn before ETRS89) comes in the Gauß-Krüger zones that
 * crossed the Land; those are accepted too, but not suggested for new work.
 */
const UTM_33: ReadonlySet<BundeslandCode> = new Set(['BE', 'BB', 'MV', 'SN']);

/**
 * The old systems of each Land's sheets: the Gauß-Krüger zones (DHDN, EPSG 31466–31469) whose
 * strips crossed it; in the former GDR also the Gauß-Krüger zones on Krassowski (Pulkovo
 * 1942(83), 2398 and 2399); in Berlin its Soldner system (3068).
 */
const OLD_SYSTEMS: Readonly<Record<BundeslandCode, readonly EpsgCode[]>> = {
  BW: [31467],
  BY: [31467, 31468],
  BE: [31468, 2398, 3068],
  BB: [31468, 31469, 2398, 2399],
  HB: [31467],
  HH: [31467],
  HE: [31467],
  MV: [31468, 31469, 2398, 2399],
  NI: [31466, 31467, 31468],
  NW: [31466, 31467],
  RP: [31466, 31467],
  SL: [31466],
  SN: [31468, 31469, 2398, 2399],
  ST: [31468, 2398],
  SH: [31467, 31468],
  TH: [31467, 31468, 2398],
};

/** The suggested UTM zone with the zone before the easting (zE-N), as ALKIS extracts write it. */
const ZONE_IN_EASTING = { 25832: 4647, 25833: 5650 } as const;

/** What an old system of a Land is, in the field's sentence. */
function oldSystemName(epsg: EpsgCode, land: string): string {
  if (epsg === 2398 || epsg === 2399) return `ein Gauß-Krüger-Streifen der DDR (Krassowski) in ${land}`;
  if (epsg === 3068) return 'das Soldner-System Berlins';
  return `ein Gauß-Krüger-Streifen in ${land}`;
}

/** The ETRS89/UTM code to suggest for a Land; null while the Land is unknown. */
export function suggestedEpsg(bundesland: BundeslandCode | null): 25832 | 25833 | null {
  if (bundesland === null) return null;
  return UTM_33.has(bundesland) ? 25833 : 25832;
}

/**
 * The codes that fit a Land: the suggested UTM zone first, the same with the zone before the
 * easting, then its old systems.
 */
export function fittingEpsgCodes(bundesland: BundeslandCode): EpsgCode[] {
  const utm = suggestedEpsg(bundesland) ?? 25832;
  return [utm, ZONE_IN_EASTING[utm], ...OLD_SYSTEMS[bundesland]];
}

export type EpsgFit =
  /** Nothing to judge: Land or code unknown. */
  | { status: 'unknown' }
  /** The suggested UTM zone. */
  | { status: 'suggested' }
  /** An old system of the Land (fine for old data), or the suggested zone written zE-N. */
  | { status: 'legacy'; message: string }
  | { status: 'mismatch'; message: string };

/** Whether the chosen code fits the Land, with the German sentence the field shows. */
export function epsgFit(bundesland: BundeslandCode | null, epsg: EpsgCode | null): EpsgFit {
  if (bundesland === null || epsg === null || !isBundesland(bundesland)) return { status: 'unknown' };
  const suggested = suggestedEpsg(bundesland) ?? 25832;
  const land = bundeslandLabel(bundesland);
  if (epsg === suggested) return { status: 'suggested' };
  if (epsg === ZONE_IN_EASTING[suggested])
    return {
      status: 'legacy',
      message: `EPSG:${epsg} ist EPSG:${suggested} mit der Zone vor dem Rechtswert: passend; dieselben Orte, nur anders geschrieben.`,
    };
  if (OLD_SYSTEMS[bundesland].includes(epsg))
    return {
      status: 'legacy',
      message: `EPSG:${epsg} ist ${oldSystemName(epsg, land)}: passend für Altdaten; für neue Daten EPSG:${suggested}.`,
    };
  return {
    status: 'mismatch',
    message: `EPSG:${epsg} passt nicht zu ${land}. Empfohlen: EPSG:${suggested} (${epsgName(suggested)}).`,
  };
}

/**
 * What the EPSG field of a client says, wherever the field is (the client's page, a map's
 * metadata): a code that does not fit the Land as the field's error; an old system's or the
 * zE-N sentence, or the suggestion while no code is chosen, as its hint.
 */
export function epsgFieldText(
  bundesland: BundeslandCode | null,
  epsg: EpsgCode | null,
): { hint?: string; error?: string } {
  const fit = epsgFit(bundesland, epsg);
  if (fit.status === 'mismatch') return { error: fit.message };
  if (fit.status === 'legacy') return { hint: fit.message };
  const suggested = suggestedEpsg(bundesland);
  if (suggested !== null && epsg === null)
    return { hint: `Für ${bundeslandLabel(bundesland as BundeslandCode)} empfohlen: EPSG:${suggested}.` };
  return {};
}

function epsgName(code: EpsgCode): string {
  return EPSG_CODES.find((entry) => entry.value === code)?.label ?? String(code);
}
