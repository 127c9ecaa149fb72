export { InvoicePrintView, type InvoicePrintViewProps } from './InvoicePrintView';
export { ReminderPrintView, type ReminderPrintViewProps } from './ReminderPrintView';
