import { describe, expect, it } from 'vitest';
import { demoUserButton, pathOf, signIn, setupBrowser, waitForPath } from './browser';

const browser = setupBrowser();

const IPHONE = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

const IPAD = {
  userAgent:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  viewport: { width: 1024, height: 1366 },
  isMobile: true,
  hasTouch: true,
};

describe('requirements §1: "On phones (mobile devices that are not tablets) the browser is sent to a page called landing"', () => {
  it('a phone lands on /landing and may go on to the sign-in', async () => {
    const page = await browser.newPage(IPHONE);
    await page.goto(`${browser.baseUrl}/dashboard`);
    await waitForPath(page, '/landing?redirect=%2Fdashboard');
    await page.getByRole('heading', { level: 1, name: 'Waldmonitor' }).waitFor();

    await page.getByRole('link', { name: 'Trotzdem fortfahren' }).click();
    await demoUserButton(page, 'Standard-Nutzer').waitFor();
    await signIn(page, 'Standard-Nutzer');
    await waitForPath(page, '/dashboard');
  });

  it('"continue anyway" goes on to where the phone was going, through the sign-in', async () => {
    const page = await browser.newPage(IPHONE);
    await page.goto(`${browser.baseUrl}/users/index?suche=Brand`);
    await waitForPath(page, '/landing?redirect=%2Fusers%2Findex%3Fsuche%3DBrand');
    await page.getByRole('link', { name: 'Trotzdem fortfahren' }).click();
    await waitForPath(page, '/login?redirect=%2Fusers%2Findex%3Fsuche%3DBrand');
    await signIn(page, 'Administrator');
    await waitForPath(page, '/users/index?suche=Brand');
  });

  it('a tablet does not land on /landing', async () => {
    const page = await browser.newPage(IPAD);
    await page.goto(`${browser.baseUrl}/dashboard`);
    await waitForPath(page, '/login?redirect=%2Fdashboard');
    await demoUserButton(page, 'Administrator').waitFor();
    expect(pathOf(page)).not.toContain('/landing');
  });
});
