import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { showsBecomeExpert } from '../../model/routeFilter';
import { mountedViews } from '../../model/tagsView';
import { DEFAULT_LAYOUT_SETTINGS, type LayoutSettings } from '../SettingsPanel';
import { renderStoryView, storyBreadcrumbs, useStoryTags } from '../storyHarness';
import { routesForRole, sampleViews, storyFunderLogo, storyFunderName, storyRoles } from '../storyData';
import { AppLayout } from './AppLayout';

interface DemoProps {
  role: string;
  settings: LayoutSettings;
  isSidebarOpen: boolean;
  onLogout: () => void;
}

/** The layout with the state the app will keep: sidebar, settings, tags, location. */
function LayoutDemo({ role, settings: initialSettings, isSidebarOpen: initiallyOpen, onLogout }: DemoProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [isSidebarOpen, setSidebarOpen] = useState(initiallyOpen);
  const [settings, setSettings] = useState(initialSettings);
  const { state, tagsViewProps } = useStoryTags({ initialViews: role === 'ogf_admin' ? sampleViews : [] });
  return (
    <AppLayout
      sidebar={{
        routes: routesForRole(role),
        activePath: location.pathname,
        showBecomeExpert: showsBecomeExpert(role),
        funderName: storyFunderName,
        funderLogoSrc: storyFunderLogo,
      }}
      isSidebarOpen={isSidebarOpen}
      onToggleSidebar={() => setSidebarOpen((open) => !open)}
      onCloseSidebar={() => setSidebarOpen(false)}
      navbar={{
        breadcrumbs: storyBreadcrumbs(location.pathname),
        role,
        userName: 'Anna Förster',
        onNavigate: (path) => navigate(path),
        onLogout,
      }}
      tagsView={tagsViewProps}
      main={{ views: mountedViews(state), renderView: renderStoryView }}
      settings={settings}
      onSettingsChange={setSettings}
    />
  );
}

const meta = {
  title: 'Chrome/AppLayout',
  component: LayoutDemo,
  args: {
    role: 'ogf_admin',
    settings: DEFAULT_LAYOUT_SETTINGS,
    isSidebarOpen: true,
    onLogout: fn(),
  },
  argTypes: {
    role: { control: 'select', options: storyRoles },
  },
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/users/index'] } },
} satisfies Meta<typeof LayoutDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const withTags = { ...DEFAULT_LAYOUT_SETTINGS, tagsView: true };
const tagsBar = () => screen.queryByRole('navigation', { name: 'Geöffnete Seiten' });
const note = () => screen.getByRole('textbox', { name: /^Notiz zu/ });

/** Defaults: every setting off, so no tags view and no logo. */
export const Default: Story = {
  name: 'Standard',
  play: async () => {
    await expect(screen.getByRole('heading', { level: 1, name: 'Nutzer' })).toBeInTheDocument();
    await expect(tagsBar()).toBeNull();
    await expect(screen.queryByRole('link', { name: 'Waldmonitor' })).toBeNull();
    await expect(screen.getByRole('navigation', { name: 'Brotkrumennavigation' })).toHaveTextContent('DashboardNutzer');
  },
};

/** Keyboard alone: collapse the menu, open the settings and turn on the tags view, switch tags, use the user menu. */
export const KeyboardOnly: Story = {
  name: 'Nur Tastatur',
  play: async ({ args }) => {
    const hamburger = screen.getByRole('button', { name: 'Menü ein-/ausklappen' });
    while (document.activeElement !== hamburger) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');

    const settingsButton = screen.getByRole('button', { name: 'Einstellungen' });
    while (document.activeElement !== settingsButton) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Einstellungen' });
    const tagsSwitch = within(panel).getByRole('switch', { name: 'Tags-Ansicht' });
    while (document.activeElement !== tagsSwitch) await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(tagsSwitch).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(settingsButton).toHaveFocus();

    const gisTag = within(tagsBar() as HTMLElement).getByRole('link', { name: 'GIS' });
    while (document.activeElement !== gisTag) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'GIS' })).toBeVisible());

    const userMenu = screen.getByRole('button', { name: 'Benutzermenü Anna Förster' });
    while (document.activeElement !== userMenu) await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** The cache at a third menu level, inside the whole shell. */
