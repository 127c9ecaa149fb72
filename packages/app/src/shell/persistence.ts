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

export function loadTags(options: TagsViewOptions, storage: Storage = sessionStorage): TagsViewState {
  return restoreTagsView(storage.getItem(TAGS_KEY), options);
}

export function saveTags(state: TagsViewState, storage: Storage = sessionStorage): void {
  storage.setItem(TAGS_KEY, serializeTagsView(state));
}
