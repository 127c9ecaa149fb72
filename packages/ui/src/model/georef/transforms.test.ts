import { describe, expect, it } from 'vitest';
import { expectFit, pointsFrom } from './georefTestData';
import { fitTransform, pixelSizeAt } from './transforms';
import { MIN_CONTROL_POINTS, TRANSFORM_TYPES, type ControlPoint, type XY } from './types';

describe('fitTransform', () => {
  it('recovers a known affine (polynomial 1) from noise-free points to 1e-9', () => {
    const gt = [389000, 2.5, 0.3, 5820000, 0.4, -2.4] as const;
    const points = pointsFrom((p) => ({ x: gt[0] + p.x * gt[1] + p.y * gt[2], y: gt[3] + p.x * gt[4] + p.y * gt[5] }));
    const fit = expectFit(fitTransform('polynomial1', points));
    expect(fit.params.kind).toBe('polynomial');
    const fitted = fit.params.kind === 'polynomial' ? fit.params.geoTransform : null;
    expect(fitted).not.toBeNull();
    fitted?.forEach((value, k) => expect(Math.abs(value - gt[k]!)).toBeLessThan(1e-9));
  });

  it('recovers a known Helmert (scale, rotation, translation) to 1e-9', () => {
    const scale = 2.5;
    const rotation = 0.2;
    const a = scale * Math.cos(rotation);
    const b = scale * Math.sin(rotation);
    const points = pointsFrom((p) => ({ x: 389000 + a * p.x + b * p.y, y: 5820000 + b * p.x - a * p.y }));
    const fit = expectFit(fitTransform('helmert', points));
    if (fit.params.kind !== 'helmert') throw new Error('not a Helmert fit');
    expect(Math.abs(fit.params.scale - scale)).toBeLessThan(1e-9);
    expect(Math.abs(fit.params.rotation - rotation)).toBeLessThan(1e-9);
    expect(Math.abs(fit.params.geoTransform[0] - 389000)).toBeLessThan(1e-9);
    expect(Math.abs(fit.params.geoTransform[3] - 5820000)).toBeLessThan(1e-9);
  });

  it('fits linear as a scale and offset per axis', () => {
    const points = pointsFrom((p) => ({ x: 10 + 2 * p.x, y: 500 - 3 * p.y }));
    const fit = expectFit(fitTransform('linear', points));
    if (fit.params.kind !== 'linear') throw new Error('not linear');
    const expected = [10, 2, 0, 500, 0, -3];
    fit.params.geoTransform.forEach((value, k) => expect(Math.abs(value - expected[k]!)).toBeLessThan(1e-9));
    expect(Math.abs(fit.params.scaleX - 2)).toBeLessThan(1e-12);
    expect(Math.abs(fit.params.scaleY + 3)).toBeLessThan(1e-12);
  });

  it('recovers a known homography and inverts it exactly', () => {
    const h = [2.5, 0.3, 389000, 0.4, -2.4, 5820000, 1e-6, 2e-6, 1];
    const points = pointsFrom((p) => {
      const w = h[6]! * p.x + h[7]! * p.y + h[8]!;
      return { x: (h[0]! * p.x + h[1]! * p.y + h[2]!) / w, y: (h[3]! * p.x + h[4]! * p.y + h[5]!) / w };
    });
    const fit = expectFit(fitTransform('projective', points));
    if (fit.params.kind !== 'projective') throw new Error('not projective');
    fit.params.homography.forEach((value, k) =>
      expect(Math.abs(value - h[k]!)).toBeLessThan(1e-9 * Math.max(1, Math.abs(h[k]!))),
    );
    const back = fit.inverse(fit.forward({ x: 1234.5, y: 987.25 }));
    expect(Math.abs(back.x - 1234.5)).toBeLessThan(1e-9);
    expect(Math.abs(back.y - 987.25)).toBeLessThan(1e-9);
  });

  it('reproduces a quadratic exactly with polynomial 2 and a cubic with polynomial 3', () => {
    const quadratic = (p: XY) => ({ x: 1000 + p.x + 1e-5 * p.x * p.y, y: 2000 - p.y + 2e-5 * p.x * p.x });
    const cubic = (p: XY) => ({ x: 1000 + p.x + 1e-9 * p.x ** 3, y: 2000 - p.y + 1e-9 * p.x * p.y * p.y });
    const fit2 = expectFit(fitTransform('polynomial2', pointsFrom(quadratic)));
    const fit3 = expectFit(fitTransform('polynomial3', pointsFrom(cubic)));
    const probe = { x: 1717, y: 3141 };
    expect(Math.abs(fit2.forward(probe).x - quadratic(probe).x)).toBeLessThan(1e-9);
    expect(Math.abs(fit2.forward(probe).y - quadratic(probe).y)).toBeLessThan(1e-9);
    expect(Math.abs(fit3.forward(probe).x - cubic(probe).x)).toBeLessThan(1e-9);
    expect(Math.abs(fit3.forward(probe).y - cubic(probe).y)).toBeLessThan(1e-9);
  });

  it('interpolates every point with the thin plate spline', () => {
    const warped = (p: XY) => ({ x: 1000 + p.x + 30 * Math.sin(p.y / 700), y: 2000 - p.y + 20 * Math.cos(p.x / 900) });
    const points = pointsFrom(warped);
    const fit = expectFit(fitTransform('tps', points));
    for (const point of points) {
      const q = fit.forward({ x: point.pixelx, y: point.pixely });
      expect(Math.abs(q.x - point.mapx)).toBeLessThan(1e-9);
      expect(Math.abs(q.y - point.mapy)).toBeLessThan(1e-9);
    }
  });

  it.each(TRANSFORM_TYPES)('enforces the minimum count of enabled points for %s', (type) => {
    const needed = MIN_CONTROL_POINTS[type];
    const points = pointsFrom((p) => ({ x: 3 * p.x, y: -3 * p.y }));
    const tooFew = [...points.slice(0, needed - 1), { ...points[needed]!, enable: false }];
    const result = fitTransform(type, tooFew);
    expect(result).toMatchObject({ ok: false, reason: 'too-few-points', needed, have: needed - 1 });
    expect(fitTransform(type, points.slice(0, needed)).ok).toBe(true);
  });

  it('names the minimum in German', () => {
    const points = pointsFrom((p) => ({ x: p.x, y: -p.y })).slice(0, 4);
    expect(fitTransform('polynomial2', points)).toEqual({
      ok: false,
      type: 'polynomial2',
      reason: 'too-few-points',
      needed: 6,
      have: 4,
      message: 'Für „Polynom 2. Ordnung“ sind mindestens 6 aktive Passpunkte nötig (vorhanden: 4).',
    });
  });

  it('has exactly the minimum counts of requirements §2', () => {
    expect(MIN_CONTROL_POINTS).toEqual({
      linear: 2,
      helmert: 2,
      polynomial1: 3,
      polynomial2: 6,
      polynomial3: 10,
      projective: 4,
      tps: 3,
    });
  });

  it('refuses collinear points with a German explanation', () => {
    const onALine = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => ({
      pixelx: 100 * i,
      pixely: 50 * i,
      mapx: 1000 + 200 * i,
      mapy: 5000 - 100 * i,
      enable: true,
    }));
    for (const type of ['polynomial1', 'polynomial2', 'polynomial3', 'projective', 'tps'] as const) {
      expect(fitTransform(type, onALine)).toMatchObject({
        ok: false,
        reason: 'degenerate',
        message: expect.stringContaining('liegen auf einer Linie'),
      });
    }
    const sameColumn = [0, 1, 2].map((i) => ({
      pixelx: 100,
      pixely: 100 * i,
      mapx: 1000 + i,
      mapy: 5000 - 200 * i,
      enable: true,
    }));
    expect(fitTransform('linear', sameColumn)).toMatchObject({
      ok: false,
      message:
        '„Linear“ lässt sich aus diesen Passpunkten nicht bestimmen: alle aktiven Passpunkte liegen in derselben Bildspalte oder derselben Bildzeile.',
    });
  });

  it('refuses a homography that four points do not fix, and splines through one spot twice', () => {
    const threeOnALine = [
      { pixelx: 0, pixely: 0, mapx: 0, mapy: 0, enable: true },
      { pixelx: 100, pixely: 0, mapx: 200, mapy: 0, enable: true },
      { pixelx: 200, pixely: 0, mapx: 400, mapy: 0, enable: true },
      { pixelx: 0, pixely: 100, mapx: 0, mapy: -200, enable: true },
    ];
    expect(fitTransform('projective', threeOnALine)).toMatchObject({
      ok: false,
      message:
        '„Projektiv“ lässt sich aus diesen Passpunkten nicht bestimmen: ihre Lage legt die Transformation nicht eindeutig fest. Bitte mindestens vier Punkte nahe den Kartenecken setzen.',
    });
    const twice = [...threeOnALine.slice(1), { pixelx: 100, pixely: 0, mapx: 210, mapy: 5, enable: true }];
    expect(fitTransform('tps', twice)).toMatchObject({
      ok: false,
      message:
        '„Thin Plate Spline“ lässt sich aus diesen Passpunkten nicht bestimmen: die Passpunkte 1 und 4 liegen auf demselben Bildpunkt. Bitte einen davon verschieben oder deaktivieren.',
    });
  });

  it('fits a Helmert through exactly two points', () => {
    const fit = expectFit(
      fitTransform('helmert', [
        { pixelx: 0, pixely: 0, mapx: 1000, mapy: 2000, enable: true },
        { pixelx: 100, pixely: 0, mapx: 1000, mapy: 2200, enable: true },
      ]),
    );
    if (fit.params.kind !== 'helmert') throw new Error('not a Helmert fit');
    expect(fit.params.scale).toBeCloseTo(2, 12);
    expect(fit.params.rotation).toBeCloseTo(Math.PI / 2, 12);
    const q = fit.forward({ x: 0, y: 100 });
    expect(q.x).toBeCloseTo(1200, 9);
    expect(q.y).toBeCloseTo(2000, 9);
  });

  it('measures the pixel size from the fit', () => {
    const fit = expectFit(
      fitTransform(
        'helmert',
        pointsFrom((p) => ({ x: 2 * p.x, y: -2 * p.y })),
      ),
    );
    expect(pixelSizeAt(fit, { x: 500, y: 500 })).toBeCloseTo(2, 12);
  });
});

