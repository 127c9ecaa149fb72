/**
 * The world map's backgrounds: the configured tiles (XYZ), each configured WMS (the Länder's
 * DTK, DOP, ALKIS as surveyors use them) and the bundled outline that needs no network.
 */

/** A WMS of the runtime configuration, drawn through its GetMap. */
export interface WmsBackground {
  /** The label in the choice, e.g. „DTK25 Niedersachsen“. */
  name: string;
  /** The GetMap base URL; leaflet adds SERVICE, REQUEST, LAYERS, CRS, BBOX and the size. */
  url: string;
  /** The service's layer names, comma-separated as GetMap takes them. */
  layers: string;
  /** The image type asked for, e.g. `image/png`. */
  format: string;
  /** The WMS version, e.g. `1.3.0`. */
  version: string;
  attribution: string;
}

/** The configured WMS backgrounds and the person's choice, which the app keeps for the session. */
export interface MapBackgrounds {
  wms: readonly WmsBackground[];
  /** The background chosen earlier (its `id`); unknown or left out, the first of the list. */
  chosen?: string | null;
  onChoose?: (id: string) => void;
}

/** A background that is loaded from a server, and may fail. */
export type RemoteBackground =
  | { kind: 'tiles'; id: string; name: string; url: string; attribution: string }
  | ({ kind: 'wms'; id: string } & WmsBackground);

export type Background = RemoteBackground | { kind: 'outline'; id: string; name: string };

export const OUTLINE_ID = 'outline';
const OUTLINE: Background = { kind: 'outline', id: OUTLINE_ID, name: 'Ohne Hintergrund (Umriss)' };

/** The configured tiles (runtime configuration `mapTiles`) as a background; none without a URL. */
export function tilesBackground(
  tileUrl: string | undefined,
  attribution: string | undefined,
): RemoteBackground | undefined {
  return tileUrl
    ? { kind: 'tiles', id: 'tiles', name: 'Karte', url: tileUrl, attribution: attribution ?? '' }
    : undefined;
}

/** Every background the pane offers, in the choice's order: the tiles, the WMS, the outline. */
export function backgroundOptions(
  tileUrl: string | undefined,
  attribution: string | undefined,
  wms: readonly WmsBackground[] = [],
): Background[] {
  const tiles = tilesBackground(tileUrl, attribution);
  return [
    ...(tiles ? [tiles] : []),
    ...wms.map((service): Background => ({ ...service, kind: 'wms', id: `wms:${service.name}` })),
    OUTLINE,
  ];
}

/** The chosen background, else the first offered (the tiles, else the first WMS, else the outline). */
export function chosenBackground(options: readonly Background[], chosen: string | null | undefined): Background {
  return options.find((option) => option.id === chosen) ?? options[0] ?? OUTLINE;
}
