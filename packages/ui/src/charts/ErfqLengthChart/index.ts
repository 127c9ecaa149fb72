export { ErfqLengthChart, type ErfqLengthChartProps } from './ErfqLengthChart';
