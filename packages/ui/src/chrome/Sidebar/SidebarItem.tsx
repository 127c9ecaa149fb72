import { useId, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useChromeText } from '../../i18n';
import { Icon, type IconName } from '../../primitives/Icon';
import { color, fontSize, fontWeights, radii, shadows, space, transitions, visuallyHidden, zIndex } from '../../theme';
import type { MenuEntry } from './menuModel';

export interface SidebarItemProps {
  entry: MenuEntry;
  /** 0 for the top level; deeper levels sit on the dark grey submenu background. */
  depth: number;
  /** The menu path to highlight. */
  activeKey: string;
  expandedKeys: ReadonlySet<string>;
  onToggle: (key: string) => void;
  /** Collapsed sidebar: top-level titles become tooltips, top-level submenus flyouts. */
  isCollapsed: boolean;
  onNavigate?: () => void;
}

function containsKey(entry: MenuEntry, key: string): boolean {
  return entry.key === key || (entry.children ?? []).some((child) => containsKey(child, key));
}

export function SidebarItem({
  entry,
  depth,
  activeKey,
  expandedKeys,
  onToggle,
  isCollapsed,
  onNavigate,
}: SidebarItemProps) {
  const listId = useId();
  const t = useChromeText();
  const asTooltip = isCollapsed && depth === 0;
  const icon = entry.icon ? <Icon name={entry.icon as IconName} size="1.15em" /> : null;

  if (!entry.children) {
    const isActive = entry.key === activeKey;
    const content = (
      <>
        {icon ?? (asTooltip ? <Icon name="document" size="1.15em" /> : null)}
        <Title $collapsed={asTooltip ? 'tooltip' : false}>
          {entry.title}
          {entry.isExternal ? <Hidden> {t('sidebar.opensInNewTab')}</Hidden> : null}
        </Title>
        {entry.isExternal && !asTooltip ? <Icon name="external" size="0.9em" /> : null}
      </>
    );
    return (
      <li>
        {entry.isExternal ? (
          <Row
            as="a"
            href={entry.path}
            target="_blank"
            rel="noopener noreferrer"
            $depth={depth}
            $isActive={false}
            $isIconOnly={asTooltip}
          >
            {content}
          </Row>
        ) : (
          <Row
            as={Link}
            to={entry.path}
            aria-current={isActive ? 'page' : undefined}
            onClick={onNavigate}
            $depth={depth}
            $isActive={isActive}
            $isIconOnly={asTooltip}
          >
            {content}
          </Row>
        )}
      </li>
    );
  }

  const isExpanded = expandedKeys.has(entry.key);
  const holdsActive = containsKey(entry, activeKey);
  const isFlyout = asTooltip;
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isExpanded) {
      event.stopPropagation();
      onToggle(entry.key);
      (event.currentTarget.querySelector('button') as HTMLButtonElement | null)?.focus();
    }
  };
  return (
    <Item onKeyDown={isFlyout ? closeOnEscape : undefined}>
      <Row
        as="button"
        type="button"
        aria-expanded={isExpanded}
        aria-controls={listId}
        onClick={() => onToggle(entry.key)}
        $depth={depth}
        $isActive={false}
        $holdsActive={holdsActive}
        $isIconOnly={isFlyout}
      >
        {icon ?? (isFlyout ? <Icon name="layers" size="1.15em" /> : null)}
        {/* An open flyout shows the title as its heading, so no tooltip then. */}
        <Title $collapsed={isFlyout ? (isExpanded ? 'hidden' : 'tooltip') : false}>{entry.title}</Title>
        {isFlyout ? null : <Chevron name="chevronDown" size="0.9em" $isExpanded={isExpanded} />}
      </Row>
      <Submenu id={listId} hidden={!isExpanded} $isFlyout={isFlyout}>
        {isFlyout ? <FlyoutTitle aria-hidden="true">{entry.title}</FlyoutTitle> : null}
        {entry.children.map((child) => (
          <SidebarItem
            key={child.key}
            entry={child}
            depth={isFlyout ? 1 : depth + 1}
            activeKey={activeKey}
            expandedKeys={expandedKeys}
            onToggle={onToggle}
            isCollapsed={isCollapsed}
            onNavigate={onNavigate}
          />
        ))}
      </Submenu>
    </Item>
  );
}

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Item = styled.li`
  position: relative;
`;

const tooltip = css`
  position: absolute;
  left: 100%;
  top: 50%;
  transform: translateY(-50%);
  margin-left: ${space[2]};
  padding: ${space[1]} ${space[2]};
  border-radius: ${radii.md};
  background: ${color.submenuBg};
  color: ${color.menuActiveText};
  box-shadow: ${shadows.md};
  white-space: nowrap;
  z-index: ${zIndex.dropdown};
`;

/** In the collapsed sidebar the title is hidden but named, and appears as a tooltip on hover or focus. */
const Title = styled.span<{ $collapsed: 'tooltip' | 'hidden' | false }>`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  text-align: left;
  ${(p) => p.$collapsed && visuallyHidden}
  ${(p) =>
    p.$collapsed === 'tooltip' &&
    css`
      *:hover > &,
      *:focus-visible > & {
        ${tooltip}
        clip: auto;
        width: auto;
        height: auto;
        overflow: visible;
        margin: 0 0 0 ${space[2]};
      }
    `}
`;

const Row = styled.div<{ $depth: number; $isActive: boolean; $holdsActive?: boolean; $isIconOnly?: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${space[3]};
  width: 100%;
  min-height: ${space[12]};
  padding: ${space[0]} ${space[4]} ${space[0]} ${(p) => `calc(${space[5]} + ${p.$depth} * ${space[4]})`};
  border: 0;
  border-left: ${space[1]} solid ${(p) => (p.$isActive ? color.menuActiveText : 'transparent')};
  background: ${(p) => (p.$isActive ? color.menuHover : 'transparent')};
  color: ${(p) => (p.$isActive || p.$holdsActive ? color.menuActiveText : color.menuText)};
  font-size: ${fontSize.md};
  font-weight: ${(p) => (p.$isActive || p.$holdsActive ? fontWeights.semibold : fontWeights.regular)};
  text-decoration: none;
  cursor: pointer;
  transition: background ${transitions.fast};
  ${(p) =>
    p.$isIconOnly &&
    css`
      justify-content: center;
      padding: 0;
    `}
  &:hover {
    background: ${(p) => (p.$depth === 0 ? color.menuHover : color.submenuHover)};
  }
  &:focus-visible {
    outline: 2px solid ${color.menuActiveText};
    outline-offset: -2px;
  }
`;

const Chevron = styled(Icon)<{ $isExpanded: boolean }>`
  transition: transform ${transitions.fast};
  transform: rotate(${(p) => (p.$isExpanded ? '180deg' : '0deg')});
`;

const Submenu = styled.ul<{ $isFlyout: boolean }>`
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${color.submenuBg};
  &[hidden] {
    display: none;
  }
  ${(p) =>
    p.$isFlyout &&
    css`
      position: absolute;
      left: 100%;
      top: 0;
      min-width: ${space[12]};
      width: max-content;
      max-width: calc(4 * ${space[12]} + ${space[8]});
      border-radius: 0 ${radii.md} ${radii.md} 0;
      box-shadow: ${shadows.lg};
      z-index: ${zIndex.dropdown};
    `}
`;

const FlyoutTitle = styled.li`
  padding: ${space[2]} ${space[4]};
  color: ${color.menuActiveText};
  font-weight: ${fontWeights.semibold};
  border-bottom: 1px solid ${color.menuHover};
`;
