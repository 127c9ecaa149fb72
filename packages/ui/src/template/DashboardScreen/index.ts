export { CountUp, type CountUpProps } from './CountUp';
export { DashboardScreen, type DashboardScreenProps, type TemplateChartKind } from './DashboardScreen';
