/**
 * A search word as the data service compares it: without accents, as PostgreSQL's `unaccent`
 * folds the lists' `suche` columns (packages/dataservice/sql/45_list_indexes.sql), so "Müller"
 * typed finds "Muller" stored and "muller" typed finds "Müller". Letters with a diacritic lose
 * it (é → e, ü → u, Å → A: Unicode's canonical decomposition without the combining marks); the
 * letters that decompose into nothing take unaccent.rules' spelling (ß → ss, æ → ae, ø → o, ł → l …).
 * Case stays: the service compares case-insensitively (ILIKE).
 */

/** unaccent.rules' letters that have no canonical decomposition. */
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
};

const SPECIAL = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

export function unaccentSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(SPECIAL, (letter) => LETTERS[letter] ?? letter)
    .normalize('NFC');
}
