import { describe, expect, it } from 'vitest';
import { menuSeparator, visibleEntries, type DropdownMenuEntry } from './menuEntries';

const item = (label: string, hidden = false): DropdownMenuEntry => ({ label, onSelect: () => undefined, hidden });
const shape = (entries: DropdownMenuEntry[]) => entries.map((e) => ('label' in e ? e.label : '—'));

describe('visibleEntries', () => {
  it.each<[string, DropdownMenuEntry[], string[]]>([
    ['keeps everything visible', [item('A'), menuSeparator, item('B')], ['A', '—', 'B']],
    [
      'leaves out hidden items',
      [item('Profil', true), item('Dashboard'), menuSeparator, item('Abmelden')],
      ['Dashboard', '—', 'Abmelden'],
    ],
    ['drops a leading separator', [menuSeparator, item('A')], ['A']],
    ['drops a trailing separator', [item('A'), menuSeparator], ['A']],
    ['collapses neighbouring separators', [item('A'), menuSeparator, menuSeparator, item('B')], ['A', '—', 'B']],
    [
      'drops a separator whose group is all hidden',
      [item('A'), menuSeparator, item('B', true), menuSeparator, item('C')],
      ['A', '—', 'C'],
    ],
    ['drops a separator left at the end by hidden items', [item('A'), menuSeparator, item('B', true)], ['A']],
    ['returns nothing when everything is hidden', [item('A', true), menuSeparator, item('B', true)], []],
  ])('%s', (_, entries, expected) => {
    expect(shape(visibleEntries(entries))).toEqual(expected);
  });
});
