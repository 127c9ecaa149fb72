import type { Catalog } from './translator';

/** The languages the shell's chrome speaks: German in the product, English in the template part (DESIGN.md §4). */
export type ChromeLocale = 'de' | 'en';

/** Every string of the chrome (navbar, tags view, settings panel, sidebar, error pages). */
const de = {
  'navbar.toggleSidebar': 'Menü ein-/ausklappen',
  'navbar.settings': 'Einstellungen',
  'navbar.account': 'Konto',
  'navbar.userMenu': 'Benutzermenü {name}',
  'navbar.profile': 'Profil',
  'navbar.dashboard': 'Dashboard',
  'navbar.logout': 'Abmelden',
  'navbar.size': 'Größe: {size}',
  'size.default': 'Standard',
  'size.medium': 'Mittel',
  'size.small': 'Klein',
  'size.mini': 'Mini',
  'tags.bar': 'Geöffnete Seiten',
  'tags.menu': 'Aktionen für {tag}',
  'tags.refresh': 'Neu laden',
  'tags.close': 'Schließen',
  'tags.closeOthers': 'Andere schließen',
  'tags.closeAll': 'Alle schließen',
  'tags.closeTag': '{tag} schließen',
  'settings.title': 'Einstellungen',
  'settings.themeColour': 'Themenfarbe',
  'settings.customColour': 'Eigene Farbe',
  'settings.layout': 'Layout',
  'settings.tagsView': 'Tags-Ansicht',
  'settings.tagsViewHint': 'Geöffnete Seiten als Reiter über dem Inhalt',
  'settings.fixedHeader': 'Fixierter Header',
  'settings.fixedHeaderHint': 'Navigationsleiste bleibt beim Scrollen stehen',
  'settings.sidebarLogo': 'Sidebar-Logo',
  'settings.sidebarLogoHint': 'Produktname oben in der Seitenleiste',
  'sidebar.label': 'Seitenleiste',
  'sidebar.mainMenu': 'Hauptmenü',
  'sidebar.becomeExpert': 'Experte werden',
  'sidebar.fundedBy': 'Gefördert durch',
  'breadcrumb.label': 'Brotkrumennavigation',
  'layout.skipToContent': 'Zum Inhalt springen',
  'error.401.title': 'Zugriff verweigert',
  'error.401.body':
    'Für diese Seite fehlt Ihnen die Berechtigung. Wenn Sie glauben, dass das ein Fehler ist, wenden Sie sich an die Administration.',
  'error.404.title': 'Seite nicht gefunden',
  'error.404.body':
    'Die aufgerufene Seite gibt es nicht oder sie wurde verschoben. Prüfen Sie die Adresse oder kehren Sie zum Dashboard zurück.',
  'error.backToDashboard': 'Zurück zum Dashboard',
  'session.retry': 'Erneut laden',
} as const;

export type ChromeTextKey = keyof typeof de;

/** The template part's English, in the words of the template it follows (spec §2: Refresh / Close / Close Others / Close All). */
const en: Catalog<ChromeTextKey> = {
  'navbar.toggleSidebar': 'Toggle sidebar',
  'navbar.settings': 'Settings',
  'navbar.account': 'Account',
  'navbar.userMenu': 'User menu {name}',
  'navbar.profile': 'Profile',
  'navbar.dashboard': 'Dashboard',
  'navbar.logout': 'Log Out',
  'navbar.size': 'Size: {size}',
  'size.default': 'Default',
  'size.medium': 'Medium',
  'size.small': 'Small',
  'size.mini': 'Mini',
  'tags.bar': 'Opened pages',
  'tags.menu': 'Actions for {tag}',
  'tags.refresh': 'Refresh',
  'tags.close': 'Close',
  'tags.closeOthers': 'Close Others',
  'tags.closeAll': 'Close All',
  'tags.closeTag': 'Close {tag}',
  'settings.title': 'Page style setting',
  'settings.themeColour': 'Theme Color',
  'settings.customColour': 'Custom colour',
  'settings.layout': 'Layout',
  'settings.tagsView': 'Open Tags-View',
  'settings.tagsViewHint': 'Opened pages as tabs above the content',
  'settings.fixedHeader': 'Fixed Header',
  'settings.fixedHeaderHint': 'The navbar stays in place while the page scrolls',
  'settings.sidebarLogo': 'Sidebar Logo',
  'settings.sidebarLogoHint': 'The product name at the top of the sidebar',
  'sidebar.label': 'Sidebar',
  'sidebar.mainMenu': 'Main menu',
  'sidebar.becomeExpert': 'Become an expert',
  'sidebar.fundedBy': 'Funded by',
  'breadcrumb.label': 'Breadcrumb',
  'layout.skipToContent': 'Skip to content',
  'error.401.title': 'Access denied',
  'error.401.body':
    'You do not have permission to open this page. If you think this is a mistake, ask an administrator.',
  'error.404.title': 'Page not found',
  'error.404.body':
    'The page you asked for does not exist or has moved. Check the address or go back to the dashboard.',
  'error.backToDashboard': 'Back to the dashboard',
  'session.retry': 'Reload',
};

export const CHROME_TEXT: Readonly<Record<ChromeLocale, Catalog<ChromeTextKey>>> = { de, en };
