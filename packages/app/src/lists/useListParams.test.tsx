import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { choiceFilter, type ListFilter } from './defineList';
import { formatSort, parsePage, parseSort, useListParams } from './useListParams';

const sortSpec = { columns: ['name', 'email'], default: { key: 'name', direction: 'asc' } } as const;

describe('the address of a list: parse and format', () => {
  it.each([
    [null, { key: 'name', direction: 'asc' }],
    ['email', { key: 'email', direction: 'asc' }],
    ['-email', { key: 'email', direction: 'desc' }],
    ['ohne', null],
    ['passwort', { key: 'name', direction: 'asc' }],
  ] as const)('sort %s', (raw, expected) => {
    expect(parseSort(raw, sortSpec)).toEqual(expected);
  });

  it('writes the default sort as nothing, descending with a minus, no sort as "ohne"', () => {
    expect(formatSort({ key: 'name', direction: 'asc' }, sortSpec)).toBeNull();
    expect(formatSort({ key: 'name', direction: 'desc' }, sortSpec)).toBe('-name');
    expect(formatSort({ key: 'email', direction: 'asc' }, sortSpec)).toBe('email');
    expect(formatSort(null, sortSpec)).toBe('ohne');
  });

  it.each([
    [null, 1],
    ['2', 2],
    ['0', 1],
    ['-3', 1],
    ['abc', 1],
    ['1.5', 1],
  ] as const)('page %s is %i', (raw, expected) => {
    expect(parsePage(raw)).toBe(expected);
  });

  it('a choice knows its values', () => {
    const role = choiceFilter('rolle', ['ogf_admin', 'ogf_expert'], () => []);
    expect(role.parse('ogf_admin')).toBe('ogf_admin');
    expect(role.parse('root')).toBe('');
    expect(role.format('')).toBeNull();
  });
});

/** Yes, no or either: `ja`/`nein` in the address. */
const mailNew: ListFilter<boolean | null, never> = {
  key: 'mail_new',
  parse: (raw) => (raw === 'ja' ? true : raw === 'nein' ? false : null),
  format: (value) => (value === null ? null : value ? 'ja' : 'nein'),
  where: () => [],
};

const schema = {
  filters: { role: choiceFilter('rolle', ['ogf_admin', 'ogf_expert'], () => []), mailNew },
  sorts: { name: [], email: [] },
  defaultSort: sortSpec.default,
  pageSize: 25,
};

function useProbe() {
  return { list: useListParams(schema), search: useLocation().search, type: useNavigationType() };
}

let probe: { current: ReturnType<typeof useProbe> };

function at(search: string) {
  probe = renderHook(useProbe, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[`/users/index${search}`]}>{children}</MemoryRouter>
    ),
  }).result;
}

const address = () => probe.current.search;

afterEach(cleanup);

describe('useListParams', () => {
  it('reads search, filters, sort and page from the address', () => {
    at('?suche=eich&rolle=ogf_admin&mail_new=nein&sortierung=-email&seite=3');
    expect(probe.current.list.search).toBe('eich');
    expect(probe.current.list.searchText).toBe('eich');
    expect(probe.current.list.filter).toEqual({ role: 'ogf_admin', mailNew: false });
    expect(probe.current.list.sort).toEqual({ key: 'email', direction: 'desc' });
    expect(probe.current.list.page).toBe(3);
    expect(probe.current.list.isFiltered).toBe(true);
  });

  it('an address without parameters is the unfiltered first page in the default sort', () => {
    at('');
    expect(probe.current.list).toMatchObject({
      search: '',
      filter: { role: '', mailNew: null },
      sort: { key: 'name', direction: 'asc' },
      page: 1,
      pageSize: 25,
      isFiltered: false,
    });
  });

  it('a filter or sort goes back to page 1; the page is written; every write replaces', () => {
    at('?seite=4');
    act(() => probe.current.list.onFilterChange('role', 'ogf_expert'));
    expect(address()).toBe('?rolle=ogf_expert');
    expect(probe.current.type).toBe('REPLACE');
    act(() => probe.current.list.onPageChange(2));
    expect(address()).toBe('?rolle=ogf_expert&seite=2');
    act(() => probe.current.list.onSortChange({ key: 'email', direction: 'desc' }));
    expect(address()).toBe('?rolle=ogf_expert&sortierung=-email');
    act(() => probe.current.list.onPageChange(3));
    act(() => probe.current.list.onFilterChange('mailNew', true));
    expect(address()).toBe('?rolle=ogf_expert&sortierung=-email&mail_new=ja');
  });

  it('the search shows at once and reaches the address once typing pauses, at page 1', async () => {
    at('?seite=2&rolle=ogf_admin');
    act(() => probe.current.list.onSearchChange('Eich'));
    expect(probe.current.list.searchText).toBe('Eich');
    expect(probe.current.list.search).toBe('');
    expect(address()).toBe('?seite=2&rolle=ogf_admin');
    await waitFor(() => expect(address()).toBe('?rolle=ogf_admin&suche=Eich'));
    expect(probe.current.list.search).toBe('Eich');
  });

  it('resetting the filters keeps the sort', () => {
    at('?suche=x&rolle=ogf_admin&mail_new=ja&sortierung=email&seite=5');
    act(() => probe.current.list.onResetFilters());
    expect(address()).toBe('?sortierung=email');
    expect(probe.current.list.searchText).toBe('');
    expect(probe.current.list.isFiltered).toBe(false);
  });

  it('a filter that chooses the view (a year) is no filter, and resetting keeps it', () => {
    const year: ListFilter<string, never> = {
      key: 'jahr',
      parse: (raw) => raw ?? '',
      format: (v) => v || null,
      where: () => [],
      choosesView: true,
    };
    const yearSchema = { ...schema, filters: { ...schema.filters, year } };
    const view = renderHook(() => ({ list: useListParams(yearSchema), search: useLocation().search }), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={['/dashboard?jahr=2025&rolle=ogf_admin']}>{children}</MemoryRouter>
      ),
    }).result;
    expect(view.current.list.isFiltered).toBe(true);
    act(() => view.current.list.onResetFilters());
    expect(view.current.search).toBe('?jahr=2025');
    expect(view.current.list.isFiltered).toBe(false);
  });
});
