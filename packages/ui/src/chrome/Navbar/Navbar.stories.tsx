import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TEMPLATE_ROUTES } from '../../model/routes';
import { FullscreenToggle } from '../FullscreenToggle';
import { HeaderSearch, searchItems } from '../HeaderSearch';
import { wordsSplitAcrossLines } from '../../testing/wordBreaks';
import { Navbar } from './Navbar';

const meta = {
  title: 'Chrome/Navbar',
  component: Navbar,
  args: {
    isSidebarOpen: true,
    onToggleSidebar: fn(),
    breadcrumbs: [{ title: 'Nutzer', path: '/users/index' }],
    role: 'ogf_admin',
    userName: 'Anna Förster',
    onNavigate: fn(),
    onLogout: fn(),
    onOpenSettings: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

const openUserMenu = async (canvasElement: HTMLElement, name = 'Benutzermenü Anna Förster') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return screen.findByRole('menu');
};
const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent);

export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const hamburger = canvas.getByRole('button', { name: 'Menü ein-/ausklappen' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(hamburger);
    await expect(args.onToggleSidebar).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Einstellungen' }));
    await expect(args.onOpenSettings).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('navigation', { name: 'Brotkrumennavigation' })).toHaveTextContent('DashboardNutzer');
    await expect(canvas.getByText('Administrator')).toBeInTheDocument();
  },
};

