import { ChartScreen } from '@waldmonitor/ui/template/charts';

/** /template/charts/keyboard: 50 bars with a shadow and a line (echarts, the back office's chunk). */
export const TemplateKeyboardChartPage = () => <ChartScreen kind="keyboard" />;
/** /template/charts/line: three series over thirty days. */
export const TemplateLineChartPage = () => <ChartScreen kind="line" />;
/** /template/charts/mixchart: stacked bars, their average and a zoom slider. */
export const TemplateMixChartPage = () => <ChartScreen kind="mixchart" />;
