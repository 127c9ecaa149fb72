/**
 * The data of the three template chart pages, generated from a fixed
 * seed: the template draws random numbers on every visit; ours are the same every time,
 * so stories, screenshots and the screen reader summary do not change.
 */
export type ChartScreenKind = 'keyboard' | 'line' | 'mixchart';

export interface ChartSeries {
  name: string;
  values: number[];
}

export interface ChartScreenData {
  title: string;
  categories: string[];
  series: ChartSeries[];
}

/** A fixed fraction in [0, 1) for a seed and an index: the fractional part of a large sine, a common shader hash. */
function noise(seed: number, index: number): number {
  const x = Math.sin(seed * 127.1 + index * 311.7) * 43758.5453;
  return x - Math.floor(x);
}

const integers = (seed: number, count: number, min: number, max: number) =>
  Array.from({ length: count }, (_, index) => min + Math.floor(noise(seed, index) * (max - min + 1)));

const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export const CHART_TITLES: Record<ChartScreenKind, string> = {
  keyboard: 'Keyboard Chart',
  line: 'Line Chart',
  mixchart: 'Mix Chart',
};

export function chartScreenData(kind: ChartScreenKind): ChartScreenData {
  const title = CHART_TITLES[kind];
  if (kind === 'keyboard') {
    return {
      title,
      categories: Array.from({ length: 50 }, (_, index) => `Trap ${index + 1}`),
      series: [{ name: 'Beetles caught', values: integers(16, 50, 50, 1000) }],
    };
  }
  if (kind === 'line') {
    return {
      title,
      // Thirty days from 1 April 2026.
      categories: Array.from({ length: 30 }, (_, index) => dayLabel.format(Date.UTC(2026, 3, 1 + index))),
      series: [
        { name: 'Spruce', values: integers(1, 30, 120, 260) },
        { name: 'Pine', values: integers(2, 30, 80, 200) },
        { name: 'Larch', values: integers(3, 30, 20, 120) },
      ],
    };
  }
  return {
    title,
    categories: Array.from({ length: 20 }, (_, index) => String(2005 + index)),
    series: [
      { name: 'Spruce stands', values: integers(4, 20, 200, 900) },
      { name: 'Pine stands', values: integers(5, 20, 100, 700) },
    ],
  };
}

/** The per-category mean of the series: the mix chart's average line. */
export function averageOf(series: readonly ChartSeries[]): number[] {
  const count = Math.max(0, ...series.map((entry) => entry.values.length));
  return Array.from({ length: count }, (_, index) => {
    const sum = series.reduce((total, entry) => total + (entry.values[index] ?? 0), 0);
    return Math.round((sum / series.length) * 10) / 10;
  });
}

const number = new Intl.NumberFormat('en-GB');

/** What the canvas shows, in words: the chart's description for screen readers. */
export function chartSummary(data: ChartScreenData): string {
  const parts = data.series.map((entry) => {
    const max = Math.max(...entry.values);
    const min = Math.min(...entry.values);
    const at = data.categories[entry.values.indexOf(max)];
    return `${entry.name}: from ${number.format(min)} to ${number.format(max)}, highest at ${at}`;
  });
  const first = data.categories[0];
  const last = data.categories[data.categories.length - 1];
  return `${data.categories.length} points from ${first} to ${last}. ${parts.join('; ')}.`;
}
