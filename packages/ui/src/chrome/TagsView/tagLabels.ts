import type { TagView } from '../../model/tagsView';

/**
 * The label of each tag. Two records of one page share a route title
 * ('Nutzerdetails'), so a title that occurs more than once gets the part of the
 * address that tells them apart: the last path segment, or the values of the view
 * parameters (the part of the key after `?`). Search text and filters never name a tag.
 */
export function tagLabels(views: readonly Pick<TagView, 'key' | 'path' | 'title'>[]): Map<string, string> {
  const counts = new Map<string, number>();
  for (const view of views) counts.set(view.title, (counts.get(view.title) ?? 0) + 1);
  const labels = new Map<string, string>();
  for (const view of views) {
    if ((counts.get(view.title) ?? 0) < 2) {
      labels.set(view.key, view.title);
      continue;
    }
    const sameTitle = views.filter((v) => v.title === view.title);
    const lastSegment = (v: Pick<TagView, 'path'>) => v.path.split('/').filter(Boolean).at(-1) ?? '/';
    const segmentsDiffer = new Set(sameTitle.map(lastSegment)).size === sameTitle.length;
    const viewQuery = view.key.includes('?') ? view.key.slice(view.key.indexOf('?')) : '';
    const queryValues = [...new URLSearchParams(viewQuery).values()].join(', ');
    const detail = segmentsDiffer ? lastSegment(view) : queryValues;
    labels.set(view.key, detail ? `${view.title} ${detail}` : view.title);
  }
  return labels;
}
