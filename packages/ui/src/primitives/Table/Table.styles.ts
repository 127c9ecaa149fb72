import styled, { css } from 'styled-components';
import { color, fontSize, fontWeights, space, transitions, zIndex } from '../../theme';
import { ScrollRegion } from '../ScrollRegion';
import type { Column } from './types';

type Align = NonNullable<Column<unknown>['align']>;
const textAlign: Record<Align, string> = { start: 'left', center: 'center', end: 'right' };
const justify: Record<Align, string> = { start: 'flex-start', center: 'center', end: 'flex-end' };

/** The scroll region (a shade on each edge with columns out of view): it bounds the height so rows can be virtualised. */
export const Scroller = styled(ScrollRegion)`
  background: ${color.surface};
`;

export const StyledTable = styled.table`
  width: 100%;
  /* Fixed layout: column widths do not jump while virtualised rows come and go. */
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 0;
  color: ${color.text};
  font-size: ${fontSize.md};
`;

export const Caption = styled.caption`
  padding: ${space[3]} ${space[3]} ${space[2]};
  caption-side: top;
  text-align: left;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeights.semibold};
`;

export const Th = styled.th<{ $align: Align }>`
  position: sticky;
  top: 0;
  z-index: ${zIndex.sticky};
  padding: ${space[2]} ${space[3]};
  background: ${color.surfaceMuted};
  /* A shadow, not a border: separate borders of sticky cells scroll away in Chromium. */
  box-shadow: inset 0 -1px 0 ${color.borderStrong};
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeights.semibold};
  text-align: ${(p) => textAlign[p.$align]};
  vertical-align: bottom;
  overflow-wrap: anywhere;
  hyphens: auto;
`;

export const SortButton = styled.button<{ $align: Align }>`
  display: inline-flex;
  align-items: center;
  justify-content: ${(p) => justify[p.$align]};
  gap: ${space[1]};
  width: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: inherit;
  cursor: pointer;
  &:hover {
    color: ${color.primary};
  }
`;

export const SortIcon = styled.span<{ $isActive: boolean }>`
  display: inline-flex;
  color: ${(p) => (p.$isActive ? color.primary : color.textDisabled)};
`;

export const Td = styled.td<{ $align: Align }>`
  padding: ${space[2]} ${space[3]};
  border-bottom: 1px solid ${color.border};
  text-align: ${(p) => textAlign[p.$align]};
  vertical-align: middle;
  overflow-wrap: anywhere;
  hyphens: auto;
`;

export const SpacerCell = styled.td`
  padding: 0;
  border: 0;
`;

export const CheckLabel = styled.label`
  display: flex;
  align-items: center;
  justify-content: center;
  margin: -${space[2]} -${space[3]};
  padding: ${space[2]} ${space[3]};
  cursor: pointer;
  input {
    width: 1.1em;
    height: 1.1em;
    margin: 0;
    accent-color: ${color.primary};
    cursor: pointer;
  }
`;

export const Tr = styled.tr<{ $isClickable: boolean; $isSelected: boolean }>`
  transition: background ${transitions.fast};
  ${(p) =>
    p.$isSelected &&
    css`
      background: ${color.primarySoft};
    `}
  ${(p) =>
    p.$isClickable &&
    css`
      cursor: pointer;
      &:hover {
        background: ${p.$isSelected ? color.primarySoft : color.surfaceMuted};
      }
      &:focus-visible {
        outline: 2px solid ${color.focus};
        outline-offset: -2px;
      }
    `}
`;

export const StateCell = styled.td`
  padding: 0;
  border-bottom: 1px solid ${color.border};
`;

export const LoadingBox = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  padding: ${space[8]} ${space[4]};
  color: ${color.textSecondary};
`;
