export { BoardScreen, type BoardScreenProps } from './BoardScreen';
export { SortableBoard, type SortableBoardProps } from './SortableBoard';
export { boardAnnouncements, placeText, type BoardColumn, type BoardItem } from './boardAnnouncements';
export { itemOf, listOf, moveItem, positionOf, type BoardItems } from './moveItem';
