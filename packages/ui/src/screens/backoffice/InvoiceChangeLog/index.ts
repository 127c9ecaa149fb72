export { InvoiceChangeLog, type InvoiceChangeLogProps } from './InvoiceChangeLog';
