export { AddClientDialog, type AddClientDialogProps } from './AddClientDialog';
