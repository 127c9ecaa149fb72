import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { outlierPoints } from '../storyData';
import { GeorefEditor } from './GeorefEditor';
import editorStories from './GeorefEditor.stories';
import { type Canvas, gcpRows, type PaneName, titleAtMiddle } from './editorStoryPage';

/**
 * Working through the points table: a row chosen centres both panes on its point, the
 * residual column orders the largest first, and "Zum größten Fehler" goes to the worst point.
 * Seven points, the seventh on the wrong crossing (25 m off): the outlier.
 */
const meta = {
  title: 'Screens/GIS/Karte georeferenzieren – Tabelle (GeorefTable)',
  component: GeorefEditor,
  args: { ...editorStories.args, initialPoints: outlierPoints },
  parameters: {
    ...editorStories.parameters,
    leitfaden: {
      zweck:
        'Die Passpunkt-Tabelle des Georeferenzierungs-Editors beim Durchgehen der Punkte: Eine gewählte Zeile holt ihren Punkt in die Mitte von Scan und Weltkarte, die Spalte „Residuum“ ordnet den größten Fehler nach oben, „Zum größten Fehler“ springt zu ihm.',
      rollen: ['Experte', 'Administrator'],
      spezifikation: 'requirements §2 (Georeferenzierungs-Editor: Punkttabelle, Residuen), GcpTable.tsx',
      tun: ['Eine gewählte Zeile in beiden Karten zeigen, ohne die Zoomstufe zu ändern.'],
      lassen: [
        'Zeilen beim Tippen in ein Feld nicht umsortieren: Die Reihenfolge folgt den Residuen erst, wenn das Feld verlassen ist.',
      ],
    },
  },
  decorators: editorStories.decorators,
} satisfies Meta<typeof GeorefEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whether the point's marker lies in the pane's middle: the pointer there gets its name as the tooltip. */
async function expectCentred(canvas: Canvas, pane: PaneName, marker: string) {
  await waitFor(async () => expect(await titleAtMiddle(canvas, pane)).toBe(marker));
}

/** Choosing a row (a click into one of its fields) centres both panes on its point. */
export const Default: Story = {
  name: 'Zeile wählen zentriert beide Karten',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(gcpRows(canvas)).toHaveLength(7));
    await userEvent.click(within(gcpRows(canvas)[2]!).getByRole('textbox', { name: 'Punkt 3: Pixel X' }));
    await expect(gcpRows(canvas)[2]).toHaveAttribute('data-selected');
    await expectCentred(canvas, 'Scan der Karte', 'Passpunkt 3');
    await expectCentred(canvas, 'Weltkarte', 'Passpunkt 3');
    // The row stays chosen when its field loses the focus. Left focused, the photograph showed
    // the field's focus ring or not, by whether the review's page had the window's focus.
    (document.activeElement as HTMLElement | null)?.blur();
    await expect(gcpRows(canvas)[2]).toHaveAttribute('data-selected');
  },
};

/** The residual column orders the largest first (the outlier on top), and back by number. */
export const SortByResidual: Story = {
  name: 'Nach Residuum ordnen',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(gcpRows(canvas)).toHaveLength(7));
    const header = canvas.getByRole('columnheader', { name: /^Residuum/ });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const numbers = () => gcpRows(canvas).map((row) => row.cells[0]?.textContent);
    await waitFor(() => expect(numbers()[0]).toBe('7'));
    const residuals = gcpRows(canvas).map((row) =>
      Number((row.cells[8]?.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.')),
    );
    await expect(residuals).toEqual([...residuals].sort((a, b) => b - a));
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(numbers()).toEqual(['1', '2', '3', '4', '5', '6', '7']));
  },
};

/** "Zum größten Fehler" selects the outlier and brings it into the middle of both panes. */
export const GoToWorstPoint: Story = {
  name: 'Zum größten Fehler',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(gcpRows(canvas)).toHaveLength(7));
    await userEvent.click(canvas.getByRole('button', { name: 'Zum größten Fehler' }));
    await waitFor(() => expect(gcpRows(canvas)[6]).toHaveAttribute('data-selected'));
    await expectCentred(canvas, 'Scan der Karte', 'Passpunkt 7 (Ausreißer)');
    await expectCentred(canvas, 'Weltkarte', 'Passpunkt 7 (Ausreißer)');
  },
};
