/**
 * The demo screens that use @dnd-kit (`@waldmonitor/ui/template/dnd`): their own subpath,
 * so the library loads only with these pages, never with the other demos.
 */
export * from '../DndListScreen';
export * from '../DragKanbanScreen';
export * from '../SortableBoard';
