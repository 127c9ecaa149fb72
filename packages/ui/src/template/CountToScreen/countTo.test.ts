import { describe, expect, it } from 'vitest';
import { countValueAt, easeOutExpo, formatCount, type CountFormat } from './countTo';

const plain: CountFormat = { decimals: 0, separator: ',', decimal: '.', prefix: '', suffix: '' };

describe('formatCount', () => {
  it.each([
    [2017, plain, '2,017'],
    [1234567.891, { ...plain, decimals: 2 }, '1,234,567.89'],
    [1234567, { ...plain, separator: '' }, '1234567'],
    [1234567, { ...plain, separator: ' ' }, '1 234 567'],
    [2017, { ...plain, prefix: '¥ ', suffix: ' rmb' }, '¥ 2,017 rmb'],
    [-9876.5, { ...plain, decimals: 1, separator: '.', decimal: ',' }, '-9.876,5'],
    [-0.001, { ...plain, decimals: 2 }, '0.00'],
    [999, plain, '999'],
    [0, { ...plain, decimals: 3, prefix: '$' }, '$0.000'],
  ])('%d with %j reads %j', (value, format, expected) => {
    expect(formatCount(value, format)).toBe(expected);
  });
});

describe('countValueAt', () => {
  const run = { start: 0, end: 2017, duration: 4000 };

  it('starts at the start value and ends exactly at the end value', () => {
    expect(countValueAt(0, run)).toBe(0);
    expect(countValueAt(4000, run)).toBe(2017);
    expect(countValueAt(9000, run)).toBe(2017);
  });

  it('eases out: half the time covers most of the distance', () => {
    expect(Math.round(countValueAt(2000, run))).toBe(1956);
  });

  it('counts down when the end is below the start, never past the end', () => {
    const down = { start: 100, end: 0, duration: 1000 };
    expect(Math.round(countValueAt(500, down))).toBe(3);
    expect(countValueAt(999.9, down)).toBeGreaterThanOrEqual(0);
    expect(countValueAt(1000, down)).toBe(0);
  });

  it('jumps to the end for a run without duration', () => {
    expect(countValueAt(0, { start: 5, end: 10, duration: 0 })).toBe(10);
  });
});

describe('easeOutExpo', () => {
  it('covers the whole distance at the end', () => {
    expect(easeOutExpo(1000, 10, 90, 1000)).toBeCloseTo(100, 10);
  });
});
