/** One entry of the page list: a page number or a gap. */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The page buttons to show: the first and last page, the current page with `siblings`
 * neighbours either side, and ellipses for the gaps. A gap of one page shows that page
 * instead, so once there are more pages than slots the list always has the same length
 * (7 with one sibling) and the buttons do not jump while paging.
 */
export function pageList(current: number, pageCount: number, siblings = 1): PageItem[] {
  const slots = 2 * siblings + 5;
  if (pageCount <= slots) return range(1, pageCount);
  const page = Math.min(Math.max(current, 1), pageCount);
  // The window of middle pages, shifted inwards so it never touches the first or last page.
  const start = Math.max(Math.min(page - siblings, pageCount - 2 * siblings - 2), 3);
  const end = Math.min(Math.max(page + siblings, 2 * siblings + 3), pageCount - 2);
  return [
    1,
    start > 3 ? 'start-ellipsis' : 2,
    ...range(start, end),
    end < pageCount - 2 ? 'end-ellipsis' : pageCount - 1,
    pageCount,
  ];
}

/** Number of pages for `total` entries; at least one, so "Seite 1 von 1" reads right when empty. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
