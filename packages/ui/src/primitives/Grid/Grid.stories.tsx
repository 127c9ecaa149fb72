import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { color, radii, space } from '../../theme';
import { Stack } from '../Stack';
import { Grid } from './Grid';

const Cell = styled.div`
  padding: ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radii.md};
  background: ${color.surfaceMuted};
`;

const cells = ['Kunden', 'Angebote', 'Rechnungen', 'Prognose', 'Kataster', 'Käferfunde'];

const meta = {
  title: 'Primitives/Grid',
  component: Grid,
  args: {
    children: cells.map((cell) => <Cell key={cell}>{cell}</Cell>),
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  args: { 'data-testid': 'grid' } as Story['args'],
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByTestId('grid');
    await expect(getComputedStyle(grid).columnGap).toBe(space[4]);
  },
};

/** `columns={3}`: never more than three columns, however wide the page. */
export const ThreeColumns: Story = {
  name: 'Drei Spalten',
  args: { columns: 3, minColumnWidth: '8rem', 'data-testid': 'grid' } as Story['args'],
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByTestId('grid');
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(3);
  },
};

/** On a phone-wide column the cells fall into one column. */
export const NarrowWidth: Story = {
  name: 'Schmal',
  render: (args) => (
    <NarrowBox>
      <Grid {...args} data-testid="grid" />
    </NarrowBox>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByTestId('grid');
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(1);
  },
};

/** Column widths and gaps side by side. */
export const All: Story = {
  name: 'Alle',
  render: () => (
    <Stack gap={6}>
      {(['8rem', '12rem', '20rem'] as const).map((min) => (
        <Grid key={min} minColumnWidth={min} gap={2}>
          {cells.map((cell) => (
            <Cell key={cell}>
              {cell} ({min})
            </Cell>
          ))}
        </Grid>
      ))}
      <Grid columns={2} gap={6} as="ul" aria-label="Zwei Spalten">
        {cells.slice(0, 4).map((cell) => (
          <Cell as="li" key={cell}>
            {cell}
          </Cell>
        ))}
      </Grid>
    </Stack>
  ),
};

const NarrowBox = styled.div`
  width: 18rem;
`;
