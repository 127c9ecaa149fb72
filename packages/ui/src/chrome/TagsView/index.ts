export { preloadTagContextMenu, TagsView, type TagsViewProps } from './TagsView';
export { TagContextMenu, type TagAction, type TagContextMenuProps } from './TagContextMenu';
export { tagLabels } from './tagLabels';
