import { describe, expect, it } from 'vitest';
import { unaccentSearch } from './searchText';

describe('unaccentSearch', () => {
  it('drops the accents of German and other Latin letters, keeping the case', () => {
    expect(unaccentSearch('Müller')).toBe('Muller');
    expect(unaccentSearch('MÜLLER')).toBe('MULLER');
    expect(unaccentSearch('Görlitz Ärzte Öl')).toBe('Gorlitz Arzte Ol');
    expect(unaccentSearch('Café Señor Ångström')).toBe('Cafe Senor Angstrom');
    expect(unaccentSearch('Dvořák Łódź')).toBe('Dvorak Lodz');
  });

  it('spells the letters without a decomposition as unaccent.rules does', () => {
    expect(unaccentSearch('Straße')).toBe('Strasse');
    expect(unaccentSearch('Ærø Œuvre þorn ıi đ')).toBe('AEro OEuvre thorn ii d');
  });

  it('leaves plain text, digits and the wildcards as they are', () => {
    expect(unaccentSearch('muller 50% a_b*c')).toBe('muller 50% a_b*c');
    expect(unaccentSearch('')).toBe('');
  });
});
