export { PrognoseScreen, type PrognoseScreenProps } from './PrognoseScreen';
export { PrognoseDialog, type PrognoseDialogProps } from './PrognoseDialog';
