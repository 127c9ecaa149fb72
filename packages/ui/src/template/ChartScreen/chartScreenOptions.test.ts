import { describe, expect, it } from 'vitest';
import { averageOf, chartScreenData, chartSummary } from './chartScreenData';
import { chartScreenOption } from './chartScreenOptions';

const COLORS = { series: ['#1', '#2', '#3', '#4'], text: '#t', grid: '#g', shadow: '#s' };

describe('chartScreenData', () => {
  it('is the same on every call (seeded), with the sizes the pages promise', () => {
    expect(chartScreenData('keyboard')).toEqual(chartScreenData('keyboard'));
    expect(chartScreenData('keyboard').series[0]!.values).toHaveLength(50);
    expect(chartScreenData('line').series.map((s) => s.name)).toEqual(['Spruce', 'Pine', 'Larch']);
    expect(chartScreenData('line').categories.slice(0, 2)).toEqual(['1 Apr', '2 Apr']);
    expect(chartScreenData('mixchart').categories.at(-1)).toBe('2024');
  });

  it('averages per category', () => {
    expect(
      averageOf([
        { name: 'a', values: [1, 2, 10] },
        { name: 'b', values: [2, 2, 5] },
      ]),
    ).toEqual([1.5, 2, 7.5]);
  });

  it('describes the chart in words', () => {
    expect(
      chartSummary({
        title: 'T',
        categories: ['Mon', 'Tue', 'Wed'],
        series: [{ name: 'Visits', values: [5, 1200, 7] }],
      }),
    ).toBe('3 points from Mon to Wed. Visits: from 5 to 1,200, highest at Tue.');
  });
});

describe('chartScreenOption', () => {
  it('keyboard: a shadow bar at the rounded-up maximum behind the bars, and a line over them', () => {
    const data = { title: 'K', categories: ['a', 'b'], series: [{ name: 'Beetles', values: [120, 345] }] };
    const option = chartScreenOption('keyboard', data, COLORS, false);
    expect(option.animation).toBe(false);
    expect((option.yAxis as { max?: number }).max).toBe(400);
    expect(option.series).toEqual([
      expect.objectContaining({ type: 'bar', barGap: '-100%', data: [400, 400], itemStyle: { color: '#s' } }),
      expect.objectContaining({ type: 'bar', name: 'Beetles', data: [120, 345] }),
      expect.objectContaining({ type: 'line', name: 'Trend', data: [120, 345] }),
    ]);
  });

  it('line: one smooth line per series', () => {
    const option = chartScreenOption('line', chartScreenData('line'), COLORS, true);
    expect(option.series.map((s) => [s.name, s.type])).toEqual([
      ['Spruce', 'line'],
      ['Pine', 'line'],
      ['Larch', 'line'],
    ]);
    expect(option.color).toEqual(COLORS.series);
  });

  it('mixchart: stacked bars, the average line and a zoom slider', () => {
    const data = {
      title: 'M',
      categories: ['2005', '2006'],
      series: [
        { name: 'A', values: [100, 200] },
        { name: 'B', values: [300, 101] },
      ],
    };
    const option = chartScreenOption('mixchart', data, COLORS, false) as ReturnType<typeof chartScreenOption> & {
      dataZoom: { type: string }[];
    };
    expect(option.series).toEqual([
      { name: 'A', type: 'bar', stack: 'total', data: [100, 200] },
      { name: 'B', type: 'bar', stack: 'total', data: [300, 101] },
      { name: 'Average', type: 'line', symbolSize: 6, data: [200, 150.5] },
    ]);
    expect(option.dataZoom.map((zoom) => zoom.type)).toEqual(['slider', 'inside']);
  });
});
