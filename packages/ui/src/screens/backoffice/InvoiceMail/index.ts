export { InvoiceMail, type InvoiceMailProps } from './InvoiceMail';
export { SendInvoiceDialog, type SendInvoiceDialogProps } from './SendInvoiceDialog';
