import { describe, expect, it } from 'vitest';
import { checkGermanNumber, countGermanDecimals, formatGermanNumber, parseGermanNumber } from './germanNumber';

describe('parseGermanNumber', () => {
  it.each([
    ['1.234,5', 1234.5],
    ['1234,5', 1234.5],
    ['1234', 1234],
    ['1.234', 1234],
    ['1.234.567,89', 1234567.89],
    ['-0,25', -0.25],
    ['−3', -3],
    [',5', 0.5],
    ['5,', 5],
    ['0', 0],
    ['  42  ', 42],
    ['', null],
    ['   ', null],
    ['1,2,3', 'invalid'],
    // A dot is only a thousands separator: English decimals are refused, not misread.
    ['1.23', 'invalid'],
    ['1234.5', 'invalid'],
    ['12.34,5', 'invalid'],
    ['.234', 'invalid'],
    ['abc', 'invalid'],
    ['12a', 'invalid'],
    ['-', 'invalid'],
    [',', 'invalid'],
    ['--1', 'invalid'],
    ['1 234', 'invalid'],
    ['+3', 'invalid'],
  ] as const)('reads %j as %j', (text, expected) => {
    expect(parseGermanNumber(text)).toBe(expected);
  });
});

describe('countGermanDecimals', () => {
  it.each([
    ['1.234', 0],
    ['5,', 0],
    ['1,5', 1],
    ['1,250', 3],
    [' 2,75 ', 2],
  ] as const)('counts %j as %i', (text, expected) => {
    expect(countGermanDecimals(text)).toBe(expected);
  });
});

describe('formatGermanNumber', () => {
  it.each([
    [1234.5, undefined, '1.234,5'],
    [1234.5, 2, '1.234,50'],
    [1234, undefined, '1.234'],
    [-0.25, undefined, '-0,25'],
    [1234567.891, undefined, '1.234.567,891'],
    [2.005, 0, '2'],
    [0.125, 2, '0,13'],
    [0, 2, '0,00'],
    // A sign on nothing misleads: never "-0" or "-0,00".
    [-0, 2, '0,00'],
    [-0, undefined, '0'],
    [-0.001, 2, '0,00'],
    [-0.005, 2, '-0,01'],
  ] as const)('formats %d with %j decimals as %j', (value, decimals, expected) => {
    expect(formatGermanNumber(value, decimals)).toBe(expected);
  });

  it('round-trips through parseGermanNumber', () => {
    for (const value of [0, 7, -12.5, 1234.5, 98765432.1]) {
      expect(parseGermanNumber(formatGermanNumber(value))).toBe(value);
    }
  });
});

describe('checkGermanNumber', () => {
  it.each([
    ['abc', {}, { value: null, message: 'Bitte eine Zahl eingeben.' }],
    ['', {}, { value: null, message: null }],
    ['', { isRequired: true }, { value: null, message: 'Bitte einen Wert eingeben.' }],
    ['1.234,5', { min: 0, max: 5000 }, { value: 1234.5, message: null }],
    ['-1', { min: 0 }, { value: -1, message: 'Der Wert muss mindestens 0 sein.' }],
    ['0,4', { min: 0.5 }, { value: 0.4, message: 'Der Wert muss mindestens 0,5 sein.' }],
    ['1.500', { max: 1000 }, { value: 1500, message: 'Der Wert darf höchstens 1.000 sein.' }],
    ['100', { min: 0, max: 100 }, { value: 100, message: null }],
    ['1,255', { decimals: 2 }, { value: 1.255, message: 'Bitte höchstens 2 Nachkommastellen eingeben.' }],
    ['1,25', { decimals: 1 }, { value: 1.25, message: 'Bitte höchstens 1 Nachkommastelle eingeben.' }],
    ['3,5', { decimals: 0 }, { value: 3.5, message: 'Bitte eine ganze Zahl eingeben.' }],
    ['3,', { decimals: 0 }, { value: 3, message: null }],
  ] as const)('checks %j with %j', (text, rules, expected) => {
    expect(checkGermanNumber(text, rules)).toEqual(expected);
  });
});
