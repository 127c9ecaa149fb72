/**
 * The parts of echarts the charts use: bar charts on a canvas (for the PNG download),
 * grid, tooltip and legend. Importing `echarts/core` instead of `echarts` keeps the chunk
 * to what is drawn; it loads only with `@waldmonitor/ui/charts`.
 *
 * Registered inside `initChart`, not at the top of the module: the package is marked free
 * of side effects, and the production build dropped a bare top-level `use` call (the
 * chart then failed with "… is not a constructor").
 */
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

let isRegistered = false;

export type ChartInstance = echarts.ECharts;

export function initChart(element: HTMLElement): ChartInstance {
  if (!isRegistered) {
    echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);
    isRegistered = true;
  }
  return echarts.init(element, undefined, { renderer: 'canvas' });
}
