import { PLACEHOLDERS, fillPlaceholders, placeholdersIn, printableLetter, printableText } from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import { createSeed } from '.';

const seed = createSeed();
const clientOf = (id: number | null) => seed.kunde.find((c) => c.client_id === id) ?? null;
const BRACE = /[{}]/;

describe('placeholders in every stored letter text of the seed', () => {
  it('are all known placeholders', () => {
    const used = seed.freitexte.flatMap((f) => placeholdersIn(f.text).map((token) => token.slice(1, -1)));
    expect(used).toContain('nachname');
    for (const name of used) expect(Object.keys(PLACEHOLDERS)).toContain(name);
  });

  it('are filled without a brace for every client with a complete contact', () => {
    const complete = seed.kunde.filter((c) => c.ap_gender && c.ap_vorname && c.ap_nachname);
    expect(complete.length).toBeGreaterThan(0);
    for (const text of seed.freitexte)
      for (const client of complete) expect(fillPlaceholders(text.text, client)).not.toMatch(BRACE);
  });

  it('never print a brace, with any client, with none, and with an empty contact', () => {
    const empty = { name: '', ap_gender: null, ap_vorname: null, ap_nachname: null };
    for (const text of seed.freitexte)
      for (const client of [...seed.kunde, empty, null]) {
        expect(printableText(text.text, client, text.feld === 'anrede')).not.toMatch(BRACE);
      }
  });

  it('never print a brace in a stored offer or invoice', () => {
    for (const document of [...seed.angebot, ...seed.rechnung]) {
      const printed = printableLetter(document, clientOf(document.client_id));
      for (const text of [printed.anrede, printed.anschreiben, printed.zuerl]) expect(text ?? '').not.toMatch(BRACE);
    }
  });
});
