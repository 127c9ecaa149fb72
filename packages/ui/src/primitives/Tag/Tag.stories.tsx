import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { space } from '../../theme';
import { Tag } from './Tag';
import { tones } from './tones';

const meta = {
  title: 'Primitives/Tag',
  component: Tag,
  args: { label: 'Buchdrucker' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Buchdrucker')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithIcon: Story = { name: 'Mit Icon', args: { label: 'Vermessen', tone: 'success', icon: 'checkCircle' } };

export const Removable: Story = {
  name: 'Entfernbar',
  args: { label: 'Brandenburg', tone: 'primary', onRemove: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Brandenburg entfernen' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** Filter tags: removing one takes it out of the list. */
export const RemovableList: Story = {
  name: 'Filter entfernen',
  render: function Render() {
    const [labels, setLabels] = useState(['Brandenburg', 'Sachsen', 'Thüringen']);
    return (
      <Row>
        {labels.map((label) => (
          <Tag key={label} label={label} onRemove={() => setLabels((all) => all.filter((l) => l !== label))} />
        ))}
      </Row>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sachsen entfernen' }));
    await expect(canvas.queryByText('Sachsen')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Thüringen entfernen' })).toBeInTheDocument();
  },
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: { label: 'Achtzähniger Fichtenborkenkäfer (Ips typographus), Verdacht auf Massenvermehrung', onRemove: fn() },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
};

export const All: Story = {
  name: 'Alle',
  args: { onRemove: fn() },
  render: (args) => (
    <Matrix>
      {tones.map((tone) => (
        <Row key={tone}>
          <Tag label={tone} tone={tone} />
          <Tag label={`${tone} mit Symbol`} tone={tone} icon="info" />
          <Tag label={`${tone} entfernbar`} tone={tone} onRemove={args.onRemove} />
        </Row>
      ))}
    </Matrix>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /entfernbar entfernen$/ })).toHaveLength(
      tones.length,
    );
  },
};

const Matrix = styled.div`
  display: grid;
  gap: ${space[3]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

const Narrow = styled.div`
  max-width: 16rem;
`;
