export { SurveyChart, type SurveyChartProps } from './SurveyChart';
