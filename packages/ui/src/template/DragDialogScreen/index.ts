export { DragDialogScreen, type DragDialogScreenProps } from './DragDialogScreen';
export { keepInside } from './keepInside';