describe('given a coordinate that is not a finite number', () => {
  const square: ControlPoint[] = [
    [0, 0],
    [1000, 0],
    [1000, 1000],
    [0, 1000],
    [500, 300],
    [200, 700],
    [800, 600],
    [300, 100],
    [600, 900],
    [900, 200],
    [100, 400],
  ].map(([x, y]) => ({ pixelx: x!, pixely: y!, mapx: 389000 + 2 * x!, mapy: 5820000 - 2 * y!, enable: true }));

  it.each(TRANSFORM_TYPES)('%s names the point and the value instead of blaming the geometry', (type) => {
    const withNaN = square.map((p, k) => (k === 2 ? { ...p, mapy: Number.NaN } : p));
    expect(fitTransform(type, withNaN)).toEqual({
      ok: false,
      type,
      reason: 'not-finite',
      message:
        'Passpunkt 3 hat keine gültige Koordinate: Hochwert ist NaN statt einer endlichen Zahl. Bitte den Wert korrigieren oder den Punkt deaktivieren.',
    });
    const withInfinity = square.map((p, k) => (k === 0 ? { ...p, pixelx: Number.POSITIVE_INFINITY } : p));
    expect(fitTransform(type, withInfinity)).toMatchObject({
      reason: 'not-finite',
      message: expect.stringContaining('Passpunkt 1 hat keine gültige Koordinate: Pixel-X ist Infinity'),
    });
  });

  it('ignores a disabled point with a bad coordinate', () => {
    const disabled = square.map((p, k) => (k === 4 ? { ...p, mapx: Number.NaN, enable: false } : p));
    expect(fitTransform('polynomial1', disabled).ok).toBe(true);
  });
});
