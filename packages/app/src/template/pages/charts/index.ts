/** The chart pages: a module of their own, so echarts loads only with them. */
export { TemplateKeyboardChartPage, TemplateLineChartPage, TemplateMixChartPage } from './ChartPages';
