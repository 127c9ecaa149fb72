import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme';
import { flexAlign, listReset, type LayoutAlign, type LayoutElement, type SpaceToken } from './layoutProps';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Space between the children, a step of the spacing scale; default 4 (16 px). */
  gap?: SpaceToken;
  /** Cross-axis alignment of the children; default `stretch`. */
  align?: LayoutAlign;
  as?: LayoutElement;
  children?: ReactNode;
}

/** Children one below the other with one gap: the vertical rhythm of a page or a card. */
export function Stack({ gap = 4, align = 'stretch', as = 'div', children, ...rest }: StackProps) {
  return (
    <Root as={as} $gap={gap} $align={align} {...rest}>
      {children}
    </Root>
  );
}

const Root = styled.div<{ $gap: SpaceToken; $align: LayoutAlign }>`
  ${listReset}
  display: flex;
  flex-direction: column;
  align-items: ${(p) => flexAlign(p.$align)};
  gap: ${(p) => space[p.$gap]};
  /* A wide child (a table) scrolls inside its own box instead of widening the page. */
  min-width: 0;
`;
