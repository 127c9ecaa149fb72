import { addons } from 'storybook/manager-api';
import {
  CONFIG_ERROR,
  DOCS_PREPARED,
  DOCS_RENDERED,
  STORY_ERRORED,
  STORY_MISSING,
  STORY_PREPARED,
  STORY_RENDERED,
  STORY_THREW_EXCEPTION,
} from 'storybook/internal/core-events';
import { RELEASE_SIDEBAR_INDEX } from './sidebarAfterFirstPage';

/** The events with which the preview reports its first page, shown or failed. */
const FIRST_PAGE_DONE = [
  DOCS_RENDERED,
  STORY_RENDERED,
  STORY_ERRORED,
  STORY_THREW_EXCEPTION,
  STORY_MISSING,
  CONFIG_ERROR,
];

/** How often and how long to look for the sidebar's index once it is let go. */
const INDEX_POLL_MS = 50;
const INDEX_POLL_MAX = 200;

interface Prepared {
  id: string;
  [key: string]: unknown;
}

// The static build's manager head holds the sidebar's index until the first page is there
// (sidebarAfterFirstPage.ts).
const releaseSidebarIndex: unknown = Reflect.get(window, RELEASE_SIDEBAR_INDEX);
if (typeof releaseSidebarIndex === 'function') {
  addons.register('waldmonitor/sidebar-after-first-page', (api) => {
    const channel = addons.getChannel();
    // What the preview reports of the first page (its parameters, args, arg types: the panels'
    // and the toolbar's input) arrives before the index and is dropped by Storybook, which has
    // no entry to put it on yet; it is put on the entry once the index is there.
    const early = new Map<string, { docs: boolean; update: Omit<Prepared, 'id'> }>();
    const keep =
      (docs: boolean) =>
      ({ id, ...update }: Prepared) => {
        if (!api.getData(id)) early.set(id, { docs, update });
      };
    const keepStory = keep(false);
    const keepDocs = keep(true);
    channel.on(STORY_PREPARED, keepStory);
    channel.on(DOCS_PREPARED, keepDocs);
    const putEarly = (attempt: number) => {
      const ids = [...early.keys()];
      if (ids.length > 0 && !ids.every((id) => api.getData(id))) {
        if (attempt < INDEX_POLL_MAX) setTimeout(() => putEarly(attempt + 1), INDEX_POLL_MS);
        return;
      }
      channel.off(STORY_PREPARED, keepStory);
      channel.off(DOCS_PREPARED, keepDocs);
      early.forEach(({ docs, update }, id) =>
        docs
          ? void api.updateDocs(id, { ...update, prepared: true })
          : void api.updateStory(id, { ...update, prepared: true }),
      );
      early.clear();
    };
    const done = () => {
      releaseSidebarIndex();
      FIRST_PAGE_DONE.forEach((event) => channel.off(event, done));
      putEarly(0);
    };
    FIRST_PAGE_DONE.forEach((event) => channel.on(event, done));
  });
}
