import styled from 'styled-components';
import { roleLabel } from '../../model/roles';
import { Button } from '../../primitives/Button';
import { DropdownMenu, menuSeparator, type DropdownMenuEntry } from '../../primitives/DropdownMenu';
import { Icon } from '../../primitives/Icon';
import { IconButton } from '../../primitives/IconButton';
import { color, fontSize, fontWeights, layout, media, shadows, space } from '../../theme';
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
