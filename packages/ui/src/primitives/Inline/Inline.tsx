import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme';
import { flexAlign, listReset, type LayoutAlign, type LayoutElement, type SpaceToken } from '../Stack/layoutProps';

export type InlineJustify = 'start' | 'center' | 'end' | 'space-between';

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** Space between the children, a step of the spacing scale; default 2 (8 px). */
  gap?: SpaceToken;
  /** Space between wrapped rows; defaults to `gap`. */
  rowGap?: SpaceToken;
  /** Cross-axis alignment; default `center`. */
  align?: LayoutAlign;
  justify?: InlineJustify;
  /** Children move to the next row when the line is full (default); `false` keeps one row. */
  wrap?: boolean;
  as?: LayoutElement;
  children?: ReactNode;
}

const justifyValues: Record<InlineJustify, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  'space-between': 'space-between',
};

/** Children side by side, wrapping on a narrow screen: buttons, tags, a title and its actions. */
export function Inline({
  gap = 2,
  rowGap,
  align = 'center',
  justify = 'start',
  wrap = true,
  as = 'div',
  children,
  ...rest
}: InlineProps) {
  return (
    <Root as={as} $gap={gap} $rowGap={rowGap ?? gap} $align={align} $justify={justify} $wrap={wrap} {...rest}>
      {children}
    </Root>
  );
}

const Root = styled.div<{
  $gap: SpaceToken;
  $rowGap: SpaceToken;
  $align: LayoutAlign;
  $justify: InlineJustify;
  $wrap: boolean;
}>`
  ${listReset}
  display: flex;
  flex-wrap: ${(p) => (p.$wrap ? 'wrap' : 'nowrap')};
  align-items: ${(p) => flexAlign(p.$align)};
  justify-content: ${(p) => justifyValues[p.$justify]};
  gap: ${(p) => `${space[p.$rowGap]} ${space[p.$gap]}`};
  min-width: 0;
`;
