import { describe, expect, it } from 'vitest';
import { tagKey } from '../../model/tagsView';
import { tagLabels } from './tagLabels';

const view = (path: string, title: string, query = '') => ({ key: tagKey(path, query), path, query, title });

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

  it('tells two queries of one page apart by their values; the plain page keeps its title', () => {
    const labels = tagLabels([
      view('/profile/index', 'Profil'),
      view('/profile/index', 'Profil', '?tab=experte'),
      view('/profile/index', 'Profil', '?tab=mail&x=1'),
    ]);
    expect([...labels.values()]).toEqual(['Profil', 'Profil experte', 'Profil mail, 1']);
  });
});
