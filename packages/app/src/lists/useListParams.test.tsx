import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import {
  choiceParam,
  flagParam,
  formatSort,
  parsePage,
  parseSort,
  useListParams,
  type FilterParam,
  type SortParam,
} from './useListParams';

const sortSpec: SortParam = {
  key: 'sortierung',
  columns: ['name', 'email'],
  default: { key: 'name', direction: 'asc' },
};

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

  it('a choice knows its values; a flag reads ja and nein', () => {
    const role = choiceParam('rolle', ['ogf_admin', 'ogf_expert']);
    expect(role.parse('ogf_admin')).toBe('ogf_admin');
    expect(role.parse('root')).toBe('');
    expect(role.format('')).toBeNull();
    const flag = flagParam('mail');
    expect([flag.parse('ja'), flag.parse('nein'), flag.parse('vielleicht')]).toEqual([true, false, null]);
    expect([flag.format(true), flag.format(false), flag.format(null)]).toEqual(['ja', 'nein', null]);
  });
});

const schema = {
  search: 'suche',
  filters: { role: choiceParam('rolle', ['ogf_admin', 'ogf_expert']), mailNew: flagParam('mail_new') },
  sort: sortSpec,
  page: 'seite',
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
    expect(probe.current.list.filters).toEqual({ role: 'ogf_admin', mailNew: false });
    expect(probe.current.list.sort).toEqual({ key: 'email', direction: 'desc' });
    expect(probe.current.list.page).toBe(3);
    expect(probe.current.list.isFiltered).toBe(true);
  });

  it('an address without parameters is the unfiltered first page in the default sort', () => {
    at('');
    expect(probe.current.list).toMatchObject({
      search: '',
      filters: { role: '', mailNew: null },
      sort: { key: 'name', direction: 'asc' },
      page: 1,
      pageSize: 25,
      isFiltered: false,
    });
  });

  it('a filter or sort goes back to page 1; the page is written; every write replaces', () => {
    at('?seite=4');
    act(() => probe.current.list.setFilter('role', 'ogf_expert'));
    expect(address()).toBe('?rolle=ogf_expert');
    expect(probe.current.type).toBe('REPLACE');
    act(() => probe.current.list.setPage(2));
    expect(address()).toBe('?rolle=ogf_expert&seite=2');
    act(() => probe.current.list.setSort({ key: 'email', direction: 'desc' }));
    expect(address()).toBe('?rolle=ogf_expert&sortierung=-email');
    act(() => probe.current.list.setPage(3));
    act(() => probe.current.list.setFilter('mailNew', true));
    expect(address()).toBe('?rolle=ogf_expert&sortierung=-email&mail_new=ja');
  });

  it('the search shows at once and reaches the address once typing pauses, at page 1', async () => {
    at('?seite=2&rolle=ogf_admin');
    act(() => probe.current.list.setSearchText('Eich'));
    expect(probe.current.list.searchText).toBe('Eich');
    expect(probe.current.list.search).toBe('');
    expect(address()).toBe('?seite=2&rolle=ogf_admin');
    await waitFor(() => expect(address()).toBe('?rolle=ogf_admin&suche=Eich'));
    expect(probe.current.list.search).toBe('Eich');
  });

  it('resetting the filters keeps the sort', () => {
    at('?suche=x&rolle=ogf_admin&mail_new=ja&sortierung=email&seite=5');
    act(() => probe.current.list.resetFilters());
    expect(address()).toBe('?sortierung=email');
    expect(probe.current.list.searchText).toBe('');
    expect(probe.current.list.isFiltered).toBe(false);
  });

  it('a filter that chooses the view (a year) is no filter, and resetting keeps it', () => {
    const year: FilterParam<string> = {
      key: 'jahr',
      parse: (raw) => raw ?? '',
      format: (v) => v || null,
      choosesView: true,
    };
    const yearSchema = { ...schema, filters: { ...schema.filters, year } };
    const view = renderHook(() => ({ list: useListParams(yearSchema), search: useLocation().search }), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={['/dashboard?jahr=2025&rolle=ogf_admin']}>{children}</MemoryRouter>
      ),
    }).result;
    expect(view.current.list.isFiltered).toBe(true);
    act(() => view.current.list.resetFilters());
    expect(view.current.search).toBe('?jahr=2025');
    expect(view.current.list.isFiltered).toBe(false);
  });
});
