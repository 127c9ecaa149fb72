export { InvoicePayments, type InvoicePaymentsProps } from './InvoicePayments';
