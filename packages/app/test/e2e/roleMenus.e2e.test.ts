import { describe, it } from 'vitest';
import {
  breadcrumbTexts,
  expectTitle,
  mainMenu,
  menuLinkNames,
  navbar,
  openAndSignIn,
  setupBrowser,
  eventually,
} from './browser';

const browser = setupBrowser();

/**
 * requirements §6: "an admin sees all gated routes; others see only routes whose roles list
 * contains their role". The menu leaves out hidden routes (user detail, profile).
 */
const ROLE_MENUS = [
  { button: 'Administrator', navbarRole: 'Administrator', menu: ['Dashboard', 'GIS', 'Nutzer'] },
  { button: 'Experte', navbarRole: 'Experte', menu: ['Dashboard', 'GIS'] },
  { button: 'Standard-Nutzer', navbarRole: 'Standard-Nutzer', menu: ['Dashboard'] },
  { button: 'Neuer Nutzer', navbarRole: 'Neuer Nutzer', menu: ['Dashboard'] },
  { button: 'Expertenanfrage offen', navbarRole: 'Expertenanfrage offen', menu: ['Dashboard'] },
  // requirements §4: "If user data cannot be loaded, the role defaults to ogf_new."
  { button: 'Nutzerdaten fehlerhaft', navbarRole: 'Nutzerdaten fehlen', menu: ['Dashboard'] },
];

describe('demo sign-in per role', () => {
  it.each(ROLE_MENUS)('$button sees exactly the menu $menu', async ({ button, navbarRole, menu }) => {
    const page = await browser.newPage();
    await openAndSignIn(page, browser.baseUrl, button);

    await eventually(() => menuLinkNames(page)).toEqual(menu);
    await eventually(() => navbar(page).getByText(navbarRole, { exact: true }).isVisible()).toBe(true);
    await eventually(() => breadcrumbTexts(page)).toEqual(['Dashboard']);
    // requirements §2: "Page title: the page title followed by ' - ' and the product's name."
    await expectTitle(page, 'Dashboard - Waldmonitor');
  });
});

describe('page titles', () => {
  it('follow the page: "<title> - Waldmonitor"', async () => {
    const page = await browser.newPage();
    await openAndSignIn(page, browser.baseUrl, 'Administrator');
    await expectTitle(page, 'Dashboard - Waldmonitor');

    await mainMenu(page).getByRole('link', { name: 'GIS' }).click();
    await expectTitle(page, 'GIS - Waldmonitor');
    await eventually(() => breadcrumbTexts(page)).toEqual(['Dashboard', 'GIS']);

    await mainMenu(page).getByRole('link', { name: 'Nutzer' }).click();
    await expectTitle(page, 'Nutzer - Waldmonitor');
    await eventually(() => breadcrumbTexts(page)).toEqual(['Dashboard', 'Nutzer']);
  });
});
