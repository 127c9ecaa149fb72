export { DND_LIST_ITEMS, DndListScreen, type DndListScreenProps } from './DndListScreen';
