import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eventually, openAndSignIn, setupBrowser, waitForPath } from './browser';
import { dragPointOnScan } from './georefPoints';

const browser = setupBrowser();

/** The editor, apart from the metadata form (which has a type field of its own). */
const editor = (page: Page) => page.getByTestId('georef-editor');
const gcpTable = (page: Page) => page.getByRole('region', { name: 'Passpunkte, Tabelle' });
const gcpRows = (page: Page) => gcpTable(page).locator('tbody tr');
const pointField = (page: Page, nr: number, column: string) =>
  gcpTable(page).getByRole('textbox', { name: `Punkt ${nr}: ${column}` });
/** German number text ("3.508" / "5.713.250,125") as a number. */
const germanNumber = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));

/** Georeferencing end to end: an expert opens a map, adds and drags points, saves, reloads, and it is all there. */
describe('georeferencing a map in demo mode', () => {
  it('keeps added and dragged points, the type and the GDAL script across a reload', async () => {
    const page = await browser.newPage();
    await openAndSignIn(page, browser.baseUrl, 'Experte');
    await page.goto(`${browser.baseUrl}/gis/index?karte=3`);
    await waitForPath(page, '/gis/index?karte=3');
    await gcpRows(page).first().waitFor();
    const before = await gcpRows(page).count();

    // A new point typed in: pixel and map coordinates near the first one.
    const x1 = germanNumber(await pointField(page, 1, 'Rechtswert').inputValue());
    const y1 = germanNumber(await pointField(page, 1, 'Hochwert').inputValue());
    await page.getByRole('textbox', { name: 'Pixel X', exact: true }).fill('1234');
    await page.getByRole('textbox', { name: 'Pixel Y', exact: true }).fill('2345');
    await page.getByRole('textbox', { name: /^Rechtswert \(/ }).fill(String(Math.round(x1 + 150)).replace('.', ','));
    await page.getByRole('textbox', { name: /^Hochwert \(/ }).fill(String(Math.round(y1 - 150)).replace('.', ','));
    await page.getByRole('button', { name: 'Punkt hinzufügen' }).click();
    await eventually(() => gcpRows(page).count()).toBe(before + 1);
    const added = before + 1;

    // Drag the new point's marker on the scan: its pixel coordinates follow.
    await dragPointOnScan(page, added, { x: 40, y: 25 });
    await eventually(async () => germanNumber(await pointField(page, added, 'Pixel X').inputValue())).not.toBe(1234);
    const draggedX = await pointField(page, added, 'Pixel X').inputValue();

    await editor(page).getByRole('combobox', { name: 'Transformationstyp' }).selectOption('polynomial1');
    await page.getByRole('button', { name: 'Georeferenzierung speichern' }).click();
    await eventually(() => editor(page).getByText('Gespeichert', { exact: true }).isVisible()).toBe(true);

    await page.reload();
    await gcpRows(page).first().waitFor();
    await eventually(() => gcpRows(page).count()).toBe(added);
    expect(await pointField(page, added, 'Pixel X').inputValue()).toBe(draggedX);
    expect(await editor(page).getByRole('combobox', { name: 'Transformationstyp' }).inputValue()).toBe('polynomial1');
    // The stored georef_bash, shown in the map's metadata.
    const script = await page.getByRole('textbox', { name: 'Gespeichertes GDAL-Skript' }).inputValue();
    expect(script).toContain('gdal_translate');
    expect(script).toContain('gdalwarp');
    expect(script).toContain('-order 1');
  });
});
