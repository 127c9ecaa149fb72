/**
 * Shared vocabulary of the georeferencing maths (architecture §3): ground control
 * points as the data service stores them (`mappoint`), the seven transformation types of
 * `karte.georef_typ` and the result of a fit.
 */
import { GEOREF_TYPES, type GeorefType } from '../domainValues';
import type { MapPoint } from '../entities';

/** A point in one plane: pixel space (column, row; y grows downwards) or map space (easting, northing). */
export interface XY {
  x: number;
  y: number;
}

/** The fields of a `mappoint` row that a fit reads. Pixel y is the image row, counted downwards from 0. */
export type ControlPoint = Pick<MapPoint, 'pixelx' | 'pixely' | 'mapx' | 'mapy' | 'enable'>;

/** The enabled points of a fit, split into the two planes; `usedIndices[i]` is pair i's input index. */
export interface PointPairs {
  pixels: readonly XY[];
  maps: readonly XY[];
  usedIndices: readonly number[];
}

/** Every transformation type, in the order of GEOREF_TYPES (the editor's menu). */
export const TRANSFORM_TYPES: readonly GeorefType[] = GEOREF_TYPES.map((entry) => entry.value);

/**
 * requirements §2: "minimum point counts (2, 2, 3, 6, 10, 4, and at least 3 for thin plate spline)".
 * For the least-squares types this is the number of unknowns per axis: linear 2 (scale and
 * offset), Helmert 4 / 2 axes, polynomial n: (n + 1)(n + 2) / 2 terms, projective 8 / 2 axes.
 */
export const MIN_CONTROL_POINTS: Readonly<Record<GeorefType, number>> = {
  linear: 2,
  helmert: 2,
  polynomial1: 3,
  polynomial2: 6,
  polynomial3: 10,
  projective: 4,
  tps: 3,
};

/** The fitted parameters, for display and for the GDAL script. */
export type FitParams =
  | {
      kind: 'linear';
      /** GDAL geotransform order: mapx = gt[0] + px·gt[1] + py·gt[2], mapy = gt[3] + px·gt[4] + py·gt[5]. */
      geoTransform: GeoTransform;
      /** Map units per pixel along each axis, signed (scaleY is negative for a north-up scan). */
      scaleX: number;
      scaleY: number;
    }
  | {
      kind: 'helmert';
      geoTransform: GeoTransform;
      /** Map units per pixel, the same on both axes. */
      scale: number;
      /** Radians, counter-clockwise as seen on the map; 0 for a north-up scan. */
      rotation: number;
    }
  | {
      kind: 'polynomial';
      order: 1 | 2 | 3;
      /** Only for order 1: the affine transformation. */
      geoTransform: GeoTransform | null;
      /**
       * Coefficients of the terms 1, x, y, x², xy, y², x³, x²y, xy², y³ (GDAL's order) in
       * normalised coordinates: x = (px − source.cx) / source.scale, map = target.c + target.scale · value.
       */
      x: readonly number[];
      y: readonly number[];
      source: Normalisation;
      target: Normalisation;
    }
  | {
      kind: 'projective';
      /** Row-major 3×3 homography: [X·w, Y·w, w]ᵀ = H · [px, py, 1]ᵀ, scaled so that H[8] = 1 when possible. */
      homography: readonly number[];
    }
  | {
      kind: 'tps';
      /** Number of control points the spline interpolates. */
      count: number;
    };

/** GDAL's six geotransform coefficients. */
export type GeoTransform = readonly [number, number, number, number, number, number];

/** A similarity that maps a point set to a centred, unit-sized one (for well-conditioned solves). */
export interface Normalisation {
  cx: number;
  cy: number;
  scale: number;
}

/** A successful fit: pixel → map (`forward`) and map → pixel (`inverse`) for the enabled points. */
export interface GeorefFit {
  ok: true;
  type: GeorefType;
  /** Indices (into the array given to the fit) of the enabled points that were used. */
  usedIndices: readonly number[];
  forward(pixel: XY): XY;
  /**
   * Map → pixel, as GDAL and the QGIS Georeferencer compute it: the exact inverse for linear,
   * Helmert and projective; for the polynomials and the thin plate spline a second fit in the
   * opposite direction (GDAL fits both directions; gdalwarp samples with this one).
   */
  inverse(map: XY): XY;
  /** `'exact'` when `inverse` undoes `forward` exactly, `'fitted'` when it is its own fit. */
  inverseKind: 'exact' | 'fitted';
  params: FitParams;
  /**
   * Only where the fit interpolates every point (thin plate spline): leave-one-out errors, the
   * `predicted − measured` difference at each used point when it is left out of the fit, in
   * the order of `usedIndices`; an entry is `null` when the other points alone fix no fit.
   * `null` when fewer than one point over the minimum is enabled.
   */
  leaveOneOut?: (units: ResidualUnits) => readonly (XY | null)[] | null;
}

export type ResidualUnits = 'pixels' | 'map';

/** Why a fit could not be made; `message` is German and ready for the editor. */
export type FitFailure =
  | {
      ok: false;
      type: GeorefType;
      reason: 'too-few-points';
      needed: number;
      have: number;
      message: string;
    }
  | { ok: false; type: GeorefType; reason: 'degenerate'; message: string }
  /** An enabled point has a coordinate that is not a finite number (NaN, ±Infinity). */
  | { ok: false; type: GeorefType; reason: 'not-finite'; message: string };

export type FitResult = GeorefFit | FitFailure;
