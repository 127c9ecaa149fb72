import Fuse from 'fuse.js';
import type { AppRoute } from '../../model/routeMeta';
import { buildMenu, type MenuEntry } from '../Sidebar/menuModel';

/** One page the header search can find: its menu path and the titles above it. */
export interface HeaderSearchItem {
  path: string;
  title: string;
  /** The titles of the menu groups above the page, outermost first. */
  trail: string[];
  isExternal: boolean;
}

function leaves(entries: readonly MenuEntry[], trail: string[]): HeaderSearchItem[] {
  return entries.flatMap((entry) =>
    entry.children
      ? leaves(entry.children, [...trail, entry.title])
      : [{ path: entry.path, title: entry.title, trail, isExternal: entry.isExternal }],
  );
}

/** The pages of the menu the routes make (hidden routes left out, as the sidebar does). */
export function searchItems(routes: readonly AppRoute[]): HeaderSearchItem[] {
  return leaves(buildMenu(routes), []);
}

/** How a result reads: "Parent > Page". */
export function itemLabel(item: HeaderSearchItem): string {
  return [...item.trail, item.title].join(' > ');
}

/** A fuzzy index over titles and their groups (the template's header search uses Fuse too). */
export function createSearchIndex(items: readonly HeaderSearchItem[]) {
  const fuse = new Fuse(items, {
    keys: [
      { name: 'title', weight: 0.7 },
      { name: 'trail', weight: 0.3 },
    ],
    threshold: 0.4,
    ignoreLocation: true,
  });
  return (query: string, limit = 8): HeaderSearchItem[] =>
    query.trim() ? fuse.search(query.trim(), { limit }).map((result) => result.item) : [];
}
