import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Drawer } from '../../primitives/Drawer';
import { color } from '../../theme';
import { useChromeText } from '../../i18n';

export interface SidebarDrawerProps {
  isOpen: boolean;
  /** Backdrop, Escape or the close button. */
  onClose?: () => void;
  children: ReactNode;
}

/** Under 992 px (requirements §2) the sidebar slides in from the left over a backdrop. */
export function SidebarDrawer({ isOpen, onClose, children }: SidebarDrawerProps) {
  const t = useChromeText();
  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose?.();
      }}
      title={t('sidebar.mainMenu')}
      isTitleHidden
      side="left"
      width="sidebarWidth"
    >
      <Fill>{children}</Fill>
    </Drawer>
  );
}

/** The green menu fills the whole drawer (a hidden title leaves no header row). */
const Fill = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${color.menuBg};
  & > * {
    flex: 1;
  }
`;
