export { DragKanbanScreen, KANBAN_ITEMS, type DragKanbanScreenProps } from './DragKanbanScreen';
