/**
 * The words of an element's text that the browser broke across two lines (a header squeezed
 * to "Rechnunge/n"): each word's rectangles, measured, lie on more than one line. For story
 * play functions at the width where a layout fault shows.
 */
export function wordsSplitAcrossLines(element: Element): string[] {
  const split: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    for (const match of text.data.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
      if (lines.size > 1) split.push(match[0]);
    }
  }
  return split;
}
