import { demoScanAnchor, demoScanSheet } from '@waldmonitor/mocks';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eventually, openAndSignIn, setupBrowser, waitForPath } from './browser';
import { dragPointOnScan } from './georefPoints';

const browser = setupBrowser();

/** Map 1 of the seed: an A0 sheet at 300 dpi (14 043 × 9 933 pixels, 140 megapixels), new, without points. */
const KARTE = 1;

const imagePane = (page: Page) => page.getByTestId('georef-image');
const warp = (page: Page) => page.locator('[data-testid="georef-warp"]');
const gcpRows = (page: Page) => page.getByRole('region', { name: 'Passpunkte, Tabelle' }).locator('tbody tr');
const german = (value: number) => value.toLocaleString('de-DE', { useGrouping: false, maximumFractionDigits: 2 });

/** Types a control point: the pixel of a feature on the scan and the world coordinate it was drawn from. */
async function addPoint(page: Page, anchor: { pixel: { x: number; y: number }; world: { x: number; y: number } }) {
  await page.getByRole('textbox', { name: 'Pixel X', exact: true }).fill(german(anchor.pixel.x));
  await page.getByRole('textbox', { name: 'Pixel Y', exact: true }).fill(german(anchor.pixel.y));
  await page.getByRole('textbox', { name: /^Rechtswert \(/ }).fill(german(anchor.world.x));
  await page.getByRole('textbox', { name: /^Hochwert \(/ }).fill(german(anchor.world.y));
  await page.getByRole('button', { name: 'Punkt hinzufügen' }).click();
}

/** Scans end to end: an expert opens a map, sees the scan, adds points on its features, the warped preview appears and follows a drag; saved and reloaded it is all there. */
describe('a scan and its warped preview in demo mode', () => {
  it('loads the scan as tiles, and warps it onto the world map once points fix a transformation', async () => {
    const page = await browser.newPage();
    await openAndSignIn(page, browser.baseUrl, 'Experte');
    await page.goto(`${browser.baseUrl}/gis/index?karte=${KARTE}`);
    await waitForPath(page, `/gis/index?karte=${KARTE}`);

    // The demo config names the mock IIIF service: tiles of a coarse level, not the whole sheet.
    await eventually(() => imagePane(page).getAttribute('data-scan')).toBe('tiled');
    await eventually(() => imagePane(page).locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(0);
    const tileUrls = await imagePane(page)
      .locator('img.leaflet-tile')
      .evaluateAll((tiles) => tiles.map((tile) => (tile as HTMLImageElement).src));
    expect(tileUrls.length).toBeLessThanOrEqual(12);
    expect(
      tileUrls.every((url) => new RegExp(`/iiif/${KARTE}/\\d+,\\d+,\\d+,\\d+/\\d+,\\d+/0/default\\.png$`).test(url)),
    ).toBe(true);

    // No internet here: OpenStreetMap's tiles fail and the world map says it shows the offline background.
    await eventually(() => page.getByTestId('offline-background').textContent()).toContain('Offline-Hintergrund');

    // Four points on features of the scan (parcel corners or grid crossings near the sheet's corners).
    const sheet = demoScanSheet(KARTE)!;
    const anchors = [
      [0.2, 0.2],
      [0.8, 0.25],
      [0.25, 0.8],
      [0.75, 0.75],
    ].map(([fx, fy]) => demoScanAnchor(KARTE, { x: sheet.width * fx!, y: sheet.height * fy! })!);
    for (const [index, anchor] of anchors.entries()) {
      await addPoint(page, anchor);
      await eventually(() => gcpRows(page).count()).toBe(index + 1);
    }

    // Three points fix the default polynomial 1: the scan is drawn warped onto the world map.
    await eventually(async () => Number((await warp(page).getAttribute('data-drawn')) ?? 0)).toBeGreaterThan(0);
    // Drawn, not just laid out: the canvas holds the scan's pixels where the sheet lies.
    const paintedPixels = () =>
      warp(page).evaluate((element) => {
        const canvas = element as HTMLCanvasElement;
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let count = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) count += 1;
        return count;
      });
    await eventually(paintedPixels).toBeGreaterThan(400);
    const before = await warp(page).getAttribute('data-origin');

    // Dragging point 1 on the scan changes the fit: the preview moves with it.
    await dragPointOnScan(page, 1, { x: 60, y: 40 });
    await eventually(() => warp(page).getAttribute('data-origin')).not.toBe(before);

    // Saved and reloaded: the points are there, and so are the scan and the preview.
    await page.getByRole('button', { name: 'Georeferenzierung speichern' }).click();
    await eventually(() =>
      page.getByTestId('georef-editor').getByText('Gespeichert', { exact: true }).isVisible(),
    ).toBe(true);
    await page.reload();
    await eventually(() => gcpRows(page).count()).toBe(anchors.length);
    await eventually(() => imagePane(page).getAttribute('data-scan')).toBe('tiled');
    await eventually(paintedPixels).toBeGreaterThan(400);
  });
});
