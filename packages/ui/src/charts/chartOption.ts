import type { ChartData } from '../model/backOffice/surveyCharts';
import { space } from '../theme';

export interface ChartColors {
  series: string[];
  text: string;
  grid: string;
}

const number = new Intl.NumberFormat('de-DE');
/** echarts takes pixel numbers; the spacing still comes from the tokens. */
const px = (token: string) => Number.parseInt(token, 10);

/** The echarts option of a horizontal bar chart: categories down, values across, German numbers. */
export function barOption(
  data: ChartData,
  colors: ChartColors,
  { isStacked, animate }: { isStacked: boolean; animate: boolean },
) {
  // Horizontal bars keep long German category names readable; the first row on top.
  const categories = data.rows.map((row) => row.label).reverse();
  return {
    animation: animate,
    color: colors.series,
    textStyle: { color: colors.text, fontFamily: 'inherit' },
    grid: {
      left: px(space[2]),
      right: px(space[6]),
      top: px(data.series.length > 1 ? space[8] : space[2]),
      bottom: px(space[2]),
      containLabel: true,
    },
    legend: data.series.length > 1 ? { top: 0, textStyle: { color: colors.text } } : undefined,
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value: unknown) => `${number.format(Number(value))} ${data.unit}`,
    },
    xAxis: {
      type: 'value',
      // On a phone the thousands ran into each other ("5.00010.000…"): echarts drops the labels that would touch.
      axisLabel: { formatter: (value: number) => number.format(value), hideOverlap: true },
      splitLine: { lineStyle: { color: colors.grid } },
    },
    yAxis: { type: 'category', data: categories, axisLabel: { width: px(space[12]) * 3, overflow: 'break' } },
    series: data.series.map((name, index) => ({
      name,
      type: 'bar',
      stack: isStacked ? 'summe' : undefined,
      data: data.rows.map((row) => row.values[index] ?? 0).reverse(),
    })),
  };
}
