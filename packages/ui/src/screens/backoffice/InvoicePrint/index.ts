export { InvoicePrintView, type InvoicePrintViewProps } from './InvoicePrintView';