export const KeepsInputAtThirdLevel: Story = {
  name: 'Eingabe bleibt auf dritter Ebene',
  args: { settings: withTags },
  parameters: { router: { initialEntries: ['/verwaltung/rechnungen/archiv'] } },
  play: async () => {
    const sidebar = within(screen.getByRole('navigation', { name: 'Hauptmenü' }));
    await expect(sidebar.getByRole('link', { name: 'Archiv' })).toHaveAttribute('aria-current', 'page');
    await userEvent.type(note(), 'Mahnung vorbereiten');
    // Waited for: the router renders the new view a task later in the built Storybook.
    await userEvent.click(sidebar.getByRole('link', { name: 'GIS' }));
    await waitFor(() => expect(note()).toHaveValue(''));
    await userEvent.click(sidebar.getByRole('link', { name: 'Archiv' }));
    await waitFor(() => expect(note()).toHaveValue('Mahnung vorbereiten'));
    fireEvent.contextMenu(within(tagsBar() as HTMLElement).getByRole('link', { name: 'Archiv' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Neu laden' }));
    await waitFor(() => expect(note()).toHaveValue(''));
  },
};

/** Without the tags view nothing is kept alive. */
export const WithoutTagsNothingIsKept: Story = {
  name: 'Ohne Tags-Ansicht bleibt nichts',
  play: async () => {
    const sidebar = within(screen.getByRole('navigation', { name: 'Hauptmenü' }));
    await userEvent.type(note(), 'Entwurf');
    await userEvent.click(sidebar.getByRole('link', { name: 'GIS' }));
    await userEvent.click(sidebar.getByRole('link', { name: 'Nutzer' }));
    await expect(note()).toHaveValue('');
  },
};

export const FixedHeader: Story = {
  name: 'Fixierter Header',
  args: { settings: { ...withTags, fixedHeader: true } },
  play: async () => {
    window.scrollTo(0, 300);
    await waitFor(() => expect(window.scrollY).toBe(300));
    await expect(screen.getByRole('banner').getBoundingClientRect().top).toBe(0);
  },
};

export const HeaderScrollsAway: Story = {
  name: 'Header scrollt mit',
  args: { settings: withTags },
  play: async () => {
    window.scrollTo(0, 300);
    await waitFor(() => expect(window.scrollY).toBe(300));
    await expect(screen.getByRole('banner').getBoundingClientRect().top).toBeLessThan(0);
  },
};

export const WithLogo: Story = {
  name: 'Mit Logo',
  args: { settings: { ...DEFAULT_LAYOUT_SETTINGS, sidebarLogo: true } },
  play: async () => {
    await expect(screen.getByRole('link', { name: 'Waldmonitor' })).toBeInTheDocument();
  },
};

export const SidebarCollapsed: Story = {
  name: 'Seitenleiste eingeklappt',
  args: { isSidebarOpen: false, settings: withTags },
  play: async () => {
    await expect(screen.getByRole('complementary', { name: 'Seitenleiste' }).getBoundingClientRect().width).toBe(54);
  },
};

/** A phone (390 px, under the 992 px break): the hamburger opens the menu as a drawer. */
export const Mobile: Story = {
  name: 'Telefon',
  args: { isSidebarOpen: false, settings: withTags },
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Menü ein-/ausklappen' }));
    const drawer = await screen.findByRole('dialog', { name: 'Hauptmenü' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'GIS' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.getByRole('heading', { level: 1, name: 'GIS' })).toBeVisible();
  },
};

/** A theme colour chosen in the panel applies to the shell at once. */
export const ThemeColour: Story = {
  name: 'Themenfarbe',
  args: { settings: withTags },
  play: async () => {
    const activeTag = within(tagsBar() as HTMLElement).getByRole('link', { name: 'Nutzer' })
      .parentElement as HTMLElement;
    await expect(getComputedStyle(activeTag).backgroundColor).toBe('rgb(0, 125, 64)');
    await userEvent.click(screen.getByRole('button', { name: 'Einstellungen' }));
    const panel = await screen.findByRole('dialog', { name: 'Einstellungen' });
    await userEvent.click(within(panel).getByRole('radio', { name: 'Violett #5b3f8c' }));
    await waitFor(() => expect(getComputedStyle(activeTag).backgroundColor).toBe('rgb(91, 63, 140)'));
  },
};

/**
 * The dark theme (toolbar: Modus › Dunkel): the same palette variables; the menu keeps its
 * own green. The theme colour is lightened until text in it (the navbar's user name, the
 * breadcrumb's links) reads 4.5 : 1 on the dark surface (it read 3.3 : 1), and fills in it,
 * such as the active tag, carry dark text; axe checks both here.
 */
export const DarkTheme: Story = {
  name: 'Dunkel',
  args: { settings: withTags },
  globals: { colorMode: 'dark' },
  play: async () => {
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(13, 17, 23)');
    await expect(screen.getByRole('heading', { level: 1, name: 'Nutzer' })).toBeVisible();
    const activeTag = within(tagsBar() as HTMLElement).getByRole('link', { name: 'Nutzer' })
      .parentElement as HTMLElement;
    // The tag fades its fill (a short transition) from the light colour it was first styled in.
    await waitFor(() => expect(getComputedStyle(activeTag).backgroundColor).toBe('rgb(77, 164, 121)'));
    await expect(getComputedStyle(activeTag).color).toBe('rgb(13, 17, 23)');
  },
};

/** A phone in the dark theme: the drawer and the page in dark, checked by axe. */
export const DarkThemeMobile: Story = {
  name: 'Dunkel auf dem Telefon',
  args: { isSidebarOpen: true, settings: withTags },
  globals: { colorMode: 'dark', viewport: { value: 'phone' } },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Hauptmenü' })).toBeVisible();
  },
};

const roleStory = (role: string, path: string, label: string): Story => ({
  args: { role, settings: withTags },
  parameters: { router: { initialEntries: [path] } },
  play: async () => {
    await expect(screen.getByText(label)).toBeInTheDocument();
  },
});

export const RoleCitizen: Story = {
  ...roleStory('ogf_citizens', '/dashboard', 'Standard-Nutzer'),
  name: 'Rolle Standard-Nutzer',
};
export const RoleExpert: Story = { ...roleStory('ogf_expert', '/gis/index', 'Experte'), name: 'Rolle Experte' };
export const RoleExpertQuery: Story = {
  ...roleStory('ogf_expert_query', '/dashboard', 'Expertenanfrage offen'),
  name: 'Rolle Expertenanfrage offen',
};
export const RoleAdmin: Story = {
  ...roleStory('ogf_admin', '/users/12', 'Administrator'),
  name: 'Rolle Administrator',
};
export const RoleNew: Story = { ...roleStory('ogf_new', '/dashboard', 'Neuer Nutzer'), name: 'Rolle Neuer Nutzer' };
