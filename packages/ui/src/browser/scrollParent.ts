/** The element whose scrolling moves `element`: its nearest scrolling ancestor, or the page. */
export function scrollParent(element: HTMLElement | null): HTMLElement {
  for (let node = element?.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return (document.scrollingElement ?? document.documentElement) as HTMLElement;
}
