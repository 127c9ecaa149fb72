import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme';
import { listReset, type LayoutElement, type SpaceToken } from '../Stack/layoutProps';

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /**
   * The narrowest a column may get, e.g. `16rem`: as many columns as fit, each at least
   * this wide, one column on a narrow screen. Default `16rem`.
   */
  minColumnWidth?: string;
  /** A fixed number of equal columns instead; they still shrink to one on a narrow screen via `minColumnWidth`. */
  columns?: number;
  /** Space between cells, a step of the spacing scale; default 4 (16 px). */
  gap?: SpaceToken;
  /** Row alignment of the cells; `start` lets cards of different heights sit at the top. */
  alignItems?: 'start' | 'stretch';
  as?: LayoutElement;
  children?: ReactNode;
}

/** Cells in responsive columns: cards of a dashboard, facts of a record. */
export function Grid({
  minColumnWidth = '16rem',
  columns,
  gap = 4,
  alignItems = 'stretch',
  as = 'div',
  children,
  ...rest
}: GridProps) {
  return (
    <Root as={as} $min={minColumnWidth} $columns={columns} $gap={gap} $alignItems={alignItems} {...rest}>
      {children}
    </Root>
  );
}

/**
 * `min(100%, …)` lets one column shrink below its minimum on a phone instead of
 * overflowing; with `columns` the column never gets wider than its share.
 */
const track = (min: string, columns: number | undefined) =>
  columns === undefined
    ? `repeat(auto-fit, minmax(min(100%, ${min}), 1fr))`
    : `repeat(auto-fit, minmax(min(100%, max(${min}, calc((100% - ${columns - 1} * var(--wm-grid-gap)) / ${columns}))), 1fr))`;

const Root = styled.div<{ $min: string; $columns?: number; $gap: SpaceToken; $alignItems: 'start' | 'stretch' }>`
  ${listReset}
  --wm-grid-gap: ${(p) => space[p.$gap]};
  display: grid;
  grid-template-columns: ${(p) => track(p.$min, p.$columns)};
  gap: var(--wm-grid-gap);
  align-items: ${(p) => p.$alignItems};
  min-width: 0;
`;
