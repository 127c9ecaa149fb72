import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { space } from '../../theme';
import { narrowFieldDecorator } from '../../testing/narrowDecorator';
import { useStateInStory } from '../../testing/useStateInStory';
import { TextField, type TextFieldProps } from './TextField';

/** TextField is controlled; stories keep its value in state like a screen does. */
function StatefulTextField(props: TextFieldProps) {
  return <TextField {...useStateInStory(props, 'value')} />;
}

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Name', value: '', onChange: fn() },
  render: (args) => <StatefulTextField {...args} />,
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'Forstbetrieb Süd');
    await expect(input).toHaveValue('Forstbetrieb Süd');
    await expect(args.onChange).toHaveBeenLastCalledWith('Forstbetrieb Süd');
  },
};

export const Email: Story = {
  name: 'E-Mail',
  args: { label: 'E-Mail', type: 'email', value: 'anna.schmidt@forst-bayern.de', autoComplete: 'email' },
};

export const Phone: Story = { name: 'Telefonnummer', args: { label: 'Telefon', type: 'tel', value: '+49 89 123456' } };

export const Password: Story = {
  name: 'Passwort',
  args: { label: 'Passwort', type: 'password', autoComplete: 'current-password' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Passwort');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'geheim');
    await expect(input).toHaveValue('geheim');
  },
};

export const WithIcon: Story = {
  name: 'Mit Icon',
  args: { label: 'Suche', icon: 'search', placeholder: 'Kunde oder Ort' },
};

export const Clearable: Story = {
  name: 'Löschbar',
  args: { label: 'Suche', icon: 'search', isClearable: true, value: 'Buchdrucker' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Suche' });
    await userEvent.click(canvas.getByRole('button', { name: 'Eingabe löschen' }));
    await expect(args.onChange).toHaveBeenCalledWith('');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Eingabe löschen' })).not.toBeInTheDocument();
  },
};

export const WithHint: Story = {
  name: 'Mit Hinweis',
  args: { label: 'Auftragsnummer', hint: 'Steht oben rechts auf dem Auftragsschreiben.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Auftragsnummer' });
    await expect(input).toHaveAccessibleDescription('Steht oben rechts auf dem Auftragsschreiben.');
  },
};

export const Required: Story = {
  name: 'Pflichtfeld',
  args: { label: 'Nachname', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Nachname' })).toBeRequired();
  },
};

export const WithError: Story = {
  name: 'Mit Fehler',
  args: {
    label: 'E-Mail',
    type: 'email',
    value: 'anna.schmidt@',
    error: 'Bitte eine gültige E-Mail-Adresse eingeben.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'E-Mail' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Bitte eine gültige E-Mail-Adresse eingeben.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte eine gültige E-Mail-Adresse eingeben.');
    // The text the person typed stays.
    await expect(input).toHaveValue('anna.schmidt@');
  },
};

export const Disabled: Story = {
  name: 'Deaktiviert',
  args: { label: 'Kunde', value: 'Stadtwald Freiburg', disabled: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Kunde' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  name: 'Nur lesen',
  args: { label: 'Benutzer-ID', value: '4711', readOnly: true, isClearable: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Benutzer-ID' });
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('4711');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'Eingabe löschen' })).not.toBeInTheDocument();
  },
};

export const LongGermanLabelNarrow: Story = {
  name: 'Lange Beschriftung, schmal',
  args: {
    label: 'Benachrichtigung bei neuen Käfermeldungen im eigenen Bundesland an diese Adresse senden',
    type: 'email',
    value: 'revierleitung.oberschwaben@forstverwaltung-baden-wuerttemberg.de',
    hint: 'Mehrere Empfängerinnen und Empfänger bitte über die Verteilerliste eintragen.',
    error: 'Diese E-Mail-Adresse ist bereits einer anderen Nutzerin zugeordnet.',
    isRequired: true,
    isClearable: true,
  },
  decorators: [narrowFieldDecorator],
};

export const All: Story = {
  name: 'Alle',
  render: (args) => (
    <Grid>
      <StatefulTextField {...args} label="Leer" />
      <StatefulTextField {...args} label="Mit Text" value="Revier Nord" />
      <StatefulTextField {...args} label="Platzhalter" placeholder="z. B. Revier Nord" />
      <StatefulTextField {...args} label="Mit Symbol" icon="search" isClearable value="Fichte" />
      <StatefulTextField {...args} label="Pflichtfeld" isRequired />
      <StatefulTextField {...args} label="Mit Hinweis" hint="Wird im Angebot angezeigt." />
      <StatefulTextField {...args} label="Fehler" value="abc" error="Bitte eine Postleitzahl eingeben." />
      <StatefulTextField {...args} label="Gesperrt" value="Stadtwald" disabled />
      <StatefulTextField {...args} label="Nur lesen" value="4711" readOnly />
      <StatefulTextField {...args} label="Passwort" type="password" value="geheim" />
    </Grid>
  ),
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${space[4]};
`;
