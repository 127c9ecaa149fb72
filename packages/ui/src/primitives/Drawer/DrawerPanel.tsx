import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import {
  color,
  fontSize,
  fontWeights,
  layout,
  radii,
  shadows,
  space,
  transitions,
  visuallyHidden,
  zIndex,
} from '../../theme';
import { CloseButton, keepOpenForMessages, Overlay, ScrollBody, useReturnFocus } from '../Dialog/dialogParts';

export type DrawerSide = 'left' | 'right';

/** A layout token by name, or any CSS width. */
export type DrawerWidth = 'sidebarWidth' | 'settingsPanelWidth' | (string & {});

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Names the panel for screen readers (Radix Title). */
  title: ReactNode;
  /**
   * The title is read but not shown, and there is no header row: for the mobile sidebar,
   * whose content fills the whole panel. Its close button then appears only when focused
   * (the backdrop and Escape close it too).
   */
  isTitleHidden?: boolean;
  /** The settings panel comes from the right, the mobile sidebar from the left. */
  side?: DrawerSide;
  /** `sidebarWidth`, `settingsPanelWidth` (the default) or a CSS width such as `40rem`. */
  width?: DrawerWidth;
  /** Dims the page behind the panel. The panel keeps focus either way. */
  hasBackdrop?: boolean;
  /** Fills the panel below its header edge to edge; the content brings its own padding. */
  children?: ReactNode;
}

const widthTokens: Record<string, string> = {
  sidebarWidth: layout.sidebarWidth,
  settingsPanelWidth: layout.settingsPanelWidth,
};

/** The panel itself, loaded with Radix the first time a drawer opens (see Drawer). */
export function DrawerPanel({
  isOpen,
  onOpenChange,
  title,
  isTitleHidden = false,
  side = 'right',
  width = 'settingsPanelWidth',
  hasBackdrop = true,
  children,
}: DrawerProps) {
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        {hasBackdrop ? <Overlay $layer="drawer" /> : null}
        <Panel
          $side={side}
          $width={widthTokens[width] ?? width}
          onOpenAutoFocus={(event) => {
            returnFocus.remember();
            // Without a header Radix would focus the close button (it skips links);
            // the panel itself takes focus, so Tab leads straight into the content.
            if (isTitleHidden) {
              event.preventDefault();
              (event.currentTarget as HTMLElement).focus();
            }
          }}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          onInteractOutside={keepOpenForMessages}
        >
          {isTitleHidden ? (
            <Title $isHidden>{title}</Title>
          ) : (
            <Header>
              <Title $isHidden={false}>{title}</Title>
              <CloseButton />
            </Header>
          )}
          <Body>{children}</Body>
          {isTitleHidden ? (
            // Last in the tab order, after the content; shown while focused.
            <FloatingClose>
              <CloseButton />
            </FloatingClose>
          ) : null}
        </Panel>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

const slides = {
  left: {
    in: keyframes`from { transform: translateX(-100%); } to { transform: none; }`,
    out: keyframes`from { transform: none; } to { transform: translateX(-100%); }`,
  },
  right: {
    in: keyframes`from { transform: translateX(100%); } to { transform: none; }`,
    out: keyframes`from { transform: none; } to { transform: translateX(100%); }`,
  },
};

const Panel = styled(RadixDialog.Content)<{ $side: DrawerSide; $width: string }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${(p) => p.$side}: 0;
  z-index: ${zIndex.drawer};
  display: flex;
  flex-direction: column;
  width: min(${(p) => p.$width}, 100vw);
  background: ${color.surface};
  box-shadow: ${shadows.lg};
  color: ${color.text};
  &:focus {
    outline: none;
  }
  &[data-state='open'] {
    animation: ${(p) => slides[p.$side].in} ${transitions.normal};
  }
  &[data-state='closed'] {
    animation: ${(p) => slides[p.$side].out} ${transitions.normal};
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-state] {
      animation: none;
    }
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  padding: ${space[3]} ${space[3]} ${space[3]} ${space[5]};
  border-bottom: 1px solid ${color.border};
`;

const Title = styled(RadixDialog.Title)<{ $isHidden: boolean }>`
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeights.semibold};
  overflow-wrap: anywhere;
  ${(p) =>
    p.$isHidden &&
    css`
      ${visuallyHidden}
    `}
`;

/** The content can fill the panel's height (a child with `flex: 1` grows). */
const Body = styled(ScrollBody)`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  & > div {
    display: flex;
    flex-direction: column;
    min-height: 100%;
  }
`;

const FloatingClose = styled.div`
  position: absolute;
  top: ${space[2]};
  right: ${space[2]};
  border-radius: ${radii.md};
  background: ${color.surface};
  &:not(:focus-within) {
    ${visuallyHidden}
  }
`;
