import type { Page } from 'playwright-core';
import { eventually } from './browser';

/**
 * Drags point `nr` on the scan as a person finds it among hundreds: chosen in the table, the
 * scan pane centres on it; the pointer at the pane's middle is on its marker (the pane's tooltip
 * names it); press, move by `by` in steps, release. The points are drawn on one canvas, so
 * there is no element per point to grab.
 */
export async function dragPointOnScan(page: Page, nr: number, by: { x: number; y: number }) {
  await page
    .getByRole('region', { name: 'Passpunkte, Tabelle' })
    .getByRole('textbox', { name: `Punkt ${nr}: Pixel X` })
    .click();
  const pane = page.getByTestId('georef-image');
  await pane.scrollIntoViewIfNeeded();
  const box = (await pane.boundingBox())!;
  const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await eventually(async () => {
    await page.mouse.move(middle.x, middle.y + 1);
    await page.mouse.move(middle.x, middle.y);
    return pane.getAttribute('title');
  }).toBe(`Passpunkt ${nr}`);
  await page.mouse.down();
  await page.mouse.move(middle.x + by.x, middle.y + by.y, { steps: 8 });
  await page.mouse.up();
  // The table's rows follow a drag a move behind, busy until they show where the point was let go.
  const table = page.getByRole('region', { name: 'Passpunkte, Tabelle' }).getByRole('table');
  await eventually(() => table.getAttribute('aria-busy')).toBe('false');
}
