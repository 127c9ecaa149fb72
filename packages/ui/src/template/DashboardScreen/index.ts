export { CountUp, type CountUpProps } from './CountUp';
export { DashboardScreen, type DashboardScreenProps, type DemoChartKind } from './DashboardScreen';
