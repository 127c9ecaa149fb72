import { describe, expect, it } from 'vitest';
import { checkYear, isNeverAYear } from './YearField';

describe('checkYear', () => {
  it.each<[string, number | null, string | null]>([
    ['', null, null],
    ['  ', null, null],
    ['1936', 1936, null],
    [' 1936 ', 1936, null],
    ['1.936', null, 'Bitte ein Jahr mit vier Ziffern eingeben.'],
    ['936', null, 'Bitte ein Jahr mit vier Ziffern eingeben.'],
    ['19a6', null, 'Bitte ein Jahr mit vier Ziffern eingeben.'],
    ['1499', null, 'Das Jahr muss zwischen 1500 und 2030 liegen.'],
    ['2031', null, 'Das Jahr muss zwischen 1500 und 2030 liegen.'],
  ])('"%s" → %s', (text, value, message) => {
    expect(checkYear(text, 1500, 2030)).toEqual({ value, message });
  });
});

describe('isNeverAYear: the message shows while typing only when typing on cannot help', () => {
  it.each<[string, boolean]>([
    ['', false],
    ['19', false],
    ['1936', false],
    [' 1936', false],
    ['abc', true],
    ['19a', true],
    ['1.9', true],
    ['19 36', true],
  ])('"%s" → %s', (text, never) => {
    expect(isNeverAYear(text)).toBe(never);
  });
});
