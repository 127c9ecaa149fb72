export { DemoChart, type DemoChartProps } from './DemoChart';
export { demoChartOption, type DemoChartKind } from './demoChartOption';
