import { describe, expect, it } from 'vitest';
import { applyMarkdown, type MarkdownAction, type TextSelection } from './markdownEdit';

const at = (text: string, start: number, end = start): TextSelection => ({ text, start, end });

describe('applyMarkdown', () => {
  it.each<[string, TextSelection, MarkdownAction, TextSelection]>([
    ['bold around a selected word', at('a beetle here', 2, 8), 'bold', at('a **beetle** here', 4, 10)],
    ['italic with a placeholder at the caret', at('x ', 2), 'italic', at('x _italic text_', 3, 14)],
    ['a heading before the line of the caret', at('one\ntwo', 5), 'heading', at('one\n## two', 7, 10)],
    ['list items before every selected line', at('a\nb\nc', 0, 3), 'list', at('- a\n- b\nc', 2, 7)],
    ['a list item placeholder on an empty line', at('a\n', 2), 'list', at('a\n- List item', 4, 13)],
    ['inline code', at('run npm', 4, 7), 'code', at('run `npm`', 5, 8)],
    ['a code block for lines', at('a\nb', 0, 3), 'code', at('```\na\nb\n```', 4, 7)],
    ['a link, selecting its address', at('see docs', 4, 8), 'link', at('see [docs](https://)', 11, 19)],
  ])('%s', (_name, selection, action, expected) => {
    expect(applyMarkdown(selection, action)).toEqual(expected);
  });
});
