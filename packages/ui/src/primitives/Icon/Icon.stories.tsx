import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { color, fontSize, radii, space } from '../../theme';
import { Icon } from './Icon';
import { iconNames } from './icons';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { name: 'beetle', size: '32px' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Standard' };

export const WithTitle: Story = {
  name: 'Mit Titel',
  args: { name: 'warning', title: 'Warnung' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Warnung' })).toBeInTheDocument();
  },
};

export const All: Story = {
  name: 'Alle',
  render: () => (
    <Grid>
      {iconNames.map((name) => (
        <Cell key={name}>
          <Icon name={name} size="24px" />
          <span>{name}</span>
        </Cell>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    // Decorative icons stay hidden from assistive technology.
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]').length).toBe(iconNames.length);
  },
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(110px, 1fr));
  gap: ${space[2]};
`;

const Cell = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[1]};
  padding: ${space[2]};
  border: 1px solid ${color.border};
  border-radius: ${radii.md};
  font-size: ${fontSize.xs};
  color: ${color.textSecondary};
`;
