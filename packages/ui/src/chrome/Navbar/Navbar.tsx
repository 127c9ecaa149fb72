import styled from 'styled-components';
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
  /** The role: the user's `app_status` (spec §4). */
  role: string;
  /** Identity groups; `appuser_new` hides 'Profil' (spec §2). */
  groups?: readonly string[];
  userName?: string;
  /** `false` when the profile route is not among the allowed routes: 'Profil' is left out. */
  canOpenProfile?: boolean;
  /** A menu entry asks to go to an app path. */
  onNavigate: (path: string) => void;
  onLogout: () => void;
  onOpenSettings: () => void;
  /** The UI size (spec §9: default medium); with `onSizeChange` the navbar shows the size select. */
  size?: UiSize;
  /** A size was chosen; the app keeps it in the size cookie (spec §4). */
  onSizeChange?: (size: UiSize) => void;
}

/** The size select's labels, in the template's order (Default, Medium, Small, Mini). */
export const UI_SIZE_LABELS: Record<UiSize, string> = {
  default: 'Standard',
  medium: 'Mittel',
  small: 'Klein',
  mini: 'Mini',
};

/** The size select: every size, the current one disabled (as the template's select). */
export function sizeMenuEntries(size: UiSize, onSizeChange: (size: UiSize) => void): DropdownMenuEntry[] {
  return UI_SIZES.map((option) => ({
    label: UI_SIZE_LABELS[option],
    onSelect: () => onSizeChange(option),
    disabled: option === size,
  }));
}

/** spec §2: "Navbar dropdown: Profil (hidden when the role is appuser_new), Dashboard, Abmelden". */
export function userMenuEntries({
  role,
  groups = [],
  canOpenProfile = true,
  onNavigate,
  onLogout,
}: Pick<NavbarProps, 'role' | 'groups' | 'canOpenProfile' | 'onNavigate' | 'onLogout'>): DropdownMenuEntry[] {
  const isNewAppUser = role === 'appuser_new' || groups.includes('appuser_new');
  return [
    {
      label: 'Profil',
      icon: 'user',
      onSelect: () => onNavigate(PROFILE_PATH),
      hidden: isNewAppUser || !canOpenProfile,
    },
    { label: 'Dashboard', icon: 'dashboard', onSelect: () => onNavigate(DASHBOARD_PATH) },
    menuSeparator,
    { label: 'Abmelden', icon: 'logout', onSelect: onLogout },
  ];
}

export function Navbar({
  isSidebarOpen,
  onToggleSidebar,
  breadcrumbs,
  role,
  groups,
  userName,
  canOpenProfile,
  onNavigate,
  onLogout,
  onOpenSettings,
  size = 'medium',
  onSizeChange,
}: NavbarProps) {
  const accountName = userName ?? 'Konto';
  return (
    <Bar>
      <IconButton
        icon="menu"
        label="Menü ein-/ausklappen"
        variant="ghost"
        aria-expanded={isSidebarOpen}
        onClick={onToggleSidebar}
      />
      <Crumbs items={breadcrumbs} />
      <Right>
        <Role>{roleLabel(role)}</Role>
        {onSizeChange ? (
          <DropdownMenu
            trigger={<IconButton icon="textSize" label={`Größe: ${UI_SIZE_LABELS[size]}`} variant="ghost" />}
            items={sizeMenuEntries(size, onSizeChange)}
          />
        ) : null}
        <IconButton icon="settings" label="Einstellungen" variant="ghost" onClick={onOpenSettings} />
        <DropdownMenu
          trigger={
            <Button variant="text" aria-label={`Benutzermenü ${accountName}`}>
              <Icon name="user" />
              <UserName>{accountName}</UserName>
              <Icon name="chevronDown" size="0.85em" />
            </Button>
          }
          items={userMenuEntries({ role, groups, canOpenProfile, onNavigate, onLogout })}
        />
      </Right>
    </Bar>
  );
}

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  min-height: ${layout.navbarHeight};
  padding: ${space[1]} ${space[3]};
  background: ${color.surface};
  box-shadow: ${shadows.navbar};
`;

const Crumbs = styled(Breadcrumb)`
  flex: 1;
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
