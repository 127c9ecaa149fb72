import { useRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { useHiddenSides } from '../../browser/useHiddenSides';
import { color, scrollEdge, space, zIndex } from '../../theme';

/** A scroll region needs a name: screen readers announce it, and axe asks for one on a tab stop. */
type RegionName =
  { 'aria-label': string; 'aria-labelledby'?: never } | { 'aria-labelledby': string; 'aria-label'?: never };

export type ScrollRegionProps = RegionName & {
  children: ReactNode;
  /** Height limit; taller content scrolls inside the region. */
  maxHeight?: string;
  /** The scroll box itself, for who virtualises its rows or scrolls it into place. */
  ref?: Ref<HTMLDivElement>;
  /** Styles the scroll box (a border, a background). */
  className?: string;
};

/**
 * A box that scrolls when its content (a wide table) does not fit: a named, focusable region,
 * so keyboard users can scroll it with the arrow keys, with a shade over each edge beyond which
 * content lies out of view (at 800 px most lists' last columns). Every wide table sits in one.
 */
export function ScrollRegion({ children, maxHeight, ref, className, ...name }: ScrollRegionProps) {
  const boxRef = useRef<HTMLDivElement | null>(null);
  const hidden = useHiddenSides(boxRef);
  const setBox = (box: HTMLDivElement | null) => {
    boxRef.current = box;
    if (typeof ref === 'function') ref(box);
    else if (ref) ref.current = box;
  };
  return (
    <Frame>
      <Box ref={setBox} role="region" tabIndex={0} className={className} style={{ maxHeight }} {...name}>
        {children}
      </Box>
      {hidden.start ? <Edge $side="start" data-hidden-content="start" aria-hidden="true" /> : null}
      {hidden.end ? <Edge $side="end" data-hidden-content="end" aria-hidden="true" /> : null}
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
  min-width: 0;
`;

const Box = styled.div`
  /* Its width comes from the page, never from its content: InView measures by it. */
  container-type: inline-size;
  /* Also the containing block of visually hidden text inside (a caption, cell labels), which
     would otherwise escape the box and widen a phone's page. */
  position: relative;
  overflow: auto;
  overscroll-behavior: contain;
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: -2px;
  }
`;

/**
 * Drawn over the box, never beside it: showing it changes no size, so it cannot feed the
 * measurement that shows it (useHiddenSides).
 */
const Edge = styled.span<{ $side: 'start' | 'end' }>`
  position: absolute;
  top: 0;
  bottom: 0;
  ${(p) => (p.$side === 'start' ? 'left: 0;' : 'right: 0;')}
  z-index: ${zIndex.sticky + 1};
  width: ${space[4]};
  background: ${(p) => (p.$side === 'start' ? scrollEdge.start : scrollEdge.end)};
  pointer-events: none;
`;

/**
 * Content of a region that stays in view when the region scrolls sideways: as wide as the
 * visible box and held at its left edge. For a table's state row (loading, empty, error), which
 * otherwise sat centred across columns out of view at 390 px ("Noch keine E-Mails geschrieben."
 * showed its first letter).
 */
export const InView = styled.div`
  position: sticky;
  left: 0;
  width: 100cqi;
`;
