import { DndListScreen, DragKanbanScreen } from '@waldmonitor/ui/template/dnd';

/** /template/components/dnd-list */
export function TemplateDndListPage() {
  return <DndListScreen />;
}

/** /template/components/drag-kanban */
export function TemplateDragKanbanPage() {
  return <DragKanbanScreen />;
}
