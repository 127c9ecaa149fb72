export { FormDialog, FormDialogWide, type FormDialogProps } from './FormDialog';
