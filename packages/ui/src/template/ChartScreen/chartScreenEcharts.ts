/**
 * The echarts parts of the template chart pages: the dashboard's (initDemoChart) plus the
 * zoom slider. Registered on first use, as ../../charts/echarts.ts explains; reached only
 * through `@waldmonitor/ui/charts`, so it shares the back office's echarts chunk.
 */
import { DataZoomInsideComponent, DataZoomSliderComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { initDemoChart } from '../../charts/DemoChart/demoEcharts';

let isRegistered = false;

export function initChartDemo(element: HTMLElement): echarts.ECharts {
  if (!isRegistered) {
    echarts.use([DataZoomInsideComponent, DataZoomSliderComponent]);
    isRegistered = true;
  }
  return initDemoChart(element);
}
