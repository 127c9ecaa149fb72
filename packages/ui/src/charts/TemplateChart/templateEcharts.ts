/**
 * The echarts parts the template dashboard draws (line, radar, pie, bar), registered on
 * first use like `initChart` does for the survey charts (see ../echarts.ts for why not
 * at the top of the module). Loads only with `@waldmonitor/ui/charts`.
 */
import { BarChart, LineChart, PieChart, RadarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

let isRegistered = false;

export function initTemplateChart(element: HTMLElement): echarts.ECharts {
  if (!isRegistered) {
    echarts.use([
      BarChart,
      LineChart,
      PieChart,
      RadarChart,
      GridComponent,
      LegendComponent,
      RadarComponent,
      TooltipComponent,
      CanvasRenderer,
    ]);
    isRegistered = true;
  }
  return echarts.init(element, undefined, { renderer: 'canvas' });
}
