export { ConfirmDialog, preloadConfirmDialog, type ConfirmDialogProps, type ConfirmTone } from './ConfirmDialog';
