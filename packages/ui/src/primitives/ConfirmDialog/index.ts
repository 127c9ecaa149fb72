export { ConfirmDialog, type ConfirmDialogProps, type ConfirmTone } from './ConfirmDialog';
