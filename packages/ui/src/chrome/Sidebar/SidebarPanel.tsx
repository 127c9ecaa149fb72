import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { AppRoute } from '../../model/routeMeta';
import { Icon } from '../../primitives/Icon';
import { color, fontSize, fontWeights, radii, space, transitions, visuallyHidden } from '../../theme';
import { FunderFooter } from './FunderFooter';
import { Logo } from './Logo';
import { activeMenuPath, ancestorKeys, buildMenu } from './menuModel';
import { SidebarItem } from './SidebarItem';
import { useChromeText } from '../../i18n';

/** requirements §1: the 'Experte werden' button leads to the profile's expert tab. */
export const BECOME_EXPERT_PATH = '/profile/index?tab=experte';

export interface SidebarPanelProps {
  /** The route tree, already filtered to the person's role. */
  routes: readonly AppRoute[];
  /** The current location's pathname. */
  activePath: string;
  /** `false`: icons only; titles as tooltips, submenus as flyouts. */
  isCollapsed: boolean;
  showLogo: boolean;
  productName: string;
  showBecomeExpert: boolean;
  funderName: string;
  funderLogoSrc?: string;
  /** Called when a link inside is followed (the mobile drawer closes then). */
  onNavigate?: () => void;
}

/** The sidebar's content: logo, menu, 'Experte werden' and the funding notice. */
export function SidebarPanel({
  routes,
  activePath,
  isCollapsed,
  showLogo,
  productName,
  showBecomeExpert,
  funderName,
  funderLogoSrc,
  onNavigate,
}: SidebarPanelProps) {
  const t = useChromeText();
  const menu = useMemo(() => buildMenu(routes), [routes]);
  const activeKey = activeMenuPath(routes, activePath);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(ancestorKeys(menu, activeKey)));
  // Collapsed: one top-level flyout at a time, kept apart from the open sidebar's expansion.
  const [flyoutKey, setFlyoutKey] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const topKeys = useMemo(() => new Set(menu.map((e) => e.key)), [menu]);

  // A newly active item's submenus open, as when following a deep link.
  const [seenActiveKey, setSeenActiveKey] = useState(activeKey);
  if (seenActiveKey !== activeKey) {
    setSeenActiveKey(activeKey);
    const ancestors = ancestorKeys(menu, activeKey);
    setExpanded((prev) => (ancestors.every((k) => prev.has(k)) ? prev : new Set([...prev, ...ancestors])));
  }

  useEffect(() => {
    if (!isCollapsed || flyoutKey === null) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setFlyoutKey(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [isCollapsed, flyoutKey]);

  const shownExpanded = useMemo(() => {
    if (!isCollapsed) return expanded;
    const nested = [...expanded].filter((k) => !topKeys.has(k));
    return new Set(flyoutKey ? [...nested, flyoutKey] : nested);
  }, [isCollapsed, expanded, flyoutKey, topKeys]);

  const toggle = (key: string) => {
    if (isCollapsed && topKeys.has(key)) {
      setFlyoutKey((current) => (current === key ? null : key));
      return;
    }
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  };

  const navigate = () => {
    setFlyoutKey(null);
    onNavigate?.();
  };

  return (
    <Root ref={rootRef}>
      {showLogo ? <Logo productName={productName} isCollapsed={isCollapsed} /> : null}
      <Nav aria-label={t('sidebar.mainMenu')} $isCollapsed={isCollapsed}>
        <List>
          {menu.map((entry) => (
            <SidebarItem
              key={entry.key}
              entry={entry}
              depth={0}
              activeKey={activeKey}
              expandedKeys={shownExpanded}
              onToggle={toggle}
              isCollapsed={isCollapsed}
              onNavigate={navigate}
            />
          ))}
        </List>
      </Nav>
      {showBecomeExpert ? (
        <BecomeExpert to={BECOME_EXPERT_PATH} onClick={navigate} $isCollapsed={isCollapsed}>
          <Icon name="expert" size="1.15em" />
          <span>{t('sidebar.becomeExpert')}</span>
        </BecomeExpert>
      ) : null}
      {isCollapsed ? null : <FunderFooter funderName={funderName} funderLogoSrc={funderLogoSrc} />}
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${color.menuBg};
`;

const Nav = styled.nav<{ $isCollapsed: boolean }>`
  flex: 1;
  min-height: 0;
  /* Open: the menu scrolls; collapsed: tooltips and flyouts must reach past the edge. */
  overflow-x: ${(p) => (p.$isCollapsed ? 'visible' : 'hidden')};
  overflow-y: ${(p) => (p.$isCollapsed ? 'visible' : 'auto')};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const BecomeExpert = styled(Link)<{ $isCollapsed: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  margin: ${space[3]};
  padding: ${space[2]};
  border: 1px solid ${color.menuActiveText};
  border-radius: ${radii.md};
  color: ${color.menuActiveText};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;
  transition: background ${transitions.fast};
  &:hover {
    background: ${color.menuHover};
  }
  &:focus-visible {
    outline: 2px solid ${color.menuActiveText};
    outline-offset: 2px;
  }
  ${(p) =>
    p.$isCollapsed &&
    css`
      margin: ${space[2]} ${space[1]};
      border-color: transparent;
      & > span {
        ${visuallyHidden}
      }
    `}
`;
