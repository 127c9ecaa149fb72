import type { ElementType } from 'react';
import type { space } from '../../theme';

/** A step of the spacing scale (`space` in theme/tokens.ts): layout gaps never take raw lengths. */
export type SpaceToken = keyof typeof space;

export type LayoutAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';

/** The elements a layout primitive may render as, so a list stays a list. */
export type LayoutElement = Extract<
  ElementType,
  'div' | 'section' | 'ul' | 'ol' | 'li' | 'header' | 'footer' | 'nav' | 'dl'
>;

const flexValues: Record<LayoutAlign, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
};

export const flexAlign = (align: LayoutAlign) => flexValues[align];

/** Lists rendered through a layout primitive keep their semantics but lose the browser's bullets and indent. */
export const listReset = `
  margin: 0;
  padding: 0;
  list-style: none;
`;
