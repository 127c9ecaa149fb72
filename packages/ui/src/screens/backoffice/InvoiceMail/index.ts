export { InvoiceMail, type InvoiceMailProps } from './InvoiceMail';
export { SendInvoiceDialog, type MailDocument, type SendInvoiceDialogProps } from './SendInvoiceDialog';
