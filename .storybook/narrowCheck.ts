/**
 * The check every Narrow story gets after its play function: at a phone's width no text
 * may break letter by letter (a word stacked one or two characters a line) and nothing
 * may push the page wider than the viewport (a sideways scroll nobody meant).
 */

/** Elements a person does not see as laid-out text: visually hidden, zero-size, SVG. */
function isLaidOutText(element: Element): boolean {
  if (element.closest('svg, [aria-hidden="true"], script, style, template')) return false;
  const style = getComputedStyle(element);
  if (style.display === 'none' || style.visibility === 'hidden') return false;
  if (style.writingMode.startsWith('vertical')) return false;
  const box = element.getBoundingClientRect();
  return box.width > 2 && box.height > 2;
}

/** Words of four or more letters that the layout broke into lines of one or two characters. */
export function letterStackedTexts(root: ParentNode = document.body): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const longest = Math.max(0, ...text.split(/\s+/).map((word) => word.length));
    const parent = node.parentElement;
    if (longest < 4 || !parent || !isLaidOutText(parent)) continue;
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
    if (lines.length < 3) continue;
    const charWidth = parseFloat(getComputedStyle(parent).fontSize) * 0.6;
    // Every line holds at most about two characters: the text is stacked, not wrapped.
    if (lines.every((rect) => rect.width < 2.5 * charWidth)) found.push(text.trim().slice(0, 40));
  }
  return found;
}

/** How far the page, or the story's own frame, is wider than the viewport (px, 0 when it fits). */
export function horizontalOverflow(canvas: HTMLElement): number {
  const page = document.documentElement;
  return Math.max(page.scrollWidth - page.clientWidth, canvas.scrollWidth - canvas.clientWidth, 0);
}

/**
 * The innermost elements reaching past the right edge, named so a person finds them; those
 * clipped inside a box that fits come last (an absolutely placed one may still escape it).
 */
export function overflowingElements(limit = 3): string[] {
  const width = document.documentElement.clientWidth;
  const past = [...document.body.querySelectorAll('*')].filter((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.right > width + 1;
  });
  const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
  const isClipped = (element: Element) => {
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      if (getComputedStyle(box).overflowX !== 'visible' && box.getBoundingClientRect().right <= width + 1) return true;
    }
    return false;
  };
  const ordered = [...innermost.filter((e) => !isClipped(e)), ...innermost.filter(isClipped)];
  return ordered.slice(0, limit).map((element) => {
    const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
    const right = Math.round(element.getBoundingClientRect().right);
    return `<${element.tagName.toLowerCase()}> „${label}“ bis ${right} px`;
  });
}

/** Throws, naming what broke, when a Narrow story's layout fails at its width. */
export function assertFitsNarrow(canvas: HTMLElement): void {
  const stacked = letterStackedTexts(document.body);
  const overflow = horizontalOverflow(canvas);
  const problems = [
    ...(stacked.length > 0
      ? [`Text bricht Buchstabe für Buchstabe um: ${stacked.map((t) => `„${t}“`).join(', ')}`]
      : []),
    ...(overflow > 1
      ? [
          `Inhalt ragt ${overflow} px über die Breite von ${window.innerWidth} px hinaus (${overflowingElements().join(', ')})`,
        ]
      : []),
  ];
  if (problems.length > 0) throw new Error(`Schmale Ansicht: ${problems.join('; ')}`);
}
