export { PrintView, type PrintViewProps } from './PrintView';
export { a4 } from './a4';
