import { within } from 'storybook/test';

/** What the users page's story files share: the users table, its rows and the demo's open requests. */
export const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Alle Nutzer' });
/** The demo database's open expert requests: Andreas Ahrens and seven of the generated users. */
export const OPEN_REQUESTS = 8;
export const rowOf = async (canvasElement: HTMLElement, name: string) =>
  // A user without a name is listed by e-mail, so the text may be in two cells of the row.
  (await within(await table(canvasElement)).findAllByText(name))[0]!.closest('tr') as HTMLTableRowElement;
