import { isBundesland, type BundeslandCode } from '../../../model/domainValues';

/** The Länder outlines: one SVG path per Land in the map's own pixel space. */
export interface GermanyShapes {
  viewBox: string;
  paths: { code: BundeslandCode; d: string }[];
}

interface SvgMap {
  viewBox: string;
  locations: { id: string; path: string }[];
}

/**
 * Boundaries: `@svg-maps/germany` 2.0 by Victor Cazanave (https://github.com/VictorCazanave/svg-maps),
 * licence CC BY 4.0; the map credits it. Loaded with a dynamic import, so its ~70 kB arrive
 * only with a dashboard that draws the map, never with the first load.
 */
export async function loadGermanyShapes(): Promise<GermanyShapes> {
  const map = (await import('@svg-maps/germany')).default as unknown as SvgMap;
  return {
    viewBox: map.viewBox,
    paths: map.locations.flatMap((location) => {
      const code = location.id.toUpperCase();
      return isBundesland(code) ? [{ code, d: location.path }] : [];
    }),
  };
}
