import type { AgeBucket, OpenItemRow } from '../../../model/resultRows';

/**
 * An open item as GET /offene_posten answers it on 27.11.2026; the age bucket follows from the
 * days, `mahnstufe` is the dunning level reached.
 */
function item(
  id: number,
  client: [number, string],
  rn_datum: string,
  faellig_am: string,
  tage_ueberfaellig: number,
  offen: number,
  mahnstufe = 0,
): OpenItemRow {
  const altersklasse: AgeBucket =
    offen < 0
      ? 'guthaben'
      : tage_ueberfaellig === 0
        ? 'nicht-faellig'
        : tage_ueberfaellig <= 30
          ? '1-30'
          : tage_ueberfaellig <= 60
            ? '31-60'
            : tage_ueberfaellig <= 90
              ? '61-90'
              : 'ueber-90';
  return {
    id,
    client_id: client[0],
    client_name: client[1],
    rn_datum,
    faellig_am,
    tage_ueberfaellig,
    offen,
    altersklasse,
    mahnstufe,
  };
}

const CALW: [number, string] = [1, 'Stadt Calw'];
const FORST: [number, string] = [2, 'Forstbetriebsgemeinschaft Nordschwarzwald'];
const ALLER: [number, string] = [4, 'Wasser- und Bodenverband Aller-Örtze'];
const HEIDE: [number, string] = [7, 'Gemeinde Heidenau'];

/** Items of every age bucket and a credit, soonest due first; the older ones reminded. */
export const OPEN_ITEM_ROWS: readonly OpenItemRow[] = [
  item(2026017, ALLER, '2026-06-02', '2026-07-02', 148, 3570, 4),
  item(2026031, CALW, '2026-08-14', '2026-08-28', 91, 1249.5, 3),
  item(2026044, FORST, '2026-08-25', '2026-09-24', 64, 2618, 2),
  item(2026052, HEIDE, '2026-09-19', '2026-10-03', 55, 476, 2),
  item(2026061, CALW, '2026-10-09', '2026-10-23', 35, 892.5, 1),
  item(2026066, ALLER, '2026-10-20', '2026-11-03', 24, 14280),
  item(2026070, HEIDE, '2026-10-30', '2026-11-13', 0, -238),
  item(2026073, FORST, '2026-11-04', '2026-11-26', 1, 595),
  item(2026078, CALW, '2026-11-20', '2026-12-04', 0, 1904),
  item(2026081, ALLER, '2026-11-25', '2026-12-25', 0, 7735),
];

/** A client name at the limit of what people write, unbroken words included. */
export const LONG_CLIENT: [number, string] = [
  12,
  'Zweckverband Wasserversorgung und Abwasserbeseitigung Oberes Kinzigtal-Schwarzwald-Baar-Heuberg (Forstbetriebsgemeinschaftsgeschäftsstelle)',
];

export const OPEN_ITEM_LONG_ROWS: readonly OpenItemRow[] = [
  item(2026012, LONG_CLIENT, '2026-03-02', '2026-04-01', 240, 128_440.35, 4),
  item(2026058, LONG_CLIENT, '2026-10-01', '2026-10-31', 0, -1_190),
  ...OPEN_ITEM_ROWS.slice(0, 3),
];

/** The sums a_get_open_item_totals answers for `rows`, in cents, as the service adds them (a credit subtracts). */
export function openItemSumsOf(rows: readonly OpenItemRow[]) {
  const cents = (amount: number) => Math.round(amount * 100);
  return {
    anzahl: rows.length,
    offen_cent: rows.reduce((sum, row) => sum + cents(row.offen), 0),
    ueberfaellig_cent: rows
      .filter((row) => row.offen > 0 && row.tage_ueberfaellig > 0)
      .reduce((sum, row) => sum + cents(row.offen), 0),
  };
}
