import { useEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { prefersReducedMotion } from '../../charts/chartEnv';
import { scrollParent } from '../../browser/scrollParent';
import { Icon } from '../../primitives/Icon';
import { color, radii, shadows, space, transitions, zIndex } from '../../theme';

export interface BackToTopProps {
  /** Focused once the top is reached: the page's title (focusable with tabIndex -1). */
  focusRef: RefObject<HTMLElement | null>;
  /** Scrolled distance (px) from which the button shows. */
  threshold?: number;
  /** Jumps instead of scrolling smoothly. Default: the person's reduced-motion setting. */
  reducedMotion?: boolean;
  /** The button's accessible name. */
  label?: string;
}

/** How long to wait for a smooth scroll before focusing anyway (a scroll the person interrupted). */
const MAX_WAIT_MS = 1500;

/**
 * A button that shows once the page's scroll container (the nearest scrolling ancestor,
 * or the document, as in the shell) has scrolled past `threshold`. It scrolls back to the
 * top and then moves focus there, so keyboard and screen-reader users land at the top too.
 */
export function BackToTop({ focusRef, threshold = 300, reducedMotion, label = 'Back to top' }: BackToTopProps) {
  const anchorRef = useRef<HTMLSpanElement>(null);
  const [isShown, setIsShown] = useState(false);

  useEffect(() => {
    const scroller = scrollParent(anchorRef.current);
    const target: EventTarget = scroller === document.scrollingElement ? window : scroller;
    const update = () => setIsShown(scroller.scrollTop > threshold);
    update();
    target.addEventListener('scroll', update, { passive: true });
    return () => target.removeEventListener('scroll', update);
  }, [threshold]);

  const goUp = () => {
    const scroller = scrollParent(anchorRef.current);
    const isStill = reducedMotion ?? prefersReducedMotion();
    scroller.scrollTo({ top: 0, behavior: isStill ? 'instant' : 'smooth' });
    const started = performance.now();
    const focusWhenThere = () => {
      if (scroller.scrollTop > 0 && performance.now() - started < MAX_WAIT_MS) {
        requestAnimationFrame(focusWhenThere);
        return;
      }
      focusRef.current?.focus({ preventScroll: true });
    };
    focusWhenThere();
  };

  return (
    <span ref={anchorRef}>
      {isShown ? (
        <Fab type="button" aria-label={label} title={label} onClick={goUp}>
          <Icon name="chevronUp" size="1.4em" />
        </Fab>
      ) : null}
    </span>
  );
}

const Fab = styled.button`
  position: fixed;
  right: ${space[6]};
  bottom: ${space[6]};
  z-index: ${zIndex.sticky};
  display: inline-flex;
  padding: ${space[3]};
  border: 0;
  border-radius: ${radii.round};
  background: ${color.primary};
  box-shadow: ${shadows.md};
  color: ${color.textInverse};
  cursor: pointer;
  transition: background ${transitions.fast};
  &:hover {
    background: ${color.primaryHover};
  }
`;
