/** The pages that drag with @dnd-kit: a module of their own, so the library loads only with them. */
export { TemplateDndListPage, TemplateDragKanbanPage } from './DragAndDropPages';
