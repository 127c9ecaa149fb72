import { describe, expect, it } from 'vitest';
import { lineChartData } from './dashboard';
import { DEFAULT_TODOS, filterTodos, parseTodos } from './todos';

describe('todos', () => {
  it('filters active and completed', () => {
    expect(filterTodos(DEFAULT_TODOS, 'active').map((t) => t.text)).toEqual([
      'star this repository',
      'fork this repository',
      'follow author',
    ]);
    expect(filterTodos(DEFAULT_TODOS, 'completed')).toHaveLength(5);
    expect(filterTodos(DEFAULT_TODOS, 'all')).toHaveLength(8);
  });

  it.each([
    [null, 8],
    ['not json', 8],
    ['[{"text":"x"}]', 8],
    ['[{"text":"x","done":false}]', 1],
    ['[]', 0],
  ])('parses %j into %i items', (stored, count) => {
    expect(parseTodos(stored)).toHaveLength(count);
  });
});

describe('lineChartData', () => {
  it('gives the panel expected and actual over the week', () => {
    expect(lineChartData('purchases')).toEqual({
      title: 'Purchases this week',
      categories: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      series: [
        { name: 'expected', values: [80, 100, 121, 104, 105, 90, 100] },
        { name: 'actual', values: [120, 90, 100, 138, 142, 130, 130] },
      ],
    });
  });
});
