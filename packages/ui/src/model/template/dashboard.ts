/**
 * The template dashboard's figures, as vue-element-admin shows them: four
 * panels that each switch the line chart, and the radar, pie and bar charts beside it.
 * Demo data, English like the template part.
 */
export type DashboardPanel = 'newVisits' | 'messages' | 'purchases' | 'shoppings';

/** A chart's data: categories (x axis, radar axes or pie slices) and one or more series over them. */
export interface TemplateChartData {
  title: string;
  categories: readonly string[];
  series: readonly { name: string; values: readonly number[] }[];
  /** The radar's maximum per axis. */
  max?: readonly number[];
}

export const DASHBOARD_PANELS: readonly { key: DashboardPanel; label: string; value: number; icon: string }[] = [
  { key: 'newVisits', label: 'New Visits', value: 102400, icon: 'users' },
  { key: 'messages', label: 'Messages', value: 81212, icon: 'mail' },
  { key: 'purchases', label: 'Purchases', value: 9280, icon: 'euro' },
  { key: 'shoppings', label: 'Shoppings', value: 13600, icon: 'chart' },
];

const WEEK = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const LINES: Record<DashboardPanel, [expected: number[], actual: number[]]> = {
  newVisits: [
    [100, 120, 161, 134, 105, 160, 165],
    [120, 82, 91, 154, 162, 140, 145],
  ],
  messages: [
    [200, 192, 120, 144, 160, 130, 140],
    [180, 160, 151, 106, 145, 150, 130],
  ],
  purchases: [
    [80, 100, 121, 104, 105, 90, 100],
    [120, 90, 100, 138, 142, 130, 130],
  ],
  shoppings: [
    [130, 140, 141, 142, 145, 150, 160],
    [120, 82, 91, 154, 162, 140, 130],
  ],
};

/** The line chart of a panel: expected against actual over the week. */
export function lineChartData(panel: DashboardPanel): TemplateChartData {
  const [expected, actual] = LINES[panel];
  const label = DASHBOARD_PANELS.find((p) => p.key === panel)?.label ?? panel;
  return {
    title: `${label} this week`,
    categories: WEEK,
    series: [
      { name: 'expected', values: expected },
      { name: 'actual', values: actual },
    ],
  };
}

export const RADAR_CHART_DATA: TemplateChartData = {
  title: 'Budget by department',
  categories: ['Sales', 'Administration', 'Information Technology', 'Customer Support', 'Development', 'Marketing'],
  max: [10000, 20000, 20000, 20000, 20000, 20000],
  series: [
    { name: 'Allocated Budget', values: [5000, 7000, 12000, 11000, 15000, 14000] },
    { name: 'Expected Spending', values: [4000, 9000, 15000, 15000, 13000, 11000] },
    { name: 'Actual Spending', values: [5500, 11000, 12000, 15000, 12000, 12000] },
  ],
};

export const PIE_CHART_DATA: TemplateChartData = {
  title: 'Wave of industries',
  categories: ['Industries', 'Technology', 'Forex', 'Gold', 'Forecasts'],
  series: [{ name: 'Weekly write articles', values: [320, 240, 149, 100, 59] }],
};

export const BAR_CHART_DATA: TemplateChartData = {
  title: 'Page views per day',
  categories: WEEK,
  series: [
    { name: 'pageA', values: [79, 52, 200, 334, 390, 330, 220] },
    { name: 'pageB', values: [80, 52, 200, 334, 390, 330, 220] },
    { name: 'pageC', values: [30, 52, 200, 334, 390, 330, 220] },
  ],
};
