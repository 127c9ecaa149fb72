import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { space } from '../../theme';
import { Button } from '../Button';
import { Tag } from '../Tag';
import { Stack } from '../Stack';
import { Inline } from './Inline';

const meta = {
  title: 'Primitives/Inline',
  component: Inline,
  args: {
    children: (
      <>
        <Button variant="primary">Speichern</Button>
        <Button>Abbrechen</Button>
        <Button variant="danger">Löschen</Button>
      </>
    ),
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  args: { 'data-testid': 'row' } as Story['args'],
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('row');
    await expect(getComputedStyle(row).columnGap).toBe(space[2]);
    const [save, cancel] = within(row).getAllByRole('button');
    await expect(save!.getBoundingClientRect().top).toBe(cancel!.getBoundingClientRect().top);
  },
};

/** On a narrow column the children wrap onto the next row instead of overflowing. */
export const Wrapping: Story = {
  name: 'Umbruch',
  render: () => (
    <NarrowBox data-testid="narrow">
      <Inline gap={2}>
        {['Forstbetrieb', 'Hochschwarzwald', 'Dachsberg', 'Grafenhausen', 'Rothaus', 'Südost'].map((label) => (
          <Tag key={label} label={label} />
        ))}
      </Inline>
    </NarrowBox>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('narrow');
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

/** Gaps, justification and alignment side by side. */
export const All: Story = {
  name: 'Alle',
  render: () => (
    <Stack gap={6}>
      {(['start', 'center', 'end', 'space-between'] as const).map((justify) => (
        <Inline key={justify} justify={justify} gap={3}>
          <Tag label={justify} />
          <Button>Eins</Button>
          <Button>Zwei</Button>
        </Inline>
      ))}
      <Inline gap={1} align="baseline">
        <strong>Abstand 1, Grundlinie</strong>
        <Tag label="Experte" tone="success" />
      </Inline>
    </Stack>
  ),
};

const NarrowBox = styled.div`
  width: 16rem;
`;
