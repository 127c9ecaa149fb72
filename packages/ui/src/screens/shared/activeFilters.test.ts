import { describe, expect, it } from 'vitest';
import { activeFilters, filterChip, optionChip } from './activeFilters';

const ROLES = [
  { value: 'ogf_expert', label: 'Experte' },
  { value: 'ogf_admin', label: 'Administrator' },
];
const clear = () => undefined;

describe('optionChip', () => {
  it('reads "<filter>: <option>"', () => {
    expect(optionChip('role', 'Rolle', ROLES, 'ogf_expert', clear)).toEqual({
      key: 'role',
      label: 'Rolle: Experte',
      onRemove: clear,
    });
  });

  it('is null for no value', () => {
    expect(optionChip('role', 'Rolle', ROLES, '', clear)).toBeNull();
  });

  it('names a value the options do not hold by itself', () => {
    expect(optionChip('role', 'Rolle', ROLES, 'ogf_gone', clear)?.label).toBe('Rolle: ogf_gone');
  });
});

describe('filterChip', () => {
  it.each([
    ['Müller GmbH', 'Kunde: Müller GmbH'],
    ['', null],
    [null, null],
  ])('value %j reads %j', (value, label) => {
    expect(filterChip('client', 'Kunde', value, clear)?.label ?? null).toBe(label);
  });
});

describe('activeFilters', () => {
  it('keeps the set filters in order', () => {
    const chips = activeFilters(
      filterChip('client', 'Kunde', 'Müller GmbH', clear),
      optionChip('role', 'Rolle', ROLES, '', clear),
      optionChip('status', 'Rolle', ROLES, 'ogf_admin', clear),
    );
    expect(chips.map((chip) => chip.label)).toEqual(['Kunde: Müller GmbH', 'Rolle: Administrator']);
  });
});
