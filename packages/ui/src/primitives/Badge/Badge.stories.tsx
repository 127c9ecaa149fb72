import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { color, space } from '../../theme';
import { tones } from '../Tag';
import { Badge } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 3, tone: 'danger', srText: 'offene Prüfungen' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    // Screen readers hear "3 offene Prüfungen"; the eye sees "3".
    await expect(within(canvasElement).getByText('3').textContent).toBe('3 offene Prüfungen');
  },
};

export const Status: Story = { name: 'Als Status', args: { children: 'Neu', tone: 'info', srText: undefined } };

export const LargeCount: Story = {
  name: 'Große Zahl',
  args: { children: new Intl.NumberFormat('de-DE').format(12480), tone: 'neutral', srText: 'Sichtungen' },
};

export const InText: Story = {
  name: 'Im Text',
  render: (args) => (
    <Label>
      Prüfungen <Badge {...args} />
    </Label>
  ),
};

export const All: Story = {
  name: 'Alle',
  render: () => (
    <Matrix>
      {tones.map((tone) => (
        <Row key={tone}>
          <Badge tone={tone}>7</Badge>
          <Badge tone={tone}>{tone}</Badge>
          <Badge tone={tone} srText="neue Meldungen">
            99+
          </Badge>
        </Row>
      ))}
    </Matrix>
  ),
};

const Matrix = styled.div`
  display: grid;
  gap: ${space[3]};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};
`;

const Label = styled.span`
  color: ${color.text};
`;
