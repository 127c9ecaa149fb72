import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { space } from '../../theme';
import { narrowFieldDecorator } from '../../testing/narrowDecorator';
import { useStateInStory } from '../../testing/useStateInStory';
import { NumberField, type NumberFieldProps } from './NumberField';

/** NumberField is controlled; stories keep its value in state like a screen does. */
function StatefulNumberField(props: NumberFieldProps) {
  return <NumberField {...useStateInStory(props, 'value')} />;
}

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  args: { label: 'Menge', value: null, onChange: fn(), onValidationChange: fn() },
  render: (args) => <StatefulNumberField {...args} />,
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Menge' });
    await userEvent.type(input, '1.234,5');
    await expect(args.onChange).toHaveBeenLastCalledWith(1234.5);
    await userEvent.tab();
    await expect(input).toHaveValue('1.234,5');
    await expect(input).not.toBeInvalid();
  },
};

/** Without thousands dots, and whole numbers: both are read and shown in German notation. */
export const PlainDigits: Story = {
  name: 'Ohne Tausenderpunkte',
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Menge' });
    await userEvent.type(input, '1234,5');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(1234.5);
    await expect(input).toHaveValue('1.234,5');
    await userEvent.clear(input);
    await userEvent.type(input, '1234');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(1234);
    await expect(input).toHaveValue('1.234');
  },
};

export const NotANumber: Story = {
  name: 'Keine Zahl',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Menge' });
    await userEvent.type(input, 'abc');
    // Nothing is announced while typing; the message comes on leaving the field.
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte eine Zahl eingeben.');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Bitte eine Zahl eingeben.');
    // The typed text is kept, and no number was passed on.
    await expect(input).toHaveValue('abc');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(args.onValidationChange).toHaveBeenLastCalledWith('Bitte eine Zahl eingeben.');
  },
};

/** A dot is only a thousands separator: "1.23" is refused rather than misread. */
export const EnglishDecimalPoint: Story = {
  name: 'Englischer Dezimalpunkt',
  args: { label: 'Fläche (ha)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Fläche (ha)' });
    await userEvent.type(input, '1.23');
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte eine Zahl eingeben.');
    await expect(input).toHaveValue('1.23');
  },
};

export const MinMax: Story = {
  name: 'Mindest- und Höchstwert',
  args: { label: 'Anteil befallener Bäume (%)', min: 0, max: 100, hint: 'Zwischen 0 und 100.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Anteil befallener Bäume (%)' });
    await userEvent.type(input, '-5');
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Wert muss mindestens 0 sein.');
    await expect(input).toHaveAccessibleDescription('Der Wert muss mindestens 0 sein. Zwischen 0 und 100.');
    // After the first blur the message follows the typing.
    await userEvent.clear(input);
    await userEvent.type(input, '150');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Wert darf höchstens 100 sein.');
    await userEvent.clear(input);
    await userEvent.type(input, '42,5');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith(42.5);
    await expect(args.onValidationChange).toHaveBeenLastCalledWith(null);
  },
};

export const Money: Story = {
  name: 'Geldbetrag',
  args: { label: 'Einzelpreis (€)', icon: 'euro', decimals: 2, min: 0, value: 1234.5 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Einzelpreis (€)' });
    await expect(input).toHaveValue('1.234,50');
    await userEvent.clear(input);
    await userEvent.type(input, '89,999');
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte höchstens 2 Nachkommastellen eingeben.');
    await expect(input).toHaveValue('89,999');
    await userEvent.type(input, '{Backspace}');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(89.99);
    await expect(input).toHaveValue('89,99');
  },
};

export const WholeNumbers: Story = {
  name: 'Ganze Zahlen',
  args: { label: 'Anzahl Fallen', decimals: 0, min: 1, value: 12 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Anzahl Fallen' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
  },
};

export const Required: Story = {
  name: 'Pflichtfeld',
  args: { label: 'Umsatzsteuersatz (%)', isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Umsatzsteuersatz (%)' }));
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte einen Wert eingeben.');
  },
};

/** An error from the service is shown until the field has its own message. */
export const ServiceError: Story = {
  name: 'Fehler vom Dienst',
  args: { label: 'Betrag (€)', decimals: 2, value: 250, error: 'Der Betrag überschreitet das Budget des Kunden.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Der Betrag überschreitet das Budget des Kunden.');
    await expect(canvas.getByRole('textbox', { name: 'Betrag (€)' })).toHaveValue('250,00');
  },
};

export const Disabled: Story = { name: 'Deaktiviert', args: { label: 'Maßstab', value: 25000, disabled: true } };
export const ReadOnly: Story = { name: 'Nur lesen', args: { label: 'Auflösung (dpi)', value: 300, readOnly: true } };

export const LongGermanLabelNarrow: Story = {
  name: 'Lange Beschriftung, schmal',
  args: {
    label: 'Geschätzte Schadholzmenge nach Käferbefall im eigenen Bundesland (Festmeter)',
    value: 1234567.5,
    hint: 'Summe aller gemeldeten Flächen des laufenden Forstwirtschaftsjahres.',
    isRequired: true,
  },
  decorators: [narrowFieldDecorator],
};

export const All: Story = {
  name: 'Alle',
  render: (args) => (
    <Grid>
      <StatefulNumberField {...args} label="Leer" />
      <StatefulNumberField {...args} label="Tausender" value={1234567.891} />
      <StatefulNumberField {...args} label="Euro" icon="euro" decimals={2} value={89.9} />
      <StatefulNumberField {...args} label="Negativ" value={-0.25} />
      <StatefulNumberField {...args} label="Pflichtfeld" isRequired />
      <StatefulNumberField {...args} label="Fehler" value={5} error="Der Wert passt nicht zur Karte." />
      <StatefulNumberField {...args} label="Gesperrt" value={12} disabled />
      <StatefulNumberField {...args} label="Nur lesen" value={300} readOnly />
    </Grid>
  ),
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${space[4]};
`;
