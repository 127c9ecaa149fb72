import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed, mulberry32 } from './prng';

describe('mulberry32', () => {
  // The values of the reference implementation (bryc's mulberry32).
  it('gives the reference sequence for seed 1', () => {
    const next = mulberry32(1);
    expect([next(), next(), next()].map((v) => v.toFixed(8))).toEqual(['0.62707394', '0.00273572', '0.52744704']);
  });

  it('repeats for equal seeds and differs for others', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const draw = (rng: typeof a) => Array.from({ length: 5 }, () => rng.int(0, 1000));
    const first = draw(a);
    expect(draw(b)).toEqual(first);
    expect(draw(c)).not.toEqual(first);
  });
});

describe('Rng helpers', () => {
  it('keeps int within bounds, both inclusive', () => {
    const rng = createRng(7);
    const values = Array.from({ length: 2000 }, () => rng.int(300, 302));
    expect(new Set(values)).toEqual(new Set([300, 301, 302]));
  });

  it('samples distinct items', () => {
    const picked = createRng(3).sample([1, 2, 3, 4, 5], 3);
    expect(new Set(picked).size).toBe(3);
  });

  it('derives different streams per label', () => {
    expect(deriveSeed(1, 'kaefer')).not.toBe(deriveSeed(1, 'karte'));
    expect(deriveSeed(1, 'kaefer')).toBe(deriveSeed(1, 'kaefer'));
  });
});
