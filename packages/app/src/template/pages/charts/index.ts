/** The chart pages (issue 16): a module of their own, so echarts loads only with them. */
export { TemplateKeyboardChartPage, TemplateLineChartPage, TemplateMixChartPage } from './ChartPages';
