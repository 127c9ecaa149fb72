/**
 * The elements a person sees only in part: each one's box reaches past the visible box of
 * `frame` (a scroll region's client area, or the viewport when none is given), named by its
 * accessible label or text. For story play functions at the width where a layout cut things off.
 */
export function cutOffElements(elements: Iterable<Element>, frame?: Element): string[] {
  const visible = frame
    ? visibleBox(frame)
    : { left: 0, top: 0, right: document.documentElement.clientWidth, bottom: Infinity };
  const cut: string[] = [];
  for (const element of elements) {
    const box = element.getBoundingClientRect();
    // A pixel of slack: borders are laid out at fractional positions.
    const isInside =
      box.left >= visible.left - 1 &&
      box.right <= visible.right + 1 &&
      box.top >= visible.top - 1 &&
      box.bottom <= visible.bottom + 1;
    if (!isInside) {
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
      cut.push(`${name} (${Math.round(box.left)}–${Math.round(box.right)} px)`);
    }
  }
  return cut;
}

/** The part of an element that shows its content: inside the border, without its scroll bars. */
function visibleBox(frame: Element): { left: number; top: number; right: number; bottom: number } {
  const box = frame.getBoundingClientRect();
  const left = box.left + frame.clientLeft;
  const top = box.top + frame.clientTop;
  return { left, top, right: left + frame.clientWidth, bottom: top + frame.clientHeight };
}
