import { averageOf, type ChartScreenData, type ChartScreenKind } from './chartScreenData';

/** The token colours the options use, read by the screen from the CSS variables. */
export interface ChartScreenColors {
  series: string[];
  text: string;
  grid: string;
  /** The keyboard chart's bar shadow. */
  shadow: string;
}

const base = (colors: ChartScreenColors, animate: boolean) => ({
  animation: animate,
  color: colors.series,
  textStyle: { color: colors.text, fontFamily: 'inherit' },
  tooltip: { trigger: 'axis' },
  legend: { top: 0, textStyle: { color: colors.text } },
  grid: { left: 8, right: 16, top: 40, bottom: 16, containLabel: true },
});

const valueAxis = (colors: ChartScreenColors) => ({ type: 'value', splitLine: { lineStyle: { color: colors.grid } } });

/** 50 bars with a grey shadow bar behind each (the axis maximum) and a line over the bar tops. */
function keyboardOption(data: ChartScreenData, colors: ChartScreenColors, animate: boolean) {
  const [series] = data.series;
  const values = series?.values ?? [];
  const top = Math.ceil(Math.max(0, ...values) / 100) * 100;
  return {
    ...base(colors, animate),
    xAxis: { type: 'category', data: [...data.categories], axisLabel: { interval: 4 } },
    yAxis: { ...valueAxis(colors), max: top },
    series: [
      {
        name: 'Shadow',
        type: 'bar',
        silent: true,
        barGap: '-100%',
        itemStyle: { color: colors.shadow },
        tooltip: { show: false },
        data: values.map(() => top),
      },
      { name: series?.name, type: 'bar', data: [...values] },
      { name: 'Trend', type: 'line', smooth: true, symbol: 'none', data: [...values] },
    ],
    legend: { ...base(colors, animate).legend, data: [series?.name, 'Trend'] },
  };
}

function lineOption(data: ChartScreenData, colors: ChartScreenColors, animate: boolean) {
  return {
    ...base(colors, animate),
    xAxis: { type: 'category', boundaryGap: false, data: [...data.categories] },
    yAxis: valueAxis(colors),
    series: data.series.map((series) => ({
      name: series.name,
      type: 'line',
      smooth: true,
      showSymbol: false,
      data: [...series.values],
    })),
  };
}

/** Stacked bars, their per-category average as a line, and a zoom slider under the axis. */
function mixOption(data: ChartScreenData, colors: ChartScreenColors, animate: boolean) {
  return {
    ...base(colors, animate),
    grid: { ...base(colors, animate).grid, bottom: 64 },
    xAxis: { type: 'category', data: [...data.categories] },
    yAxis: valueAxis(colors),
    dataZoom: [
      { type: 'slider', start: 0, end: 60, bottom: 16, textStyle: { color: colors.text } },
      { type: 'inside', start: 0, end: 60 },
    ],
    series: [
      ...data.series.map((series) => ({ name: series.name, type: 'bar', stack: 'total', data: [...series.values] })),
      { name: 'Average', type: 'line', symbolSize: 6, data: averageOf(data.series) },
    ],
  };
}

/** The echarts option of a template chart page. */
export function chartScreenOption(
  kind: ChartScreenKind,
  data: ChartScreenData,
  colors: ChartScreenColors,
  animate: boolean,
) {
  if (kind === 'keyboard') return keyboardOption(data, colors, animate);
  if (kind === 'line') return lineOption(data, colors, animate);
  return mixOption(data, colors, animate);
}
