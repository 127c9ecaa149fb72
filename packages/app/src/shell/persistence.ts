import { DEFAULT_LAYOUT_SETTINGS, type LayoutSettings } from '@waldmonitor/ui';
import { restoreTagsView, serializeTagsView, type TagsViewOptions, type TagsViewState } from '@waldmonitor/ui/model';

/** Settings survive reloads and new tabs; the visited tags belong to this browser tab. */
export const SETTINGS_KEY = 'waldmonitor-settings';
export const TAGS_KEY = 'waldmonitor-tags';

export function loadSettings(storage: Storage = localStorage): LayoutSettings {
  try {
    const saved = JSON.parse(storage.getItem(SETTINGS_KEY) ?? 'null') as Partial<LayoutSettings> | null;
    return { ...DEFAULT_LAYOUT_SETTINGS, ...(saved ?? {}) };
  } catch {
    return DEFAULT_LAYOUT_SETTINGS;
  }
}

export function saveSettings(settings: LayoutSettings, storage: Storage = localStorage): void {
  storage.setItem(SETTINGS_KEY, JSON.stringify(settings));
}

/** The template part keeps its own tags: its views never mix with the product's. */
export const TEMPLATE_TAGS_KEY = 'waldmonitor-template-tags';

export function loadTags(options: TagsViewOptions, storage: Storage = sessionStorage, key = TAGS_KEY): TagsViewState {
  return restoreTagsView(storage.getItem(key), options);
}

export function saveTags(state: TagsViewState, storage: Storage = sessionStorage, key = TAGS_KEY): void {
  storage.setItem(key, serializeTagsView(state));
}
