/** One entry of a combobox's list: the value it chooses and the text a person reads and searches. */
export interface ComboboxOption {
  value: string;
  label: string;
}

/** A key that moves the highlighted option while focus stays in the input. */
export type ComboboxMove = 'next' | 'previous' | 'first' | 'last';

/**
 * The option highlighted after a move among `count` options; -1 is none. Down from none goes
 * to the first, up from none to the last, and both wrap round, as the WAI-ARIA combobox
 * pattern's listbox does, so a long list is reached from either end.
 */
export function moveActive(current: number, count: number, move: ComboboxMove): number {
  if (count === 0) return -1;
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'next':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'previous':
      return current <= 0 || current >= count ? count - 1 : current - 1;
  }
}

/** Lower case without accents or umlaut dots and with ß as ss: "muller" and "Mueller" both find "Müller". */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('de-DE')
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** Whether `label` holds every typed word, in either spelling of an umlaut ("ü", "ue" or "u"). */
function holdsEveryWord(label: string, words: readonly string[]): boolean {
  const folded = foldForSearch(label);
  // "Müller" folds to "mueller"; its plain-letter spelling "muller" is searched too.
  const plain = label.toLocaleLowerCase('de-DE').replaceAll('ß', 'ss').normalize('NFD').replace(/\p{M}/gu, '');
  return words.every((word) => folded.includes(word) || plain.includes(word));
}

/**
 * The options a combobox that searches on its own offers for the typed text: those whose
 * label holds every word (case, accents and umlaut spelling ignored), in their order.
 */
export function filterOptions<O extends ComboboxOption>(options: readonly O[], query: string): readonly O[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return options;
  return options.filter((option) => holdsEveryWord(option.label, words));
}

const count = new Intl.NumberFormat('de-DE');

export interface ListNoteInput {
  /** The search's answer is still coming. */
  isLoading: boolean;
  /** How many options are offered. */
  shown: number;
  /** How many the search found in all (more than `shown` when only the first are offered). */
  total: number;
}

/**
 * The line under the options that says what the list is: still being searched, that
 * nothing matched, or that only the first matches are offered and typing more narrows
 * them. Null when the options are all there is.
 */
export function listNote({ isLoading, shown, total }: ListNoteInput): string | null {
  if (isLoading) return 'Wird gesucht …';
  if (shown === 0) return 'Keine Treffer';
  if (total > shown) {
    const more = total - shown;
    return `${count.format(more)} weitere${more === 1 ? 'r' : ''} Treffer: zum Eingrenzen weiter tippen`;
  }
  return null;
}
