import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { space } from '../../theme';
import { narrowFieldDecorator } from '../../testing/narrowDecorator';
import { useStateInStory } from '../../testing/useStateInStory';
import { DateField, type DateFieldProps } from './DateField';

/** DateField is controlled; stories keep its value in state like a screen does. */
function StatefulDateField(props: DateFieldProps) {
  return <DateField {...useStateInStory(props, 'value')} />;
}

const meta = {
  title: 'Primitives/DateField',
  component: DateField,
  args: { label: 'Rechnungsdatum', value: '', onChange: fn(), onValidationChange: fn() },
  render: (args) => <StatefulDateField {...args} />,
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Standard',
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Rechnungsdatum');
    await expect(input).toHaveAttribute('type', 'date');
    await userEvent.type(input, '2026-03-15');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-15');
    await expect(input).toHaveValue('2026-03-15');
  },
};

export const WithValue: Story = { name: 'Mit Datum', args: { value: '2026-11-22' } };

/** requirements §5: the minimum date of a new invoice comes from the server. */
export const BeforeMinimum: Story = {
  name: 'Vor dem frühesten Datum',
  args: { min: '2026-03-01', hint: 'Frühestens der Tag nach der letzten Rechnung.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Rechnungsdatum');
    await userEvent.type(input, '2026-02-15');
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Das Datum darf nicht vor dem 01.03.2026 liegen.');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'Das Datum darf nicht vor dem 01.03.2026 liegen. Frühestens der Tag nach der letzten Rechnung.',
    );
    await expect(input).toHaveValue('2026-02-15');
    await expect(args.onValidationChange).toHaveBeenLastCalledWith('Das Datum darf nicht vor dem 01.03.2026 liegen.');
    await userEvent.clear(input);
    await userEvent.type(input, '2026-03-01');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onValidationChange).toHaveBeenLastCalledWith(null);
  },
};

export const AfterMaximum: Story = {
  name: 'Nach dem spätesten Datum',
  args: { label: 'Leistungsdatum', value: '2027-01-15', max: '2026-12-31' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Leistungsdatum'));
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Das Datum darf nicht nach dem 31.12.2026 liegen.');
  },
};

export const Required: Story = {
  name: 'Pflichtfeld',
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Rechnungsdatum');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte ein Datum eingeben.');
  },
};

export const ServiceError: Story = {
  name: 'Fehler vom Dienst',
  args: { value: '2026-04-02', error: 'Für diesen Tag gibt es bereits eine Rechnung an den Kunden.' },
};

export const Disabled: Story = {
  name: 'Deaktiviert',
  args: { value: '2026-04-02', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Rechnungsdatum')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  name: 'Nur lesen',
  args: { label: 'Registriert am', value: '2025-06-30', readOnly: true },
};

export const LongGermanLabelNarrow: Story = {
  name: 'Lange Beschriftung, schmal',
  args: {
    label: 'Veröffentlichung der Käfermeldung im eigenen Bundesland frühestens ab',
    value: '2026-05-01',
    min: '2026-05-01',
    hint: 'Bis dahin sehen nur Expertinnen und Experten die Meldung.',
    isRequired: true,
  },
  decorators: [narrowFieldDecorator],
};

export const All: Story = {
  name: 'Alle',
  render: (args) => (
    <Grid>
      <StatefulDateField {...args} label="Leer" />
      <StatefulDateField {...args} label="Mit Datum" value="2026-11-22" />
      <StatefulDateField {...args} label="Pflichtfeld" isRequired />
      <StatefulDateField {...args} label="Fehler" value="2026-02-01" error="Das Datum liegt im gesperrten Zeitraum." />
      <StatefulDateField {...args} label="Gesperrt" value="2026-04-02" disabled />
      <StatefulDateField {...args} label="Nur lesen" value="2025-06-30" readOnly />
    </Grid>
  ),
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${space[4]};
`;
