export { PrintView, type PrintViewProps } from './PrintView';
export { A4Sheet } from './A4Sheet';
export { a4 } from './a4';
