import { CHROME_TEXT_DE, type ChromeLocale, type ChromeTextKey } from './chromeText';
import { createTranslator, type Catalog, type Translate } from './translator';

/** The template part's English, in the words of the template it follows (requirements §2: Refresh / Close / Close Others / Close All). */
export const CHROME_TEXT_EN: Catalog<ChromeTextKey> = {
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
  'ui.loading': 'Loading …',
  'ui.pageLoading': 'Loading page …',
  'ui.progress': 'Loading page',
  'ui.close': 'Close',
  'ui.confirm': 'Confirm',
  'ui.cancel': 'Cancel',
  'ui.errorTitle': 'Something went wrong.',
  'ui.retry': 'Try again',
  'ui.pageLoadFailed': 'The page could not be loaded.',
  'ui.tableEmpty': 'No data.',
  'ui.selectAll': 'Select all rows',
  'ui.selectRow': 'Select {row}',
  'pagination.label': 'Pagination',
  'pagination.summary': 'Page {page} of {pages}',
  'pagination.entry': 'entry',
  'pagination.entries': 'entries',
  'pagination.pageSize': 'Entries per page',
  'pagination.previous': 'Previous page',
  'pagination.next': 'Next page',
  'pagination.page': 'Page {page}',
};

export const CHROME_TEXT: Readonly<Record<ChromeLocale, Catalog<ChromeTextKey>>> = {
  de: CHROME_TEXT_DE,
  en: CHROME_TEXT_EN,
};

/** The chrome's translate function for a language, for code outside React (menu entry builders, tests). */
export function chromeTranslator(locale: ChromeLocale): Translate<ChromeTextKey> {
  return createTranslator(CHROME_TEXT[locale]);
}
