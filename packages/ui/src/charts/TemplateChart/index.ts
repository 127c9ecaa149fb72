export { TemplateChart, type TemplateChartProps } from './TemplateChart';
export { templateChartOption, type TemplateChartKind } from './templateChartOption';
