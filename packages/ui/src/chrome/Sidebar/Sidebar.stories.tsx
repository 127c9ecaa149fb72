import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AppRoute } from '../../model/routeMeta';
import { routesForRole, storyFunderLogo, storyFunderName } from '../storyData';
import { Sidebar } from './Sidebar';

const meta = {
  title: 'Chrome/Sidebar',
  component: Sidebar,
  args: {
    routes: routesForRole('ogf_admin'),
    activePath: '/users/index',
    funderName: storyFunderName,
    funderLogoSrc: storyFunderLogo,
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const menu = () => screen.getByRole('navigation', { name: 'Hauptmenü' });
const topTitles = () =>
  [...menu().querySelectorAll(':scope > ul > li > :first-child')].map((el) => el.textContent?.trim());

export const Default: Story = {
  name: 'Standard',
  play: async () => {
    const nav = within(menu());
    await expect(nav.getByRole('link', { name: 'Nutzer' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Nutzer' })).toHaveAttribute('href', '/users/index');
    // Hidden routes (Profil, Nutzerdetails) are not in the menu.
    await expect(nav.queryByRole('link', { name: 'Profil' })).toBeNull();
    await expect(nav.queryByRole('link', { name: 'Nutzerdetails' })).toBeNull();
    await expect(screen.getByText('Gefördert durch')).toBeInTheDocument();
    await expect(screen.getByText(storyFunderName)).toBeInTheDocument();
  },
};

/** A hidden detail route highlights its list through `meta.activeMenu`. */
export const DetailRouteHighlightsItsList: Story = {
  name: 'Detailseite markiert ihre Liste',
  args: { activePath: '/users/12' },
  play: async () => {
    await expect(within(menu()).getByRole('link', { name: 'Nutzer' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Verwaltung › Rechnungen › Archiv: the active item's submenus start open; each level folds. */
export const ThreeLevelNestedMenu: Story = {
  name: 'Menü mit drei Ebenen',
  args: { activePath: '/verwaltung/rechnungen/archiv' },
  play: async () => {
    const nav = within(menu());
    const verwaltung = nav.getByRole('button', { name: 'Verwaltung' });
    const rechnungen = nav.getByRole('button', { name: 'Rechnungen' });
    await expect(verwaltung).toHaveAttribute('aria-expanded', 'true');
    await expect(rechnungen).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Archiv' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(rechnungen);
    await expect(rechnungen).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.queryByRole('link', { name: 'Archiv' })).toBeNull();
    await userEvent.click(rechnungen);
    await expect(nav.getByRole('link', { name: 'Archiv' })).toHaveAttribute('href', '/verwaltung/rechnungen/archiv');
  },
};

/** Keyboard alone opens a submenu and reaches its items. */
export const KeyboardOpensSubmenu: Story = {
  name: 'Untermenü per Tastatur',
  args: { activePath: '/dashboard' },
  play: async () => {
    const nav = within(menu());
    const kaefer = nav.getByRole('button', { name: 'Käfermeldungen' });
    kaefer.focus();
    await userEvent.keyboard('{Enter}');
    await expect(kaefer).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Zu prüfende Meldungen' })).toHaveFocus();
  },
};

export const ExternalLink: Story = {
  name: 'Externer Link',
  play: async () => {
    const link = within(menu()).getByRole('link', { name: 'Quellcode (öffnet in neuem Tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', 'https://github.com/PanJiaChen/vue-element-admin');
  },
};

export const WithLogo: Story = {
  name: 'Mit Logo',
  args: { showLogo: true },
  play: async () => {
    await expect(screen.getByRole('link', { name: 'Waldmonitor' })).toHaveAttribute('href', '/dashboard');
  },
};

export const WithoutLogo: Story = {
  name: 'Ohne Logo',
  args: { showLogo: false },
  play: async () => {
    await expect(screen.queryByRole('link', { name: 'Waldmonitor' })).toBeNull();
  },
};

export const BecomeExpert: Story = {
  name: 'Experte werden',
  args: { routes: routesForRole('ogf_citizens'), activePath: '/dashboard', showBecomeExpert: true },
  play: async () => {
    await expect(screen.getByRole('link', { name: 'Experte werden' })).toHaveAttribute(
      'href',
      '/profile/index?tab=experte',
    );
  },
};

/** Collapsed: icons only; titles stay as accessible names and appear as tooltips; submenus open as flyouts. */
export const Collapsed: Story = {
  name: 'Eingeklappt',
  args: { isOpen: false, showLogo: true, showBecomeExpert: true, activePath: '/verwaltung/rechnungen/archiv' },
  play: async () => {
    const nav = within(menu());
    await expect(screen.getByRole('complementary', { name: 'Seitenleiste' }).getBoundingClientRect().width).toBe(54);
    await expect(nav.getByRole('link', { name: 'Nutzer' })).toBeInTheDocument();
    const verwaltung = nav.getByRole('button', { name: 'Verwaltung' });
    // The open sidebar's expansion does not spill into flyouts.
    await expect(verwaltung).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(verwaltung);
    await expect(verwaltung).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Archiv' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(verwaltung).toHaveAttribute('aria-expanded', 'false');
    await expect(verwaltung).toHaveFocus();
    await expect(screen.queryByText('Gefördert durch')).toBeNull();
  },
};

export const CollapsedWithoutAnimation: Story = {
  name: 'Eingeklappt ohne Animation',
  args: { isOpen: false, withoutAnimation: true },
};

/** Under 992 px: a drawer over the page; the backdrop, Escape or a followed link close it. */
export const Mobile: Story = {
  name: 'Telefon',
  args: { isMobile: true, isOpen: true, showLogo: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Hauptmenü' });
    await expect(within(dialog).getByRole('link', { name: 'Nutzer' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const MobileLinkCloses: Story = {
  name: 'Link schließt Menü auf Telefon',
  args: { isMobile: true, isOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Hauptmenü' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'GIS' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const MobileClosed: Story = {
  name: 'Geschlossen auf Telefon',
  args: { isMobile: true, isOpen: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

const longRoutes: AppRoute[] = [
  {
    path: '/grundstuecke',
    meta: { title: 'Grundstücksverwaltung und Katasterauskünfte', icon: 'layers' },
    children: [
      { path: 'flurstuecke', meta: { title: 'Flurstücksübersicht Forstbetriebsgemeinschaft' } },
      { path: 'eigentuemer', meta: { title: 'Eigentümerbenachrichtigungen' } },
    ],
  },
  {
    path: '/schaedlinge',
    children: [{ path: 'index', meta: { title: 'Borkenkäferbefallsflächenermittlung', icon: 'beetle' } }],
  },
];

export const LongGermanTitles: Story = {
  name: 'Lange deutsche Titel',
  args: { routes: longRoutes, activePath: '/grundstuecke/eigentuemer' },
};

const roleStory = (role: string, titles: string[], extra: Partial<Story['args']> = {}): Story => ({
  args: { routes: routesForRole(role), activePath: '/dashboard', ...extra },
  play: async () => {
    await expect(topTitles()).toEqual(titles);
  },
});

export const RoleCitizen: Story = {
  ...roleStory('ogf_citizens', ['Dashboard', 'Quellcode (öffnet in neuem Tab)'], {
    showBecomeExpert: true,
  }),
  name: 'Rolle Standard-Nutzer',
};
export const RoleExpert: Story = {
  ...roleStory('ogf_expert', ['Dashboard', 'GIS', 'Käfermeldungen', 'Quellcode (öffnet in neuem Tab)']),
  name: 'Rolle Experte',
};
/** A pending expert request goes where citizens go (the product route table, see productRoutes.ts). */
export const RoleExpertQuery: Story = {
  ...roleStory('ogf_expert_query', ['Dashboard', 'Quellcode (öffnet in neuem Tab)']),
  name: 'Rolle Expertenanfrage offen',
};
export const RoleAdmin: Story = {
  ...roleStory('ogf_admin', [
    'Dashboard',
    'GIS',
    'Nutzer',
    'Verwaltung',
    'Käfermeldungen',
    'Quellcode (öffnet in neuem Tab)',
  ]),
  name: 'Rolle Administrator',
};
export const RoleNew: Story = {
  ...roleStory('ogf_new', ['Dashboard', 'Quellcode (öffnet in neuem Tab)']),
  name: 'Rolle Neuer Nutzer',
};
