// The georeferencing editor's page as its stories' plays find and click it, named once.
import { userEvent, within } from 'storybook/test';
import { storyKarte } from '../storyData';

/** A story's queries, `within(canvasElement)`. */
export type Canvas = ReturnType<typeof within>;

/** The fit's summary line (RMSE, degrees of freedom, scale check). */
export const summary = (canvas: Canvas) => canvas.getByTestId('georef-fit-summary');

/** The rows of the points table, its header row left out. */
export const gcpRows = (canvas: Canvas) =>
  within(canvas.getByRole('table', { name: 'Passpunkte' }))
    .getAllByRole<HTMLTableRowElement>('row')
    .slice(1);

/** A coordinate as a person types it: decimal comma, no grouping, two places at most. */
export const german = (value: number) =>
  value.toLocaleString('de-DE', { useGrouping: false, maximumFractionDigits: 2 });

/** A click on the scan at an image pixel: where the scan's <img> lies on screen, scaled. */
export async function clickScanAt(canvas: Canvas, px: number, py: number) {
  const image = await canvas.findByAltText(`Scan: ${storyKarte.map_name}`);
  const scan = canvas.getByRole('application', { name: 'Scan der Karte' });
  // As a person scrolls the pane into view before clicking: the press focuses the pane, and a
  // focus that scrolls the page would move the pane under a position measured before it.
  scan.scrollIntoView({ block: 'center' });
  const rect = image.getBoundingClientRect();
  await userEvent.pointer({
    keys: '[MouseLeft]',
    target: scan,
    coords: {
      clientX: rect.left + (px / storyKarte.width) * rect.width,
      clientY: rect.top + (py / storyKarte.height) * rect.height,
    },
  });
}

/** A click in the middle of the world map (the client's extent, where the sheet lies). */
export async function clickWorldCentre(canvas: Canvas) {
  const world = canvas.getByRole('application', { name: 'Weltkarte' });
  world.scrollIntoView({ block: 'center' });
  const rect = world.getBoundingClientRect();
  await userEvent.pointer({
    keys: '[MouseLeft]',
    target: world,
    coords: { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 },
  });
}

export type PaneName = 'Scan der Karte' | 'Weltkarte';

/** A pane and its middle on screen, where choosing a row of the table brings its point. */
export function paneMiddle(canvas: Canvas, name: PaneName) {
  const pane = canvas.getByRole('application', { name });
  // In view before measuring, as a person drags only what they see: a press focuses the pane,
  // and a focus that scrolled the page would move the point away from the measured position.
  pane.scrollIntoView({ block: 'center' });
  const rect = pane.getBoundingClientRect();
  return { pane, at: { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 } };
}

/** What the pane's tooltip names with the pointer at its middle: the point there, or nothing. */
export async function titleAtMiddle(canvas: Canvas, name: PaneName): Promise<string | null> {
  const { pane, at } = paneMiddle(canvas, name);
  await userEvent.pointer({ target: pane, coords: at });
  return pane.getAttribute('title');
}

/** Chooses point `nr` in the table (a click into its first field): both panes centre on it. */
export async function choosePoint(canvas: Canvas, nr: number) {
  await userEvent.click(canvas.getByRole('textbox', { name: `Punkt ${nr}: Pixel X` }));
}
