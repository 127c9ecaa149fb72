/**
 * The echarts parts of the template chart pages: the dashboard's (initTemplateChart) plus the
 * zoom slider. Registered on first use, as ../../charts/echarts.ts explains; reached only
 * through `@waldmonitor/ui/charts`, so it shares the back office's echarts chunk.
 */
import { DataZoomInsideComponent, DataZoomSliderComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { initTemplateChart } from '../../charts/TemplateChart/templateEcharts';

let isRegistered = false;

export function initChartScreen(element: HTMLElement): echarts.ECharts {
  if (!isRegistered) {
    echarts.use([DataZoomInsideComponent, DataZoomSliderComponent]);
    isRegistered = true;
  }
  return initTemplateChart(element);
}
