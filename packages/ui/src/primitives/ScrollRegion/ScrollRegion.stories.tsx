import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { color, space } from '../../theme';
import { ScrollRegion } from './ScrollRegion';

const COLUMNS = ['Nummer', 'Kunde', 'Datum', 'Netto', 'Brutto', 'Bearbeiter', 'Archiv'];

function WideTable() {
  return (
    <Sheet>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          {['R-2026-0042', 'Stadt Calw', '03.11.2026', '1.240,00 €', '1.475,60 €', 'Johanna Brandt', 'nein'].map(
            (cell) => (
              <td key={cell}>{cell}</td>
            ),
          )}
        </tr>
      </tbody>
    </Sheet>
  );
}

const meta = {
  title: 'Primitives/ScrollRegion',
  component: ScrollRegion,
  args: { 'aria-label': 'Rechnungen, Tabelle', children: <WideTable /> },
} satisfies Meta<typeof ScrollRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const shade = (canvasElement: HTMLElement, side: 'start' | 'end') =>
  canvasElement.querySelector(`[data-hidden-content="${side}"]`);

/** Room enough: no shade, nothing out of view. */
export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Rechnungen, Tabelle' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
    await expect(shade(canvasElement, 'start')).toBeNull();
    await expect(shade(canvasElement, 'end')).toBeNull();
  },
};

/**
 * Narrower than its table (a list at 800 px): a shade on the right says more columns lie there.
 * It is a tab stop, so the arrow keys scroll it; scrolled, the left edge is shaded too, and at the
 * end only the left one.
 */
export const ColumnsOutOfView: Story = {
  name: 'Spalten außer Sicht',
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Rechnungen, Tabelle' });
    await waitFor(() => expect(shade(canvasElement, 'end')).not.toBeNull());
    await expect(shade(canvasElement, 'start')).toBeNull();
    await userEvent.tab();
    await expect(region).toHaveFocus();
    // Scrolled a little (the arrow keys do that natively; a synthetic key press does not).
    region.scrollLeft = 80;
    await waitFor(() => expect(shade(canvasElement, 'start')).not.toBeNull());
    await expect(shade(canvasElement, 'end')).not.toBeNull();
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(shade(canvasElement, 'end')).toBeNull());
    await expect(shade(canvasElement, 'start')).not.toBeNull();
  },
};

const Narrow = styled.div`
  max-width: 20rem;
`;

const Sheet = styled.table`
  min-width: 40rem;
  border-collapse: collapse;
  th,
  td {
    padding: ${space[2]} ${space[3]};
    border-bottom: 1px solid ${color.border};
    text-align: start;
    white-space: nowrap;
  }
`;
