import { restoreTagsView, serializeTagsView, type TagsViewOptions, type TagsViewState } from '@waldmonitor/ui/model';
import { TAGS_KEY } from './persistence';

export function loadTags(options: TagsViewOptions, storage: Storage = sessionStorage, key = TAGS_KEY): TagsViewState {
  return restoreTagsView(storage.getItem(key), options);
}

export function saveTags(state: TagsViewState, storage: Storage = sessionStorage, key = TAGS_KEY): void {
  storage.setItem(key, serializeTagsView(state));
}
