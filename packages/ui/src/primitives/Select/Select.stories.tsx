import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { space } from '../../theme';
import { narrowFieldDecorator } from '../../testing/narrowDecorator';
import { useStateInStory } from '../../testing/useStateInStory';
import { Select, type SelectOption, type SelectProps } from './Select';

const bundeslaender: SelectOption[] = [
  { value: 'BW', label: 'Baden-Württemberg' },
  { value: 'BY', label: 'Bayern' },
  { value: 'BB', label: 'Brandenburg' },
  { value: 'HE', label: 'Hessen' },
  { value: 'NI', label: 'Niedersachsen' },
  { value: 'NW', label: 'Nordrhein-Westfalen' },
  { value: 'SN', label: 'Sachsen' },
  { value: 'TH', label: 'Thüringen' },
];

/** Select is controlled; stories keep its value in state like a screen does. */
function StatefulSelect(props: SelectProps) {
  return <Select {...useStateInStory(props, 'value')} />;
}

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Bundesland', options: bundeslaender, value: 'BY', onChange: fn() },
  render: (args) => <StatefulSelect {...args} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Bundesland' });
    await expect(select).toHaveDisplayValue('Bayern');
    await userEvent.selectOptions(select, 'Hessen');
    await expect(args.onChange).toHaveBeenCalledWith('HE');
    await expect(select).toHaveValue('HE');
  },
};

export const WithPlaceholder: Story = {
  name: 'Mit Platzhalter',
  args: { value: '', placeholder: 'Bitte wählen …' },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Bundesland' });
    await expect(select).toHaveDisplayValue('Bitte wählen …');
    await userEvent.selectOptions(select, 'Sachsen');
    await expect(args.onChange).toHaveBeenLastCalledWith('SN');
    // Not required: choosing the placeholder again empties the field.
    await userEvent.selectOptions(select, 'Bitte wählen …');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const RequiredWithPlaceholder: Story = {
  name: 'Pflichtfeld mit Platzhalter',
  args: {
    label: 'Kunde',
    value: '',
    placeholder: 'Bitte wählen …',
    isRequired: true,
    options: [
      { value: '12', label: 'Stadtwald Freiburg' },
      { value: '17', label: 'Forstbetrieb Oberammergau' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Kunde' });
    await expect(select).toBeRequired();
    await expect(canvas.getByRole('option', { name: 'Bitte wählen …' })).toBeDisabled();
  },
};

export const DisabledOption: Story = {
  name: 'Deaktivierte Option',
  args: {
    label: 'Status',
    value: 'neu',
    options: [
      { value: 'neu', label: 'Neu' },
      { value: 'geprueft', label: 'Geprüft' },
      { value: 'veroeffentlicht', label: 'Veröffentlicht (erst nach Prüfung)', disabled: true },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('option', { name: 'Veröffentlicht (erst nach Prüfung)' }),
    ).toBeDisabled();
  },
};

export const WithError: Story = {
  name: 'Mit Fehler',
  args: { value: '', placeholder: 'Bitte wählen …', isRequired: true, error: 'Bitte ein Bundesland wählen.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Bundesland' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Bitte ein Bundesland wählen.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte ein Bundesland wählen.');
  },
};

export const WithHint: Story = {
  name: 'Mit Hinweis',
  args: { hint: 'Bestimmt, welche Käfermeldungen angezeigt werden.' },
};

export const Disabled: Story = {
  name: 'Deaktiviert',
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Bundesland' })).toBeDisabled();
  },
};

export const LongGermanTextNarrow: Story = {
  name: 'Langer Text, schmal',
  args: {
    label: 'Benachrichtigung bei neuen Käfermeldungen im eigenen Bundesland',
    value: 'woechentlich',
    hint: 'Gilt für alle Meldungen, die Expertinnen und Experten freigegeben haben.',
    options: [
      { value: 'sofort', label: 'Sofort bei jeder einzelnen neuen Meldung' },
      { value: 'woechentlich', label: 'Wöchentliche Zusammenfassung aller Meldungen im Bundesland' },
      { value: 'nie', label: 'Keine Benachrichtigung' },
    ],
  },
  decorators: [narrowFieldDecorator],
};

export const All: Story = {
  name: 'Alle',
  render: (args) => (
    <Grid>
      <StatefulSelect {...args} label="Gewählt" />
      <StatefulSelect {...args} label="Platzhalter" value="" placeholder="Bitte wählen …" />
      <StatefulSelect {...args} label="Pflichtfeld" value="" placeholder="Bitte wählen …" isRequired />
      <StatefulSelect {...args} label="Fehler" value="" placeholder="Bitte wählen …" error="Bitte wählen." />
      <StatefulSelect {...args} label="Mit Hinweis" hint="Ein kurzer Hinweis." />
      <StatefulSelect {...args} label="Gesperrt" disabled />
    </Grid>
  ),
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${space[4]};
`;
