import { useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { color, space, visuallyHidden, zIndex } from '../../theme';
import { AppMain, type AppMainProps } from '../AppMain';
import { Navbar, type NavbarProps } from '../Navbar';
import { SettingsPanel, useThemeColor, type LayoutSettings } from '../SettingsPanel';
import { Sidebar, type SidebarProps } from '../Sidebar';
import { TagsView, type TagsViewProps } from '../TagsView';
import { useChromeText } from '../../i18n';
import { useMobileViewport } from './useMobileViewport';

export interface AppLayoutProps {
  /** The sidebar's content: role-filtered routes, the location, 'Experte werden', the funder. */
  sidebar: Pick<
    SidebarProps,
    'routes' | 'activePath' | 'productName' | 'showBecomeExpert' | 'funderName' | 'funderLogoSrc' | 'withoutAnimation'
  >;
  /** requirements §4: open by default; the app keeps it in a cookie. */
  isSidebarOpen: boolean;
  /** The hamburger. */
  onToggleSidebar: () => void;
  /** The mobile drawer asks to close (backdrop, Escape, a followed link). */
  onCloseSidebar: () => void;
  /**
   * Under 992 px (requirements §9) the sidebar becomes a drawer. The layout reads the
   * viewport itself; the app passes its own reading of the same query, which also decides
   * whether `isSidebarOpen` means the drawer or the standing sidebar.
   */
  isMobile?: boolean;
  navbar: Omit<NavbarProps, 'isSidebarOpen' | 'onToggleSidebar' | 'onOpenSettings'>;
  tagsView: TagsViewProps;
  main: AppMainProps;
  settings: LayoutSettings;
  onSettingsChange: (next: LayoutSettings) => void;
  /** A notice about the session above the page (e.g. `SessionNotice`). */
  notice?: ReactNode;
}

/**
 * The shell: sidebar, navbar with breadcrumb, the optional tags view, the main area and
 * the settings panel. The page scrolls as a whole; with 'Fixierter Header' the navbar
 * and tags stay at the top. Without the tags view nothing is kept alive: only the
 * active view is mounted, since there would be no tag to close a kept one with.
 */
export function AppLayout({
  sidebar,
  isSidebarOpen,
  onToggleSidebar,
  onCloseSidebar,
  isMobile: isMobileFromApp,
  navbar,
  tagsView,
  main,
  settings,
  onSettingsChange,
  notice,
}: AppLayoutProps) {
  const t = useChromeText();
  const isMobileViewport = useMobileViewport();
  const isMobile = isMobileFromApp ?? isMobileViewport;
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  useThemeColor(settings.themeColor);
  const views = settings.tagsView ? main.views : main.views.filter((view) => view.isActive);

  return (
    <Root>
      <SkipLink href="#main-content">{t('layout.skipToContent')}</SkipLink>
      <Sidebar
        {...sidebar}
        isOpen={isSidebarOpen}
        isMobile={isMobile}
        onClose={onCloseSidebar}
        showLogo={settings.sidebarLogo}
      />
      <Column>
        <Header $isFixed={settings.fixedHeader}>
          <Navbar
            {...navbar}
            isSidebarOpen={isSidebarOpen}
            onToggleSidebar={onToggleSidebar}
            onOpenSettings={() => setSettingsOpen(true)}
          />
          {settings.tagsView ? <TagsView {...tagsView} /> : null}
        </Header>
        {notice}
        <AppMain {...main} views={views} />
      </Column>
      <SettingsPanel
        isOpen={isSettingsOpen}
        onOpenChange={setSettingsOpen}
        settings={settings}
        onChange={onSettingsChange}
      />
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${color.background};
`;

const SkipLink = styled.a`
  ${visuallyHidden}
  &:focus {
    position: fixed;
    top: ${space[2]};
    left: ${space[2]};
    z-index: ${zIndex.toast};
    width: auto;
    height: auto;
    margin: 0;
    padding: ${space[2]} ${space[3]};
    clip: auto;
    background: ${color.surface};
    color: ${color.primary};
  }
`;

const Column = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Header = styled.div<{ $isFixed: boolean }>`
  ${(p) =>
    p.$isFixed &&
    css`
      position: sticky;
      top: 0;
      z-index: ${zIndex.header};
    `}
`;
