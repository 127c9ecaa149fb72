import { describe, expect, it } from 'vitest';
import { CHROME_TEXT, chromeTranslator } from './chromeTextEnglish';
import { createTranslator, interpolate } from './translator';

describe('interpolate', () => {
  it('fills every placeholder that has a value and leaves the others visible', () => {
    expect(interpolate('Benutzermenü {name}', { name: 'Erika Muster' })).toBe('Benutzermenü Erika Muster');
    expect(interpolate('{a} und {b}', { a: 1 })).toBe('1 und {b}');
    expect(interpolate('ohne Platzhalter')).toBe('ohne Platzhalter');
  });
});

describe('createTranslator', () => {
  it('answers from the catalogue, then the fallback, then with the key itself', () => {
    const t = createTranslator<'a' | 'b' | 'c'>({ a: 'Eins' }, { a: 'one', b: 'two', c: 'three' });
    expect(t('a')).toBe('Eins');
    expect(t('b')).toBe('two');
    expect(createTranslator<'x'>({})('x')).toBe('x');
  });
});

describe('the chrome catalogues', () => {
  it('read German in the product and the template words in English (requirements §2 context menu)', () => {
    const de = chromeTranslator('de');
    const en = chromeTranslator('en');
    expect(['refresh', 'close', 'closeOthers', 'closeAll'].map((k) => de(`tags.${k}` as 'tags.close'))).toEqual([
      'Neu laden',
      'Schließen',
      'Andere schließen',
      'Alle schließen',
    ]);
    expect(['refresh', 'close', 'closeOthers', 'closeAll'].map((k) => en(`tags.${k}` as 'tags.close'))).toEqual([
      'Refresh',
      'Close',
      'Close Others',
      'Close All',
    ]);
  });

  it('have the same keys in both languages, none empty', () => {
    expect(Object.keys(CHROME_TEXT.en).sort()).toEqual(Object.keys(CHROME_TEXT.de).sort());
    for (const text of [...Object.values(CHROME_TEXT.de), ...Object.values(CHROME_TEXT.en)])
      expect(text.trim()).not.toBe('');
  });
});