export const SidebarCollapsed: Story = {
  name: 'Seitenleiste eingeklappt',
  args: { isSidebarOpen: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Menü ein-/ausklappen' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const UserMenuNavigates: Story = {
  name: 'Benutzermenü navigiert',
  play: async ({ args, canvasElement }) => {
    let menu = await openUserMenu(canvasElement);
    await expect(itemNames(menu)).toEqual(['Profil', 'Dashboard', 'Abmelden']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Profil' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/profile/index');
    menu = await openUserMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Dashboard' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/dashboard');
    menu = await openUserMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Abmelden' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** In the demo the user menu also puts the demo's data back to its seed. */
export const DemoUserMenu: Story = {
  name: 'Benutzermenü der Demo',
  args: { onResetDemo: fn() },
  play: async ({ args, canvasElement }) => {
    const menu = await openUserMenu(canvasElement);
    await expect(itemNames(menu)).toEqual(['Profil', 'Dashboard', 'Demo zurücksetzen', 'Abmelden']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Demo zurücksetzen' }));
    await expect(args.onResetDemo).toHaveBeenCalledTimes(1);
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/** Keyboard alone: Tab to the user menu, Enter opens it, arrows and Enter choose. */
export const KeyboardOpensUserMenu: Story = {
  name: 'Benutzermenü per Tastatur',
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Benutzermenü Anna Förster' });
    while (document.activeElement !== trigger) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // The menu takes the focus a task after it shows in the built Storybook (no act() there).
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Profil' })).toHaveFocus());
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const ProfileNotAllowed: Story = {
  name: 'Profil nicht erlaubt',
  args: { canOpenProfile: false },
  play: async ({ canvasElement }) => {
    await expect(itemNames(await openUserMenu(canvasElement))).toEqual(['Dashboard', 'Abmelden']);
  },
};

export const GroupAppuserNew: Story = {
  name: 'Neuer Nutzer ohne Profil',
  args: { role: 'ogf_new', groups: ['appuser_new'] },
  play: async ({ canvasElement }) => {
    await expect(itemNames(await openUserMenu(canvasElement))).toEqual(['Dashboard', 'Abmelden']);
  },
};

export const WithoutUserName: Story = {
  name: 'Ohne Nutzernamen',
  args: { userName: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Benutzermenü Konto' })).toBeInTheDocument();
  },
};

export const LongGermanBreadcrumb: Story = {
  name: 'Lange deutsche Brotkrumen',
  args: {
    role: 'ogf_expert_query',
    breadcrumbs: [
      { title: 'Grundstücksverwaltung und Katasterauskünfte' },
      { title: 'Rechnungsdetails Forstbetriebsgemeinschaft Südschwarzwald-Hochrhein' },
    ],
  },
};

const roleStory = (role: string, label: string): Story => ({
  args: { role },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(label)).toBeInTheDocument();
  },
});

export const RoleCitizen: Story = { ...roleStory('ogf_citizens', 'Standard-Nutzer'), name: 'Rolle Standard-Nutzer' };
export const RoleExpert: Story = { ...roleStory('ogf_expert', 'Experte'), name: 'Rolle Experte' };
export const RoleExpertQuery: Story = {
  ...roleStory('ogf_expert_query', 'Expertenanfrage offen'),
  name: 'Rolle Expertenanfrage offen',
};
export const RoleAdmin: Story = { ...roleStory('ogf_admin', 'Administrator'), name: 'Rolle Administrator' };
export const RoleNew: Story = { ...roleStory('ogf_new', 'Neuer Nutzer'), name: 'Rolle Neuer Nutzer' };

/** The user data could not be loaded: the app works with a new user's rights, and says what is missing. */
export const UserDataMissing: Story = {
  name: 'Nutzerdaten fehlen',
  args: { role: 'ogf_new', roleText: 'Nutzerdaten fehlen' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement);
    await expect(banner.getByText('Nutzerdaten fehlen')).toBeInTheDocument();
    await expect(banner.queryByText('Neuer Nutzer')).toBeNull();
  },
};

export const SizeSelect: Story = {
  name: 'Größe wählen',
  args: { size: 'medium', onSizeChange: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Größe: Mittel' }));
    const menu = await screen.findByRole('menu');
    await expect(itemNames(menu)).toEqual(['Standard', 'Mittel', 'Klein', 'Mini']);
    // The size in use is shown but cannot be chosen again.
    await expect(within(menu).getByRole('menuitem', { name: 'Mittel' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Mini' }));
    await expect(args.onSizeChange).toHaveBeenCalledWith('mini');
  },
};

/** The template part's navbar: its user and roles, the header search and fullscreen toggle, its own avatar menu. */
export const TemplateTools: Story = {
  name: 'Werkzeuge im Template-Teil',
  args: {
    role: 'admin',
    userName: 'Super Admin',
    breadcrumbs: [{ title: 'Dashboard', path: '/template/dashboard' }, { title: 'Icons' }],
    tools: (
      <>
        <HeaderSearch items={searchItems(TEMPLATE_ROUTES)} onSelect={fn()} />
        <FullscreenToggle isFullscreen={false} onToggle={fn()} />
      </>
    ),
    userMenuItems: [
      { label: 'Dashboard', icon: 'dashboard', onSelect: fn() },
      { label: 'Log Out', icon: 'logout', onSelect: fn() },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fullscreen' })).toBeVisible();
    await expect(itemNames(await openUserMenu(canvasElement, 'Benutzermenü Super Admin'))).toEqual([
      'Dashboard',
      'Log Out',
    ]);
  },
};

/** At 390 px the breadcrumb wraps between words, never inside one ("Rechnunge/n"). */
export const NarrowBreadcrumbWholeWords: Story = {
  name: 'Schmal, Umbruch nur zwischen Wörtern',
  args: {
    isSidebarOpen: false,
    breadcrumbs: [
      { title: 'Dashboard', path: '/dashboard' },
      { title: 'Rechnungen', path: '/dashboard?bereich=rechnungen' },
      { title: 'Rechnung 2025017' },
    ],
    onSizeChange: fn(),
    tools: <FullscreenToggle isFullscreen={false} onToggle={fn()} />,
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const crumbs = within(canvasElement).getByRole('navigation', { name: 'Brotkrumennavigation' });
    await expect(within(crumbs).getByRole('link', { name: 'Rechnungen' })).toBeVisible();
    await expect(wordsSplitAcrossLines(crumbs)).toEqual([]);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
