/** Reached through `@waldmonitor/ui/charts` only: it brings echarts. */
export { ChartDemoScreen, type ChartDemoScreenProps } from './ChartDemoScreen';
export { chartDemoData, type ChartDemoKind } from './chartDemoData';
