export { InvoiceChecklist, type InvoiceChecklistProps } from './InvoiceChecklist';
