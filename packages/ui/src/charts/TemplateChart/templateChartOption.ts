import type { TemplateChartData } from '../../model/template/dashboard';

export type TemplateChartKind = 'line' | 'radar' | 'pie' | 'bar';

export interface TemplateChartColors {
  series: string[];
  text: string;
  grid: string;
}

/** The echarts option of a template dashboard chart. */
export function templateChartOption(
  kind: TemplateChartKind,
  data: TemplateChartData,
  colors: TemplateChartColors,
  animate: boolean,
) {
  const base = {
    animation: animate,
    color: colors.series,
    textStyle: { color: colors.text, fontFamily: 'inherit' },
    tooltip: { trigger: kind === 'pie' || kind === 'radar' ? 'item' : 'axis' },
    legend: { bottom: 0, textStyle: { color: colors.text } },
  };
  if (kind === 'pie') {
    const [series] = data.series;
    return {
      ...base,
      legend: { ...base.legend, data: data.categories },
      series: [
        {
          name: series?.name,
          type: 'pie',
          roseType: 'radius',
          radius: [15, 95],
          center: ['50%', '42%'],
          data: data.categories.map((name, index) => ({ name, value: series?.values[index] ?? 0 })),
        },
      ],
    };
  }
  if (kind === 'radar') {
    return {
      ...base,
      radar: {
        radius: '62%',
        center: ['50%', '42%'],
        indicator: data.categories.map((name, index) => ({ name, max: data.max?.[index] ?? 0 })),
        splitLine: { lineStyle: { color: colors.grid } },
      },
      series: [
        {
          type: 'radar',
          data: data.series.map((series) => ({ name: series.name, value: [...series.values] })),
        },
      ],
    };
  }
  return {
    ...base,
    grid: { left: 8, right: 16, top: 16, bottom: 40, containLabel: true },
    xAxis: { type: 'category', data: [...data.categories], boundaryGap: kind === 'bar' },
    yAxis: { type: 'value', splitLine: { lineStyle: { color: colors.grid } } },
    series: data.series.map((series) => ({
      name: series.name,
      type: kind,
      smooth: kind === 'line',
      stack: kind === 'bar' ? 'views' : undefined,
      data: [...series.values],
    })),
  };
}
