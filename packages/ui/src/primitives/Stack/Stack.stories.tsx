import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { color, radii, space } from '../../theme';
import { Stack } from './Stack';

const Cell = styled.div`
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radii.md};
  background: ${color.surfaceMuted};
`;

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: {
    children: (
      <>
        <Cell>Kunde</Cell>
        <Cell>Jahr</Cell>
        <Cell>Status</Cell>
      </>
    ),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The gap is the spacing token: 4 is 16 px between the children. */
export const Default: Story = {
  name: 'Standard',
  args: { 'data-testid': 'stack' } as Story['args'],
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByTestId('stack');
    await expect(getComputedStyle(stack).rowGap).toBe(space[4]);
    const [first, second] = Array.from(stack.children);
    const gap = second!.getBoundingClientRect().top - first!.getBoundingClientRect().bottom;
    await expect(gap).toBe(16);
  },
};

/** A list keeps its semantics without bullets. */
export const AsList: Story = {
  name: 'Als Liste',
  args: {
    as: 'ul',
    gap: 2,
    'aria-label': 'Arbeitsschritte',
    children: (
      <>
        <li>Karte scannen</li>
        <li>Passpunkte setzen</li>
        <li>Georeferenzierung speichern</li>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Arbeitsschritte' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
  },
};

/** Every gap of the spacing scale and the alignments. */
export const All: Story = {
  name: 'Alle',
  render: () => (
    <Stack gap={6}>
      {([1, 2, 4, 6] as const).map((gap) => (
        <Stack key={gap} gap={gap}>
          <strong>Abstand {gap}</strong>
          <Cell>Erste Zeile</Cell>
          <Cell>Zweite Zeile</Cell>
        </Stack>
      ))}
      {(['start', 'center', 'end'] as const).map((align) => (
        <Stack key={align} gap={2} align={align}>
          <Cell>Ausrichtung {align}</Cell>
          <Cell>Kurz</Cell>
        </Stack>
      ))}
    </Stack>
  ),
};
