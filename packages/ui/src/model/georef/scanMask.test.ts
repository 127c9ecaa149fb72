import { describe, expect, it } from 'vitest';
import { insideMask, maskFromRows, maskProblem, maskToRows, maskWkt, normaliseMask } from './scanMask';

const SHEET = { width: 100, height: 80 };
const SQUARE = [
  { x: 10, y: 10 },
  { x: 90, y: 10 },
  { x: 90, y: 70 },
  { x: 10, y: 70 },
];

describe('maskProblem', () => {
  it('accepts a simple polygon on the sheet', () => {
    expect(maskProblem(SQUARE, SHEET)).toBeNull();
  });
  it('names each reason in German', () => {
    expect(maskProblem(SQUARE.slice(0, 2), SHEET)).toBe('Die Maske braucht mindestens drei Eckpunkte.');
    expect(maskProblem([...SQUARE.slice(0, 3), { x: 10, y: 81 }], SHEET)).toBe(
      'Alle Eckpunkte der Maske müssen im Scan liegen.',
    );
    expect(
      maskProblem(
        [
          { x: 10, y: 10 },
          { x: 50, y: 10 },
          { x: 90, y: 10 },
        ],
        SHEET,
      ),
    ).toBe('Die Maske umschließt keine Fläche.');
    // A bow tie: the second and fourth edges cross.
    expect(maskProblem([SQUARE[0]!, SQUARE[1]!, SQUARE[3]!, SQUARE[2]!], SHEET)).toBe(
      'Die Kanten der Maske kreuzen sich; bitte ohne Überschneidung zeichnen.',
    );
  });
});

describe('normaliseMask', () => {
  it('rounds to hundredths and drops a closing vertex', () => {
    expect(
      normaliseMask([
        { x: 1.234, y: 2.345 },
        { x: 5, y: 6 },
        { x: 7, y: 1 },
        { x: 1.234, y: 2.345 },
      ]),
    ).toEqual([
      { x: 1.23, y: 2.35 },
      { x: 5, y: 6 },
      { x: 7, y: 1 },
    ]);
  });
});

describe('maskWkt', () => {
  it('closes the ring as WKT requires', () => {
    expect(maskWkt(SQUARE)).toBe('POLYGON ((10 10, 90 10, 90 70, 10 70, 10 10))');
  });
});

describe('insideMask', () => {
  it('tells inside from outside, also in a notch', () => {
    const notched = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 5, y: 4 },
      { x: 0, y: 10 },
    ];
    expect(insideMask(notched, { x: 2, y: 2 })).toBe(true);
    expect(insideMask(notched, { x: 5, y: 8 })).toBe(false);
    expect(insideMask(notched, { x: 11, y: 5 })).toBe(false);
  });
});

describe('stored form', () => {
  it('goes to rows and back', () => {
    expect(maskToRows(SQUARE)).toEqual([
      [10, 10],
      [90, 10],
      [90, 70],
      [10, 70],
    ]);
    expect(maskFromRows(maskToRows(SQUARE))).toEqual(SQUARE);
    expect(maskFromRows(null)).toBeNull();
    expect(maskFromRows([[1, 2]])).toBeNull();
  });
});
