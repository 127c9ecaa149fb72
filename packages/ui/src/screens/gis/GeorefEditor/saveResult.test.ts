import { describe, expect, it } from 'vitest';
import { fitTransform } from '../../../model/georef/transforms';
import type { GeorefFit } from '../../../model/georef/types';
import { createEditorState, editorReducer } from './editorState';
import { buildSaveResult, gdalScriptFor, reprojectionTarget, scriptOutputStem } from './saveResult';

// An exact affine sheet: 2 m per pixel, north up, origin (500000, 5800000).
const rows = [
  [0, 0],
  [100, 0],
  [0, 100],
  [100, 100],
].map(([px, py], i) => ({
  nr: 4 - i,
  pixelx: px as number,
  pixely: py as number,
  mapx: 500000 + 2 * (px as number),
  mapy: 5800000 - 2 * (py as number),
  enable: true,
  dx: null,
  dy: null,
  residual: null,
}));
const state = createEditorState(rows, 'polynomial1');
const fit = fitTransform('polynomial1', state.present.points) as GeorefFit;
const target = { karteId: 7, epsg: 25832, size: { width: 100, height: 100 } };

describe('buildSaveResult', () => {
  const result = buildSaveResult(state.present, fit, 300, target);

  it('numbers the points 1… in table order (the loaded nr order)', () => {
    expect(result.points.map((p) => [p.nr, p.pixelx, p.pixely])).toEqual([
      [1, 100, 100],
      [2, 0, 100],
      [3, 100, 0],
      [4, 0, 0],
    ]);
  });

  it('stores the residuals of an exact fit as 0 map units', () => {
    for (const point of result.points) {
      expect(point.dx).toBeCloseTo(0, 6);
      expect(point.dy).toBeCloseTo(0, 6);
      expect(point.residual).toBeCloseTo(0, 6);
    }
  });

  it('carries the type, the resolution and the script of this snapshot', () => {
    expect(result.georef_typ).toBe('polynomial1');
    expect(result.res).toBe(300);
    expect(result.georef_bash).toContain('-t_srs EPSG:25832');
    expect(result.georef_bash).toContain('gdalwarp -r near -order 1');
    expect(result.georef_bash).toContain('"karte_7.tif"');
    expect(result.georef_bash).toContain('"karte_7_georef.tif"');
  });

  it('leaves a disabled point without residuals', () => {
    const off = editorReducer(state, { type: 'updatePoint', key: 1, changes: { enable: false } });
    const offFit = fitTransform('polynomial1', off.present.points) as GeorefFit;
    const saved = buildSaveResult(off.present, offFit, null, target);
    expect(saved.points[0]).toMatchObject({ enable: false, dx: null, dy: null, residual: null });
  });
});

describe('gdalScriptFor', () => {
  it('is null without an EPSG', () => {
    expect(gdalScriptFor(state.present, { ...target, epsg: null })).toBeNull();
  });

  it('is null when the points fix no fit of the type', () => {
    const tooFew = editorReducer(state, { type: 'setType', georefType: 'polynomial2' });
    expect(gdalScriptFor(tooFew.present, target)).toBeNull();
  });
});

describe('reprojectionTarget', () => {
  it('is the chosen system only when the map has another one', () => {
    expect(reprojectionTarget(31467, 25832)).toBe(25832);
    expect(reprojectionTarget(31467, 31467)).toBeUndefined();
    expect(reprojectionTarget(31467, null)).toBeUndefined();
    expect(reprojectionTarget(31467, undefined)).toBeUndefined();
    expect(reprojectionTarget(null, 25832)).toBeUndefined();
  });

  it('names the script output with the code only when it reprojects', () => {
    const size = { width: 100, height: 100 };
    expect(scriptOutputStem({ karteId: 7, epsg: 31467, size, targetEpsg: 25832 })).toBe('karte_7_georef_25832');
    expect(scriptOutputStem({ karteId: 7, epsg: 31467, size, targetEpsg: 31467 })).toBe('karte_7_georef');
    expect(scriptOutputStem({ karteId: 7, epsg: null, size, targetEpsg: 25832 })).toBe('karte_7_georef');
  });
});
