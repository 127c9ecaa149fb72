export { FormDialog, type FormDialogProps } from './FormDialog';
