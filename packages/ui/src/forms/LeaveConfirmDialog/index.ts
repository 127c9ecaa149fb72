export { LeaveConfirmDialog, type LeaveConfirmDialogProps } from './LeaveConfirmDialog';
