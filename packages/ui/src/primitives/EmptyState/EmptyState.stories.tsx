import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { narrowTo } from '../../testing/narrowDecorator';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { title: 'Keine Einträge vorhanden.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Keine Einträge vorhanden.')).toBeInTheDocument();
  },
};

const onCreate = fn();

export const WithAction: Story = {
  name: 'Mit Aktion',
  args: {
    icon: 'users',
    title: 'Noch keine Nutzer',
    description: 'Legen Sie den ersten Nutzer an, um ihm Kunden und Karten zuzuordnen.',
    headingLevel: 2,
    action: (
      <Button variant="primary" icon="plus" onClick={onCreate}>
        Nutzer anlegen
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Noch keine Nutzer' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Nutzer anlegen' }));
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

export const FilterWithoutResults: Story = {
  name: 'Filter ohne Ergebnis',
  args: {
    icon: 'filter',
    title: 'Keine Karten für diesen Filter',
    description: 'Für den Kunden „Stadtforst Eberswalde“ gibt es im Jahr 2021 keine gescannten Karten.',
  },
};

export const LongGermanText: Story = {
  name: 'Langer deutscher Text',
  args: {
    icon: 'beetle',
    title: 'Keine Borkenkäferbefallsmeldungen im Landeswaldbewirtschaftungsgebiet',
    description:
      'Sobald Bürgerinnen und Bürger Sichtungen melden, erscheinen sie hier zur fachlichen Überprüfung durch die Forstschutzsachverständigen.',
  },
};

export const NarrowWidth: Story = {
  ...LongGermanText,
  name: 'Schmal',
  decorators: [narrowTo('18rem')],
};
