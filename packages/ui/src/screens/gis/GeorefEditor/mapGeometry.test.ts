import { describe, expect, it } from 'vitest';
import { fromWgs84, toWgs84 } from '../../../model/georef/coordinates';
import { fitTransform } from '../../../model/georef/transforms';
import type { GeorefFit } from '../../../model/georef/types';
import { footprint, placeholderSheet, vectorExaggeration, warpMesh } from './mapGeometry';

describe('vectorExaggeration', () => {
  it.each([
    // diagonal / 20 = 500: a residual of 1 px may grow 500 times.
    [1, 10000, 500],
    [3, 10000, 100],
    [0.7, 10000, 500],
    [12, 10000, 20],
    [40, 10000, 10],
    [400, 10000, 1],
    [0, 10000, 1],
    [Number.NaN, 10000, 1],
  ])('a longest residual of %f px on a diagonal of %i px is drawn ×%i', (residual, diagonal, factor) => {
    expect(vectorExaggeration(residual, diagonal)).toBe(factor);
  });
});

describe('footprint', () => {
  // A north-up sheet of 1000 × 2000 px at 1 m per pixel, top left corner at a known point.
  const origin = fromWgs84(25832, { lon: 9.7, lat: 51.5 });
  const points = [
    [0, 0],
    [1000, 0],
    [0, 2000],
    [1000, 2000],
  ].map(([px, py]) => ({
    pixelx: px as number,
    pixely: py as number,
    mapx: origin.x + (px as number),
    mapy: origin.y - (py as number),
    enable: true,
  }));
  const fit = fitTransform('polynomial1', points) as GeorefFit;
  const outline = footprint(fit, { width: 1000, height: 2000 }, 25832);

  it('samples every edge eight times', () => {
    expect(outline).toHaveLength(32);
  });

  it('starts at the top left corner and reaches the others, in WGS 84', () => {
    expect(outline[0]![0]).toBeCloseTo(51.5, 9);
    expect(outline[0]![1]).toBeCloseTo(9.7, 9);
    const corner = (px: number, py: number) => toWgs84(25832, { x: origin.x + px, y: origin.y - py });
    expect(outline[8]![0]).toBeCloseTo(corner(1000, 0).lat, 9);
    expect(outline[16]![1]).toBeCloseTo(corner(1000, 2000).lon, 9);
    expect(outline[24]![0]).toBeCloseTo(corner(0, 2000).lat, 9);
  });
});

describe('warpMesh', () => {
  const origin = fromWgs84(25832, { lon: 9.7, lat: 51.5 });
  const fit = { forward: (p: { x: number; y: number }) => ({ x: origin.x + p.x, y: origin.y - p.y }) };

  it('has (cells + 1)² vertices, row by row from the top left corner', () => {
    const mesh = warpMesh(fit, { width: 1000, height: 2000 }, 25832, 4);
    expect(mesh).toHaveLength(25);
    expect(mesh[0]![0]).toBeCloseTo(51.5, 9);
    expect(mesh[0]![1]).toBeCloseTo(9.7, 9);
    const corner = toWgs84(25832, { x: origin.x + 250, y: origin.y - 2000 });
    expect(mesh[21]![0]).toBeCloseTo(corner.lat, 9);
    expect(mesh[21]![1]).toBeCloseTo(corner.lon, 9);
  });

  it('leaves out vertices the fit sends nowhere', () => {
    const broken = { forward: (p: { x: number; y: number }) => (p.x === 0 ? { x: Number.NaN, y: 0 } : fit.forward(p)) };
    const mesh = warpMesh(broken, { width: 1000, height: 2000 }, 25832, 2);
    expect(mesh.map((vertex) => vertex === null)).toEqual([true, false, false, true, false, false, true, false, false]);
  });
});

describe('placeholderSheet', () => {
  it('is an SVG data URL in the sheet size with the label escaped', () => {
    const url = placeholderSheet({ width: 800, height: 600 }, 'Kein Scan <A & B>');
    const svg = decodeURIComponent(url.replace('data:image/svg+xml;charset=utf-8,', ''));
    expect(svg).toContain('viewBox="0 0 800 600"');
    expect(svg).toContain('Kein Scan &lt;A &amp; B&gt;');
  });
});
