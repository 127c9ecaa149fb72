import DOMPurify from 'dompurify';
import { marked } from 'marked';

/** The toolbar's actions, in toolbar order. */
export const MARKDOWN_ACTIONS = ['bold', 'italic', 'heading', 'list', 'link', 'code'] as const;
export type MarkdownAction = (typeof MARKDOWN_ACTIONS)[number];

/** A text and its selection (`start === end`: the caret). */
export interface TextSelection {
  text: string;
  start: number;
  end: number;
}

/** What is inserted when nothing is selected; selected afterwards, so typing replaces it. */
const PLACEHOLDER: Record<MarkdownAction, string> = {
  bold: 'bold text',
  italic: 'italic text',
  heading: 'Heading',
  list: 'List item',
  link: 'link text',
  code: 'code',
};

const LINK_TARGET = 'https://';

function wrap({ text, start, end }: TextSelection, before: string, after: string, placeholder: string) {
  const inner = text.slice(start, end) || placeholder;
  const next = text.slice(0, start) + before + inner + after + text.slice(end);
  return { text: next, start: start + before.length, end: start + before.length + inner.length };
}

/** Puts `prefix` before every line the selection touches (headings, list items). */
function prefixLines({ text, start, end }: TextSelection, prefix: string, placeholder: string) {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = text.indexOf('\n', end);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const prefixed = (text.slice(lineStart, lineEnd) || placeholder)
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');
  const next = text.slice(0, lineStart) + prefixed + text.slice(lineEnd);
  return { text: next, start: lineStart + prefix.length, end: lineStart + prefixed.length };
}

/** The text after a toolbar action on the selection, and what is selected then. */
export function applyMarkdown(selection: TextSelection, action: MarkdownAction): TextSelection {
  const placeholder = PLACEHOLDER[action];
  switch (action) {
    case 'bold':
      return wrap(selection, '**', '**', placeholder);
    case 'italic':
      return wrap(selection, '_', '_', placeholder);
    case 'heading':
      return prefixLines(selection, '## ', placeholder);
    case 'list':
      return prefixLines(selection, '- ', placeholder);
    case 'code': {
      const isBlock = selection.text.slice(selection.start, selection.end).includes('\n');
      return isBlock ? wrap(selection, '```\n', '\n```', placeholder) : wrap(selection, '`', '`', placeholder);
    }
    case 'link': {
      // The link text stays as typed; the address is selected, the part still to fill in.
      const linked = wrap(selection, '[', `](${LINK_TARGET})`, placeholder);
      const urlStart = linked.end + 2;
      return { text: linked.text, start: urlStart, end: urlStart + LINK_TARGET.length };
    }
  }
}

/** Markdown as HTML (marked), always through DOMPurify: scripts and event attributes never survive. */
export function markdownToHtml(markdown: string): string {
  return DOMPurify.sanitize(marked.parse(markdown, { async: false, gfm: true }));
}
