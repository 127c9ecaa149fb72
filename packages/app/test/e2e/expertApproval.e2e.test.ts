import { describe, it } from 'vitest';
import {
  eventually,
  mainMenu,
  menuLinkNames,
  navbar,
  openAndSignIn,
  setupBrowser,
  signIn,
  waitForPath,
} from './browser';

const browser = setupBrowser();

/** The admin approves a pending expert request; that user then works as an expert. */
describe('the expert request workflow in demo mode', () => {
  it('after the admin approves, the requesting user signs in as Experte with the expert menu', async () => {
    const page = await browser.newPage();
    await openAndSignIn(page, browser.baseUrl, 'Administrator');

    await mainMenu(page).getByRole('link', { name: 'Nutzer' }).click();
    await waitForPath(page, '/users/index');
    // The open requests have their tab beside the users list, their number in its name.
    await page.getByRole('tab', { name: /^Expertenanfragen \d+ offen$/ }).click();
    await waitForPath(page, '/users/index?tab=anfragen');
    await page.getByRole('button', { name: 'Expertenanfrage von Andreas Ahrens annehmen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Expertenanfrage annehmen?' });
    await dialog.getByRole('button', { name: 'Annehmen' }).click();
    await eventually(() =>
      page.getByRole('button', { name: 'Expertenanfrage von Andreas Ahrens annehmen' }).count(),
    ).toBe(0);

    await navbar(page)
      .getByRole('button', { name: /^Benutzermenü/ })
      .click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await waitForPath(page, '/login');

    // The demo list names the user by the role the seed gave: the request is what changed.
    await signIn(page, 'Expertenanfrage offen');
    await eventually(() => navbar(page).getByText('Experte', { exact: true }).isVisible()).toBe(true);
    await eventually(() => menuLinkNames(page)).toEqual(['Dashboard', 'GIS']);
  });
});
