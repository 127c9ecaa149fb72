import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { narrowTo } from '../../testing/narrowDecorator';
import { space } from '../../theme';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    title: 'Offene Prüfungen',
    children: 'Drei Käfermeldungen aus Brandenburg warten auf eine Bestimmung durch Expertinnen und Experten.',
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The title is a level-2 heading and names the section.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Offene Prüfungen' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Offene Prüfungen' })).toBeInTheDocument();
  },
};

export const WithActionsAndFooter: Story = {
  name: 'Mit Aktionen und Fußzeile',
  args: {
    actions: (
      <Button size="sm" icon="edit">
        Bearbeiten
      </Button>
    ),
    footer: (
      <>
        <Button variant="text">Abbrechen</Button>
        <Button variant="primary">Speichern</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Offene Prüfungen' });
    await expect(within(card).getByRole('button', { name: 'Bearbeiten' })).toBeInTheDocument();
    await expect(within(card).getByRole('button', { name: 'Speichern' })).toBeInTheDocument();
  },
};

export const HeadingLevel: Story = {
  name: 'Überschriftenebene',
  args: { headingLevel: 3, title: 'Kontaktdaten' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'Kontaktdaten' })).toBeInTheDocument();
  },
};

export const WithoutTitle: Story = {
  name: 'Ohne Titel',
  args: { title: undefined, as: 'div' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const Paddings: Story = {
  name: 'Innenabstände',
  render: (args) => (
    <Stack>
      {(['none', 'sm', 'md', 'lg'] as const).map((padding) => (
        <Card key={padding} {...args} title={`Innenabstand ${padding}`} padding={padding} />
      ))}
    </Stack>
  ),
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: {
    title: 'Borkenkäferbefallsflächenkartierung der Forstbetriebsgemeinschaft Nordschwarzwald',
    actions: <Button size="sm">Kartierungsergebnisse herunterladen</Button>,
    children:
      'Die Grundstückseigentümerinnen und -eigentümer werden über die Waldschutzmaßnahmen im Rahmen der Käferholzaufarbeitung benachrichtigt.',
  },
};

export const NarrowWidth: Story = {
  ...LongGermanText,
  name: 'Schmal',
  decorators: [narrowTo('20rem')],
};

const Stack = styled.div`
  display: grid;
  gap: ${space[4]};
`;
