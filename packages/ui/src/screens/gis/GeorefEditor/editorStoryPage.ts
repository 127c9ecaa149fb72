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
  const rect = image.getBoundingClientRect();
  await userEvent.pointer({
    keys: '[MouseLeft]',
    target: canvas.getByRole('application', { name: 'Scan der Karte' }),
    coords: {
      clientX: rect.left + (px / storyKarte.width) * rect.width,
      clientY: rect.top + (py / storyKarte.height) * rect.height,
    },
  });
}

/** A click in the middle of the world map (the client's extent, where the sheet lies). */
export async function clickWorldCentre(canvas: Canvas) {
  const world = canvas.getByRole('application', { name: 'Weltkarte' });
  const rect = world.getBoundingClientRect();
  await userEvent.pointer({
    keys: '[MouseLeft]',
    target: world,
    coords: { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 },
  });
}
