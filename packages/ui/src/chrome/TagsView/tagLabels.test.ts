import { describe, expect, it } from 'vitest';
import { tagKey } from '../../model/tagsView';
import { tagLabels } from './tagLabels';

const view = (path: string, title: string, query = '', viewParams: string[] = []) => ({
  key: tagKey(path, query, viewParams),
  path,
  query,
  title,
});

describe('tagLabels', () => {
  it('uses the title when it is unique', () => {
    expect([...tagLabels([view('/dashboard', 'Dashboard'), view('/gis/index', 'GIS')])]).toEqual([
      ['/dashboard', 'Dashboard'],
      ['/gis/index', 'GIS'],
    ]);
  });

  it('tells two records of one page apart by the last path segment', () => {
    expect([...tagLabels([view('/users/12', 'Nutzerdetails'), view('/users/13', 'Nutzerdetails')])]).toEqual([
      ['/users/12', 'Nutzerdetails 12'],
      ['/users/13', 'Nutzerdetails 13'],
    ]);
  });

  it('tells two views of one page apart by their view parameters; the plain page keeps its title', () => {
    const labels = tagLabels([
      view('/dashboard', 'Dashboard', '?x=1', ['bereich', 'id']),
      view('/dashboard', 'Dashboard', '?bereich=rechnungen&suche=Forst', ['bereich', 'id']),
      view('/dashboard', 'Dashboard', '?id=12&bereich=rechnungen', ['bereich', 'id']),
    ]);
    expect([...labels.values()]).toEqual(['Dashboard', 'Dashboard rechnungen', 'Dashboard rechnungen, 12']);
  });

  it('never names a tag after its search or filter values', () => {
    const users = view('/users/index', 'Nutzer', '?suche=Brand&rolle=ogf_citizens');
    expect([...tagLabels([users, view('/gis/index', 'GIS', '?jahr=2024', ['karte'])])]).toEqual([
      ['/users/index', 'Nutzer'],
      ['/gis/index', 'GIS'],
    ]);
  });
});
