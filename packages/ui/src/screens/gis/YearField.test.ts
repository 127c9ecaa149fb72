import { describe, expect, it } from 'vitest';
import { checkYear } from './YearField';

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
