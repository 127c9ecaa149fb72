export { NewDocumentDialog, type NewDocumentDialogProps, type NewDocumentValues } from './NewDocumentDialog';
