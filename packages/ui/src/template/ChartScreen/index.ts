/** Reached through `@waldmonitor/ui/charts` only: it brings echarts. */
export { ChartScreen, type ChartScreenProps } from './ChartScreen';
export { chartScreenData, type ChartScreenKind } from './chartScreenData';
