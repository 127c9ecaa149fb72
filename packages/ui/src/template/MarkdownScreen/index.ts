export { MarkdownScreen, type MarkdownScreenProps } from './MarkdownScreen';
export {
  applyMarkdown,
  markdownToHtml,
  MARKDOWN_ACTIONS,
  type MarkdownAction,
  type TextSelection,
} from './markdownEdit';
