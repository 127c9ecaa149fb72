import { describe, expect, it } from 'vitest';
import { TEMPLATE_REPOSITORY_URL, TEMPLATE_ROLE, TEMPLATE_ROUTES, templateRoutesFor } from '../../model/routes';
import { createSearchIndex, itemLabel, searchItems } from './searchItems';

describe('searchItems', () => {
  it('lists the visible pages of the visitor: only the dashboard', () => {
    const items = searchItems(templateRoutesFor(TEMPLATE_ROUTES, [TEMPLATE_ROLE.visitor]));
    expect(items.map(itemLabel)).toEqual(['Dashboard']);
  });

  it('reads "Parent > Page", leaves hidden routes out and marks the external link', () => {
    const items = searchItems(TEMPLATE_ROUTES);
    const labels = items.map(itemLabel);
    expect(labels).toContain('Nested Routes > Menu 1 > Menu 1-2 > Menu 1-2-2');
    expect(labels).toContain('Example > Article List');
    expect(labels).not.toContain('Example > Edit Article');
    expect(items.find((item) => item.path === TEMPLATE_REPOSITORY_URL)?.isExternal).toBe(true);
    expect(items.find((item) => item.title === 'Icons')).toEqual({
      path: '/template/icon/index',
      title: 'Icons',
      trail: [],
      isExternal: false,
    });
  });
});

describe('createSearchIndex', () => {
  const search = createSearchIndex(searchItems(TEMPLATE_ROUTES));

  it('finds a page by a slightly misspelt title', () => {
    expect(search('Articel List').map(itemLabel)[0]).toBe('Example > Article List');
  });

  it('finds nothing for an empty query', () => {
    expect(search('  ')).toEqual([]);
  });
});
