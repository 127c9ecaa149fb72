import { describe, expect, it } from 'vitest';
import { barOption } from './chartOption';

const DATA = {
  series: ['Vermessen', 'Vermutet'],
  unit: 'Stück',
  rows: [
    { label: 'Ausmündungen', values: [41, 17] },
    { label: 'Schächte', values: [1250, 310] },
  ],
};
const COLORS = { series: ['#007d40', '#8896a4'], text: '#1f2933', grid: '#c4ccd4' };

describe('barOption', () => {
  it('given reduced motion, turns animation off; stacked series keep the first row on top', () => {
    const option = barOption(DATA, COLORS, { isStacked: true, animate: false });
    expect(option.animation).toBe(false);
    expect(option.yAxis.data).toEqual(['Schächte', 'Ausmündungen']);
    expect(option.series).toEqual([
      { name: 'Vermessen', type: 'bar', stack: 'summe', data: [1250, 41] },
      { name: 'Vermutet', type: 'bar', stack: 'summe', data: [310, 17] },
    ]);
    expect(option.legend).toEqual({ top: 0, textStyle: { color: '#1f2933' } });
  });

  it('formats values the German way with the unit', () => {
    const option = barOption(DATA, COLORS, { isStacked: false, animate: true });
    expect(option.animation).toBe(true);
    expect(option.series[0]?.stack).toBeUndefined();
    expect(option.tooltip.valueFormatter(1250)).toBe('1.250 Stück');
    expect(option.xAxis.axisLabel.formatter(2034.5)).toBe('2.034,5');
  });

  it('drops value labels that would run into each other on a narrow chart', () => {
    expect(barOption(DATA, COLORS, { isStacked: false, animate: false }).xAxis.axisLabel.hideOverlap).toBe(true);
  });

  it('shows no legend for a single series', () => {
    expect(
      barOption({ ...DATA, series: ['Länge'] }, COLORS, { isStacked: false, animate: false }).legend,
    ).toBeUndefined();
  });
});
