import styled from 'styled-components';
import { PRODUCT_NAME } from '../../model/pageTitle';
import type { AppRoute } from '../../model/routeMeta';
import { color, layout, shadows, transitions, zIndex } from '../../theme';
import { SidebarDrawer } from './SidebarDrawer';
import { SidebarPanel } from './SidebarPanel';
import { useChromeText } from '../../i18n';

export interface SidebarProps {
  /** The route tree, already filtered to the person's role. */
  routes: readonly AppRoute[];
  /** The current location's pathname; a hidden route's `meta.activeMenu` picks the highlighted item. */
  activePath: string;
  /** requirements §4: open or closed; closed on a desktop shows icons only (54 px). */
  isOpen?: boolean;
  /** requirements §4: the state changes without the width animation (e.g. on resize). */
  withoutAnimation?: boolean;
  /** Under 992 px (requirements §9) the sidebar is a drawer over the page with a backdrop. */
  isMobile?: boolean;
  /** The mobile drawer asks to close (backdrop, Escape, a followed link). */
  onClose?: () => void;
  /** Settings panel 'Sidebar-Logo'. */
  showLogo?: boolean;
  productName?: string;
  /** requirements §1: the 'Experte werden' button, shown when the app says so. */
  showBecomeExpert?: boolean;
  /** requirements §1: the funder named in the footer. */
  funderName: string;
  funderLogoSrc?: string;
}

/**
 * The main navigation: the routes the person's role may open, as a tree with the active page marked; on a
 * desktop open or collapsed to icons, under 992 px a drawer over the page. The footer names the funder and
 * can offer "Experte werden".
 */
export function Sidebar({
  routes,
  activePath,
  isOpen = true,
  withoutAnimation = false,
  isMobile = false,
  onClose,
  showLogo = false,
  productName = PRODUCT_NAME,
  showBecomeExpert = false,
  funderName,
  funderLogoSrc,
}: SidebarProps) {
  const t = useChromeText();
  const panel = (isCollapsed: boolean) => (
    <SidebarPanel
      routes={routes}
      activePath={activePath}
      isCollapsed={isCollapsed}
      showLogo={showLogo}
      productName={productName}
      showBecomeExpert={showBecomeExpert}
      funderName={funderName}
      funderLogoSrc={funderLogoSrc}
      onNavigate={isMobile ? onClose : undefined}
    />
  );

  if (isMobile) {
    return (
      <SidebarDrawer isOpen={isOpen} onClose={onClose}>
        {panel(false)}
      </SidebarDrawer>
    );
  }
  return (
    <Aside aria-label={t('sidebar.label')} $isOpen={isOpen} $withoutAnimation={withoutAnimation}>
      {panel(!isOpen)}
    </Aside>
  );
}

const Aside = styled.aside<{ $isOpen: boolean; $withoutAnimation: boolean }>`
  position: sticky;
  top: 0;
  align-self: flex-start;
  flex: none;
  height: 100vh;
  z-index: ${zIndex.sidebar};
  width: ${(p) => (p.$isOpen ? layout.sidebarWidth : layout.sidebarCollapsedWidth)};
  background: ${color.menuBg};
  box-shadow: ${shadows.sm};
  transition: ${(p) => (p.$withoutAnimation ? 'none' : `width ${transitions.normal}`)};
`;
