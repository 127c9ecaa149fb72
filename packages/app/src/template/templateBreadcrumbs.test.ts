import { TEMPLATE_HOME, TEMPLATE_ROUTES } from '@waldmonitor/ui/model';
import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from '../shell/viewForLocation';

const HOME = { title: 'Dashboard', path: TEMPLATE_HOME };
const crumbs = (path: string, record?: string) =>
  breadcrumbsFor(TEMPLATE_ROUTES, path, record, HOME).map(({ title, path: to }) => (to ? `${title} → ${to}` : title));

describe("the template part's breadcrumb", () => {
  it.each([
    ['/template/dashboard', ['Dashboard']],
    ['/template/icon/index', ['Dashboard → /template/dashboard', 'Icons']],
    [
      '/template/permission/directive',
      ['Dashboard → /template/dashboard', 'Permission → /template/permission/page', 'Directive Permission'],
    ],
    [
      '/template/nested/menu1/menu1-2/menu1-2-2',
      [
        'Dashboard → /template/dashboard',
        'Nested Routes → /template/nested/menu1/menu1-1',
        'Menu 1 → /template/nested/menu1/menu1-1',
        'Menu 1-2 → /template/nested/menu1/menu1-2/menu1-2-1',
        'Menu 1-2-2',
      ],
    ],
  ])('%s reads %j', (path, expected) => {
    expect(crumbs(path)).toEqual(expected);
  });

  it('an edit tab names its article, below the list it belongs to', () => {
    expect(crumbs('/template/example/edit/7', 'Edit Article-7')).toEqual([
      'Dashboard → /template/dashboard',
      'Example → /template/example/list',
      'Article List → /template/example/list',
      'Edit Article-7',
    ]);
  });
});
