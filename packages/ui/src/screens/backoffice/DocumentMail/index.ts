export { DocumentMail, type DocumentMailProps } from './DocumentMail';
export { SendDocumentDialog, type MailDocument, type SendDocumentDialogProps } from './SendDocumentDialog';
