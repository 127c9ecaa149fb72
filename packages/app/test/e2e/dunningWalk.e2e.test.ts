import { expect, it } from 'vitest';
import { eventually, setupBrowser } from './browser';
import { appStatusClaims, setupConnectedApp, signInAtProvider } from './connectedApp';

const browser = setupBrowser();

const connected = setupConnectedApp({ accessTokenClaims: appStatusClaims({ admin: 'ogf_admin' }) });

/** The text with every run of white space (the no-break space before "€" too) as one space. */
/** What stays open of invoice 30 after the partial payment (a no-break space before "€"). */
const REST = /4\.266,09\s€/;

const spaced = async (text: Promise<string>) => (await text).replace(/\s+/g, ' ');

/**
 * The administrator's year of billing, part 1, on the production build against the data
 * service (the SQL on PostgreSQL behind the PostgREST emulation), signed in through the OpenID
 * Connect server: the seed's issued invoice 30 (5.266,09 € open, long overdue)
 * takes a partial payment and stays overdue; the dunning run writes its reminder, whose letter
 * prints from the frozen content; the rest is paid and the invoice leaves the open items.
 */
it('records a partial payment, runs the dunning, prints the reminder, records the rest: the invoice is paid', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${connected.app.url}/dashboard?bereich=rechnungen&id=30`);
  await signInAtProvider(page, connected.oidc, 'admin');
  await page.waitForURL((url) => url.origin === connected.app.url);
  await page.getByRole('heading', { level: 1, name: 'Rechnung 30' }).waitFor();

  // A partial payment: the invoice stays overdue with the rest open.
  const card = page.getByRole('region', { name: 'Zahlungen', exact: true });
  await card.getByText(/^Überfällig seit \d+ Tagen$/).waitFor();
  await card.getByRole('button', { name: 'Zahlung erfassen' }).click();
  const payment = page.getByRole('dialog', { name: 'Zahlung erfassen' });
  await payment.getByRole('textbox', { name: /Betrag in €/ }).fill('1000,00');
  await payment.getByRole('textbox', { name: /Referenz/ }).fill('Kontoauszug 17');
  await payment.getByRole('button', { name: 'Zahlung erfassen' }).click();
  await payment.waitFor({ state: 'detached' });
  await eventually(() => spaced(card.innerText())).toContain('Überfällig seit');
  await eventually(() => spaced(card.innerText())).toContain('offen 4.266,09 €');

  // The dunning run: only invoice 30 kept, one reminder written and printed from its frozen content.
  await page
    .getByRole('navigation', { name: 'Bereiche der Verwaltung' })
    .getByRole('link', { name: 'Mahnwesen' })
    .click();
  const mine = page.getByRole('checkbox', { name: 'Rechnung 30 auswählen' });
  await mine.waitFor();
  for (const other of await page.getByRole('checkbox', { name: /^Rechnung \d+ auswählen$/ }).all()) {
    if ((await other.getAttribute('aria-label')) !== 'Rechnung 30 auswählen' && (await other.isChecked()))
      await other.uncheck();
  }
  expect(await mine.isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Mahnungen schreiben (1)' }).click();
  await page.getByText('1 Mahnung geschrieben').waitFor();
  const written = page.getByRole('table', { name: 'Geschriebene Mahnungen' });
  await written
    .getByRole('button', { name: /^Mahnung \d+ drucken$/ })
    .first()
    .click();
  const letter = page.getByRole('dialog', { name: /^Druckansicht: / });
  await letter.waitFor();
  const text = await spaced(letter.innerText());
  expect(text).toContain('Zahlungserinnerung');
  expect(text).toContain('4.266,09 €');
  expect(text).toMatch(/SHA-256 des gespeicherten Inhalts: [0-9a-f]{64}/);
  await letter.getByRole('button', { name: 'Schließen' }).click();

  // The rest: the open item shows the reminder's level; paid, the invoice leaves the open items.
  await page
    .getByRole('navigation', { name: 'Bereiche der Verwaltung' })
    .getByRole('link', { name: 'Offene Posten' })
    .click();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Nr. 30', exact: true }) })
    .filter({ hasText: REST })
    .filter({ has: page.getByText('Stufe 1', { exact: true }) });
  await row.waitFor();
  await row.click();
  await page.getByRole('heading', { level: 1, name: 'Rechnung 30' }).waitFor();
  await card.getByRole('button', { name: 'Zahlung erfassen' }).click();
  await expect(payment.getByRole('textbox', { name: /Betrag in €/ }).inputValue()).resolves.toBe('4.266,09');
  await payment.getByRole('button', { name: 'Zahlung erfassen' }).click();
  await card.getByText('Bezahlt', { exact: true }).waitFor();

  await page
    .getByRole('navigation', { name: 'Bereiche der Verwaltung' })
    .getByRole('link', { name: 'Offene Posten' })
    .click();
  // Loaded (another overdue invoice of the seed is there), and 30 is not.
  await page.getByRole('cell', { name: 'Nr. 12', exact: true }).waitFor();
  await eventually(() => page.getByRole('cell', { name: 'Nr. 30', exact: true }).count()).toBe(0);
  expect(errors).toEqual([]);
});
