import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { color, space } from '../../theme';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ring's centre lies within one pixel of the box's centre. */
async function expectCentredIn(ring: Element, box: DOMRect) {
  const rect = ring.getBoundingClientRect();
  await expect(Math.abs(rect.left + rect.width / 2 - (box.left + box.width / 2))).toBeLessThanOrEqual(1);
  await expect(Math.abs(rect.top + rect.height / 2 - (box.top + box.height / 2))).toBeLessThanOrEqual(1);
}

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Wird geladen …' })).toBeInTheDocument();
  },
};

export const Large: Story = { name: 'Groß', args: { size: '48px', label: 'Karten werden geladen …' } };

export const Decorative: Story = {
  name: 'Nur Dekoration',
  args: { isDecorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** A loading page or card: the ring sits in the middle of the box, not in its top-left corner. */
export const Centred: Story = {
  name: 'Zentriert',
  args: { placement: 'centre', size: '32px', label: 'Seite wird geladen …' },
  render: (args) => (
    <Box data-testid="box">
      <Spinner {...args} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByTestId('box').getBoundingClientRect();
    await expectCentredIn(canvas.getByRole('status', { name: 'Seite wird geladen …' }), box);
  },
};

/** The start-up (it once sat in the top-left corner): the ring is in the middle of the viewport. */
export const Screen: Story = {
  name: 'Mitten im Fenster',
  args: { placement: 'screen', size: '32px', label: 'Waldmonitor wird geladen …' },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const ring = within(canvasElement).getByRole('status', { name: 'Waldmonitor wird geladen …' });
    await expectCentredIn(ring, new DOMRect(0, 0, window.innerWidth, window.innerHeight));
  },
};

/** Every placement and size side by side. */
export const All: Story = {
  name: 'Alle',
  render: () => (
    <Row>
      <Spinner label="Klein" />
      <Spinner size="32px" label="Mittel" />
      <Spinner size="48px" label="Groß" />
      <Spinner isDecorative />
      <Box>
        <Spinner placement="centre" size="32px" label="In der Mitte" />
      </Box>
    </Row>
  ),
};

const Box = styled.div`
  display: flex;
  width: 20rem;
  height: 12rem;
  border: 1px dashed ${color.border};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[6]};
`;
