import { DEFAULT_LAYOUT_SETTINGS, type LayoutSettings } from '@waldmonitor/ui';

/**
 * Settings survive reloads and new tabs; the visited tags belong to this browser tab
 * (tagsPersistence.ts reads and writes them: the tags view's model stays out of the
 * sign-in page, which needs only the keys).
 */
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
