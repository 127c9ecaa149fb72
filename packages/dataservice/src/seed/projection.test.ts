import { describe, expect, it } from 'vitest';
import { project, unproject } from './projection';

describe('project', () => {
  // Reference values from proj4js (DHDN as plain Bessel, as our projection treats it).
  it.each([
    [25832, 51.316, 9.49, 534148.93, 5685080.22],
    [25832, 47.995, 7.85, 414207.48, 5316384.32],
    [25833, 50.985, 13.58, 400329.15, 5649116.58],
    [31467, 51.316, 9.49, 3534158.43, 5686770.98],
    [31468, 50.985, 13.58, 4610931.64, 5651025.59],
  ] as const)('EPSG:%i puts %f N %f E at %f / %f within a centimetre', (epsg, lat, lng, x, y) => {
    const p = project(epsg, lat, lng);
    expect(p.x).toBeCloseTo(x, 1);
    expect(p.y).toBeCloseTo(y, 1);
  });
});

describe('unproject', () => {
  it.each([25832, 25833, 31467, 31468] as const)('EPSG:%i round-trips Tharandt to a millionth of a degree', (epsg) => {
    const { x, y } = project(epsg, 50.985, 13.58);
    const back = unproject(epsg, x, y);
    expect(back.lat).toBeCloseTo(50.985, 6);
    expect(back.lng).toBeCloseTo(13.58, 6);
  });
});
