import { describe, expect, it } from 'vitest';
import { acronymSuggestions, completeAcronym, expandAcronyms, insertText } from './letterText';

const ACRONYMS = [
  { kuerzel: 'FBG', bedeutung: 'Forstbetriebsgemeinschaft' },
  { kuerzel: 'GNSS', bedeutung: 'Satellitengestützt eingemessen' },
  { kuerzel: 'GCP', bedeutung: 'Passpunkt' },
];

describe('letter texts', () => {
  it('inserts a free text at the caret with spaces where words would touch', () => {
    expect(insertText('Hallo Welt', 'liebe', 5)).toEqual({ text: 'Hallo liebe Welt', caret: 11 });
    expect(insertText('', 'Text')).toEqual({ text: 'Text', caret: 4 });
    expect(insertText('Ende.', 'Mit Gruß')).toEqual({ text: 'Ende. Mit Gruß', caret: 14 });
  });

  it('offers acronyms for the word being typed, from two letters on', () => {
    expect(acronymSuggestions('Die g', 5, ACRONYMS)).toEqual([]);
    expect(acronymSuggestions('Die gn', 6, ACRONYMS).map((a) => a.kuerzel)).toEqual(['GNSS']);
    expect(acronymSuggestions('Die G', 5, ACRONYMS)).toEqual([]);
    expect(acronymSuggestions('per GNSS', 8, ACRONYMS)).toEqual([]);
    expect(completeAcronym('Die fb und', 6, ACRONYMS[0]!)).toEqual({ text: 'Die FBG und', caret: 7 });
  });

  it('writes acronyms out once, as "Bedeutung (KÜRZEL)"', () => {
    const once = expandAcronyms('Für die FBG, per GNSS.', ACRONYMS);
    expect(once).toBe('Für die Forstbetriebsgemeinschaft (FBG), per Satellitengestützt eingemessen (GNSS).');
    expect(expandAcronyms(once, ACRONYMS)).toBe(once);
    expect(expandAcronyms('FBGX', ACRONYMS)).toBe('FBGX');
  });
});
