export { DragSelect, reorderValues, type DragSelectProps } from './DragSelect';
export { DragSelectScreen, type DragSelectScreenProps } from './DragSelectScreen';
