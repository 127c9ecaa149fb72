import { describe, expect, it } from 'vitest';
import { filterOptions, foldForSearch, listNote, moveActive } from './comboboxModel';

describe('moveActive', () => {
  it.each([
    [-1, 5, 'next', 0],
    [0, 5, 'next', 1],
    [4, 5, 'next', 0],
    [-1, 5, 'previous', 4],
    [0, 5, 'previous', 4],
    [3, 5, 'previous', 2],
    [2, 5, 'first', 0],
    [2, 5, 'last', 4],
    // The list shrank under the highlight (a new search answered): down starts again at the top.
    [7, 3, 'next', 0],
    [7, 3, 'previous', 2],
    [-1, 0, 'next', -1],
    [2, 0, 'last', -1],
  ] as const)('from %i of %i, %s gives %i', (current, count, move, expected) => {
    expect(moveActive(current, count, move)).toBe(expected);
  });
});

describe('foldForSearch', () => {
  it('folds case, umlauts, ß and accents', () => {
    expect(foldForSearch('Müller Straße Société')).toBe('mueller strasse societe');
  });
});

const clients = [
  { value: '1', label: 'Müller GmbH (Görlitz)' },
  { value: '2', label: 'Forstbetrieb Weißwasser' },
  { value: '3', label: 'Stadtwald Görlitz' },
  { value: '4', label: 'Mueller & Söhne' },
];

describe('filterOptions', () => {
  it('offers every option for no text or only spaces', () => {
    expect(filterOptions(clients, '   ')).toBe(clients);
  });

  it.each([
    ['muller', ['1']],
    ['müller', ['1', '4']],
    ['mueller', ['1', '4']],
    ['GÖRLITZ', ['1', '3']],
    ['goerlitz stadt', ['3']],
    ['weiss', ['2']],
    ['weiß', ['2']],
    ['harz', []],
  ])('"%s" finds %j', (query, values) => {
    expect(filterOptions(clients, query).map((option) => option.value)).toEqual(values);
  });
});

describe('listNote', () => {
  it.each([
    [{ isLoading: true, shown: 0, total: 0 }, 'Wird gesucht …'],
    [{ isLoading: true, shown: 20, total: 1541 }, 'Wird gesucht …'],
    [{ isLoading: false, shown: 0, total: 0 }, 'Keine Treffer'],
    [{ isLoading: false, shown: 20, total: 21 }, '1 weiterer Treffer: zum Eingrenzen weiter tippen'],
    [{ isLoading: false, shown: 20, total: 1541 }, '1.521 weitere Treffer: zum Eingrenzen weiter tippen'],
    [{ isLoading: false, shown: 5, total: 5 }, null],
  ])('%j says %j', (input, expected) => {
    expect(listNote(input)).toBe(expected);
  });
});
