import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CHROME_TEXT_DE, createTranslator, useChromeText, type ChromeTextKey, type Translate } from '../../i18n';
import { roleLabel } from '../../model/roles';
import { Button } from '../../primitives/Button';
import { DropdownMenu, menuSeparator, type DropdownMenuEntry } from '../../primitives/DropdownMenu';
import { Icon } from '../../primitives/Icon';
import { IconButton } from '../../primitives/IconButton';
import { UI_SIZES, color, fontSize, fontWeights, layout, media, shadows, space, type UiSize } from '../../theme';
import { Breadcrumb, type BreadcrumbItem } from '../Breadcrumb';

export const PROFILE_PATH = '/profile/index';
export const DASHBOARD_PATH = '/dashboard';

export interface NavbarProps {
  /** Drives the hamburger's `aria-expanded`. */
  isSidebarOpen: boolean;
  onToggleSidebar: () => void;
  /** The matched routes' titles, outermost first. */
  breadcrumbs: readonly BreadcrumbItem[];
  /** The role: the user's `app_status` (requirements §4). */
  role: string;
  /**
   * Shown in the role's place when the role is not the person's own: while the user data could
   * not be loaded the app works with a new user's rights, and "Neuer Nutzer" would misname them.
   */
  roleText?: string;
  /** Identity groups; `appuser_new` hides 'Profil' (requirements §2). */
  groups?: readonly string[];
  userName?: string;
  /** `false` when the profile route is not among the allowed routes: 'Profil' is left out. */
  canOpenProfile?: boolean;
  /** A menu entry asks to go to an app path. */
  onNavigate: (path: string) => void;
  onLogout: () => void;
  /** The demo's data back to its seed; without it the menu has no such entry (a real data service). */
  onResetDemo?: () => void;
  onOpenSettings: () => void;
  /** The UI size (requirements §9: default medium); with `onSizeChange` the navbar shows the size select. */
  size?: UiSize;
  /** A size was chosen; the app keeps it in the size cookie (requirements §4). */
  onSizeChange?: (size: UiSize) => void;
  /** Further navbar tools (the template part's header search and fullscreen toggle), before the size select. */
  tools?: ReactNode;
  /** The avatar menu's entries when they are not the product's (the template part's own). */
  userMenuItems?: DropdownMenuEntry[];
}

/** The size select's labels, in the template's order (Default, Medium, Small, Mini). */
const UI_SIZE_LABELS: Record<UiSize, ChromeTextKey> = {
  default: 'size.default',
  medium: 'size.medium',
  small: 'size.small',
  mini: 'size.mini',
};

/** The chrome's German, for the entry builders called outside a component. */
const german = createTranslator(CHROME_TEXT_DE);

/** The size select: every size, the current one disabled (as the template's select). */
export function sizeMenuEntries(
  size: UiSize,
  onSizeChange: (size: UiSize) => void,
  t: Translate<ChromeTextKey> = german,
): DropdownMenuEntry[] {
  return UI_SIZES.map((option) => ({
    label: t(UI_SIZE_LABELS[option]),
    onSelect: () => onSizeChange(option),
    disabled: option === size,
  }));
}

/** requirements §2: "Navbar dropdown: Profil (hidden when the role is appuser_new), Dashboard, Abmelden". */
export function userMenuEntries({
  role,
  groups = [],
  canOpenProfile = true,
  onNavigate,
  onLogout,
  onResetDemo,
  t = german,
}: Pick<NavbarProps, 'role' | 'groups' | 'canOpenProfile' | 'onNavigate' | 'onLogout' | 'onResetDemo'> & {
  t?: Translate<ChromeTextKey>;
}): DropdownMenuEntry[] {
  const isNewAppUser = role === 'appuser_new' || groups.includes('appuser_new');
  return [
    {
      label: t('navbar.profile'),
      icon: 'user',
      onSelect: () => onNavigate(PROFILE_PATH),
      hidden: isNewAppUser || !canOpenProfile,
    },
    { label: t('navbar.dashboard'), icon: 'dashboard', onSelect: () => onNavigate(DASHBOARD_PATH) },
    menuSeparator,
    ...(onResetDemo ? [{ label: t('navbar.resetDemo'), icon: 'undo' as const, onSelect: onResetDemo }] : []),
    { label: t('navbar.logout'), icon: 'logout', onSelect: onLogout },
  ];
}

/**
 * The bar above every page: the sidebar toggle, the breadcrumb, the UI size select and the avatar menu
 * (Profil, Einstellungen, Abmelden). Filled by the app shell from the route and the signed-in person.
 */
export function Navbar({
  isSidebarOpen,
  onToggleSidebar,
  breadcrumbs,
  role,
  roleText,
  groups,
  userName,
  canOpenProfile,
  onNavigate,
  onLogout,
  onResetDemo,
  onOpenSettings,
  size = 'medium',
  onSizeChange,
  tools,
  userMenuItems,
}: NavbarProps) {
  const t = useChromeText();
  const accountName = userName ?? t('navbar.account');
  return (
    <Bar>
      <IconButton
        icon="menu"
        label={t('navbar.toggleSidebar')}
        variant="ghost"
        aria-expanded={isSidebarOpen}
        onClick={onToggleSidebar}
      />
      <Crumbs items={breadcrumbs} />
      <Right>
        <Role>{roleText ?? roleLabel(role)}</Role>
        {tools}
        {onSizeChange ? (
          <DropdownMenu
            trigger={
              <IconButton icon="textSize" label={t('navbar.size', { size: t(UI_SIZE_LABELS[size]) })} variant="ghost" />
            }
            items={sizeMenuEntries(size, onSizeChange, t)}
          />
        ) : null}
        <IconButton icon="settings" label={t('navbar.settings')} variant="ghost" onClick={onOpenSettings} />
        <DropdownMenu
          trigger={
            <Button variant="text" aria-label={t('navbar.userMenu', { name: accountName })}>
              <Icon name="user" />
              <UserName>{accountName}</UserName>
              <Icon name="chevronDown" size="0.85em" />
            </Button>
          }
          items={
            userMenuItems ?? userMenuEntries({ role, groups, canOpenProfile, onNavigate, onLogout, onResetDemo, t })
          }
        />
      </Right>
    </Bar>
  );
}

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
  min-height: ${layout.navbarHeight};
  padding: ${space[1]} ${space[3]};
  background: ${color.surface};
  box-shadow: ${shadows.navbar};
`;

/**
 * On a phone the trail takes a line of its own below menu and tools: beside them at 390 px it
 * had some 60 px and broke its words ("Rechnunge/n").
 */
const Crumbs = styled(Breadcrumb)`
  flex: 1;
  ${media.mobile} {
    order: 1;
    flex-basis: 100%;
  }
`;

const Right = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  margin-left: auto;
`;

const Role = styled.span`
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeights.semibold};
  white-space: nowrap;
`;

const UserName = styled.span`
  max-width: 12em;
  overflow: hidden;
  text-overflow: ellipsis;
  ${media.mobile} {
    display: none;
  }
`;
