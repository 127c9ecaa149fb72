export { Inline, type InlineJustify, type InlineProps } from './Inline';
