import { describe, expect, it } from 'vitest';
import type { User } from '../../model/entities';
import { countByRole, filterUsers, matchesUserQuery, normalizeSearch } from './userFilter';

const user = (
  user_id: number,
  first: string | null,
  last: string | null,
  email: string,
  app_status: User['app_status'],
): User => ({
  user_id,
  first_name: first,
  last_name: last,
  email,
  app_status,
  geb: null,
  phone: null,
  berufsgruppe: null,
  reg_date: '2024-01-01',
  geschlecht: null,
});

const users = [
  user(1, 'Jörg', 'Müller', 'joerg.mueller@forst.example', 'ogf_expert'),
  user(2, 'Anja', 'Albrecht', 'admin@waldmonitor.example', 'ogf_admin'),
  user(3, null, null, 'ohne.namen@web.example', 'ogf_new'),
  user(4, 'Andreas', 'Ahrens', 'anfrage@waldmonitor.example', 'ogf_expert_query'),
  user(5, 'Greta', 'Strauß', 'greta@post.example', 'ogf_expert_query'),
];

describe('normalizeSearch', () => {
  it('ignores case, accents and ß', () => {
    expect(normalizeSearch('  Jörg MÜLLER Straße ')).toBe('jorg muller strasse');
  });
});

describe('matchesUserQuery', () => {
  it.each([
    ['', [1, 2, 3, 4, 5]],
    ['muller', [1]],
    ['MÜLLER jörg', [1]],
    ['strauss', [5]],
    ['waldmonitor', [2, 4]],
    ['ohne.namen', [3]],
    ['an ahr', [4]],
    ['xyz', []],
  ])('%j finds %j', (query, ids) => {
    expect(users.filter((u) => matchesUserQuery(u, query)).map((u) => u.user_id)).toEqual(ids);
  });
});

describe('filterUsers', () => {
  it('combines the role filter with the search', () => {
    expect(filterUsers(users, { query: '', role: 'ogf_expert_query' }).map((u) => u.user_id)).toEqual([4, 5]);
    expect(filterUsers(users, { query: 'greta', role: 'ogf_expert_query' }).map((u) => u.user_id)).toEqual([5]);
    expect(filterUsers(users, { query: 'greta', role: 'ogf_admin' })).toEqual([]);
  });
});

describe('countByRole', () => {
  it('counts each role that occurs', () => {
    expect(countByRole(users)).toEqual({ ogf_expert: 1, ogf_admin: 1, ogf_new: 1, ogf_expert_query: 2 });
  });
});
