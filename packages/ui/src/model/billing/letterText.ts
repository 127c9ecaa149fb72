/**
 * The letter's free texts: a stored text (a_get_all_freitexte) goes
 * in where the cursor is; acronyms (a_get_acronyms) are offered while a word is typed
 * and written out on request.
 */
import type { Acronym } from '../resultRows';

/** `current` with `insert` at `caret` (the end when not known), separated by a space where words would touch. */
export function insertText(
  current: string,
  insert: string,
  caret: number = current.length,
): { text: string; caret: number } {
  const at = Math.max(0, Math.min(caret, current.length));
  const before = current.slice(0, at);
  const after = current.slice(at);
  const lead = before === '' || /\s$/.test(before) ? '' : ' ';
  const trail = after === '' || /^\s/.test(after) ? '' : ' ';
  const text = `${before}${lead}${insert}${trail}${after}`;
  return { text, caret: before.length + lead.length + insert.length };
}

/** The word being typed before the caret: letters and digits back to the last space or punctuation. */
export function wordBeforeCaret(text: string, caret: number): string {
  const match = /[\p{L}\p{N}]+$/u.exec(text.slice(0, caret));
  return match ? match[0] : '';
}

/**
 * The acronyms that complete the word before the caret (two letters at least, case
 * ignored), at most `limit`; none once the word is complete and nothing longer fits.
 */
export function acronymSuggestions(text: string, caret: number, acronyms: readonly Acronym[], limit = 5): Acronym[] {
  const word = wordBeforeCaret(text, caret);
  if (word.length < 2) return [];
  const lower = word.toLocaleLowerCase('de-DE');
  const fitting = acronyms.filter((a) => a.kuerzel.toLocaleLowerCase('de-DE').startsWith(lower));
  if (fitting.length === 1 && fitting[0]?.kuerzel === word) return [];
  return fitting.slice(0, limit);
}

/** The word before the caret completed to the acronym. */
export function completeAcronym(text: string, caret: number, acronym: Acronym): { text: string; caret: number } {
  const word = wordBeforeCaret(text, caret);
  const start = caret - word.length;
  return {
    text: text.slice(0, start) + acronym.kuerzel + text.slice(caret),
    caret: start + acronym.kuerzel.length,
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every known acronym written out as "Bedeutung (KÜRZEL)", the way a letter introduces
 * an abbreviation; one already written out is left as it is, so a second request changes nothing.
 */
export function expandAcronyms(text: string, acronyms: readonly Acronym[]): string {
  let result = text;
  for (const { kuerzel, bedeutung } of acronyms) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}(])${escape(kuerzel)}(?![\\p{L}\\p{N}])(?!\\))`, 'gu');
    result = result.replace(pattern, `${bedeutung} (${kuerzel})`);
  }
  return result;
}
