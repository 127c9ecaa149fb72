/** What every generator of the large dataset shares: rounding, scaling to the factor, a Land by weight. */
import { BUNDESLAENDER, type BundeslandCode } from '@waldmonitor/ui/model';
import type { Rng } from '../prng';
import { daysAgo } from '../dates';

const LANDS = BUNDESLAENDER.map((b) => b.value);
const LAND_WEIGHTS = [14, 20, 2, 10, 1, 1, 9, 6, 11, 9, 8, 2, 6, 5, 2, 6];

export const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
/** A total scaled by the factor, never below the demo seed's own count. */
export const scaled = (total: number, factor: number, floor: number) => Math.max(floor, Math.round(total * factor));
export const landOf = (rng: Rng) => rng.weighted(LANDS, LAND_WEIGHTS) as BundeslandCode;

const isoDays = new Map<number, string>();

/**
 * The seed's `daysAgo`, kept per day: the generators ask for some 300,000 dates over a few
 * thousand days, and building each through Date's ISO text cost about half a second of the
 * demo's start with the large dataset.
 */
export function daysAgoKept(days: number): string {
  const day = Math.round(days);
  let iso = isoDays.get(day);
  if (iso === undefined) {
    iso = daysAgo(day);
    isoDays.set(day, iso);
  }
  return iso;
}
